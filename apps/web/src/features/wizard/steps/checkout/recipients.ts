import type { Legislator } from "@civic/contracts/legislators";
import { PER_CARD_CENTS, PRICE_CENTS, type SendOption, sendOptionForCount } from "@civic/contracts/pricing";

import type { RecipientChoice } from "../../state/postcard-data";

export type { RecipientChoice };

/** Who can receive a card: a vacant House seat cannot, though step 1 lets the sender continue with one. */
export function choosable(representative: Legislator | null | undefined, senators: Legislator[]): Legislator[] {
  return [...(representative && !representative.vacant ? [representative] : []), ...senators];
}

export function recipientsFor(
  choice: RecipientChoice,
  representative: Legislator | null | undefined,
  senators: Legislator[],
  customIds: readonly string[],
): Legislator[] {
  const all = choosable(representative, senators);
  if (choice === "all-three") return all;
  if (choice === "custom") return all.filter((l) => customIds.includes(l.id));
  return representative && !representative.vacant ? [representative] : [];
}

/** The price of n cards: $5 each, three for $12 (wizard.md §9). */
export function priceForCount(count: number): { option: SendOption; cents: number; fullCents: number } {
  const option = sendOptionForCount(count);
  return { option, cents: count === 0 ? 0 : PRICE_CENTS[option], fullCents: count * PER_CARD_CENTS };
}
