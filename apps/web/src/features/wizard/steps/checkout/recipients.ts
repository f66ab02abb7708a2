import type { Legislator } from "@civic/contracts/legislators";
import { PER_CARD_CENTS, PRICE_CENTS, type SendOption, sendOptionForCount } from "@civic/contracts/pricing";
import { useCallback, useEffect, useState } from "react";
import { invoke } from "@/lib/api-client";

import type { RecipientChoice } from "../../state/postcard-data";

export type { RecipientChoice };

/** Who can receive a card: a vacant House seat cannot (issue 1's landing lets the user continue with one). */
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

type SenatorsState = { status: "loading" | "ready" | "error"; senators: Legislator[] };

/** The senators for the sender's ZIP (the spec's senators helper: `lookup-senators`). */
export function useSenators(zipCode: string | undefined) {
  const [state, setState] = useState<SenatorsState>({ status: "loading", senators: [] });
  const load = useCallback(
    (signal?: AbortSignal) => {
      if (!zipCode) {
        setState({ status: "error", senators: [] });
        return;
      }
      setState({ status: "loading", senators: [] });
      invoke("lookup-senators", { zipCode }, { signal })
        .then((r) => setState({ status: "ready", senators: r.senators.filter((s) => !s.vacant) }))
        .catch((err) => {
          if ((err as Error).name !== "AbortError") setState({ status: "error", senators: [] });
        });
    },
    [zipCode],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);
  return { ...state, retry: () => load() };
}
