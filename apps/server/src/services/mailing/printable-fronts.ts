import { type CardFrontId, cardFrontIds } from "@civic/contracts/card-fronts";
import type { MailingVendor } from "../../providers/mailing";

/**
 * The fronts a card may be ordered with: those every configured vendor prints, since any of them
 * may take the card (failover). Never empty: each vendor prints at least the default front.
 */
export const printableFronts = (vendors: readonly Pick<MailingVendor, "fronts">[]): CardFrontId[] =>
  cardFrontIds.filter((front) => vendors.every((v) => v.fronts.includes(front)));
