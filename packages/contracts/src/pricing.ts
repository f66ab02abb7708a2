/** Prices in cents (wizard.md §9). The server decides every amount from these. */
export const sendOptions = ["single", "double", "triple"] as const;
export type SendOption = (typeof sendOptions)[number];

export const PRICE_CENTS: Record<SendOption, number> = { single: 500, double: 1000, triple: 1200 };
export const PER_CARD_CENTS = 500;
export const BUNDLE_SAVINGS_CENTS = 3 * PER_CARD_CENTS - PRICE_CENTS.triple;

export function sendOptionForCount(count: number): SendOption {
  if (count === 3) return "triple";
  if (count === 2) return "double";
  return "single";
}

export function recipientCount(option: SendOption): number {
  return { single: 1, double: 2, triple: 3 }[option];
}

/** A card to a state legislator (decision 0120): the same $5 as one card to Congress, never bundled. */
export const STATE_CARD_CENTS = 500;
/** Every state legislator a ZIP's districts can offer at most (New Hampshire elects up to 11 in one). */
export const MAX_STATE_CARDS = 16;

/**
 * What an order costs (decision 0120): the Congress bundle's price for its cards to Congress, plus
 * $5 for each card to a state legislator. The server alone applies it.
 */
export function orderPriceCents(congressCards: number, stateCards: number): number {
  const congress = congressCards > 0 ? PRICE_CENTS[sendOptionForCount(congressCards)] : 0;
  return congress + STATE_CARD_CENTS * stateCards;
}

/** A helper defaults to the single price when the option is unknown (wizard.md §9). */
export function priceCents(option: SendOption | undefined | null): number {
  return option ? PRICE_CENTS[option] : PRICE_CENTS.single;
}

/**
 * What to refund when some cards of a paid order failed: everything when all failed, otherwise
 * the failed cards' share of what was actually paid, never more than was paid.
 */
export function refundCents(paidCents: number, total: number, failed: number): number {
  if (failed <= 0 || total <= 0) return 0;
  if (failed >= total) return paidCents;
  return Math.min(paidCents, Math.round((paidCents * failed) / total));
}

export function formatDollars(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/** The price in a sentence, said before anyone starts (landing, FAQ): "$5 a card, or $12 for all three". */
export const PRICE_SENTENCE = `${formatDollars(PER_CARD_CENTS)} a card, or ${formatDollars(PRICE_CENTS.triple)} for all three (your representative and both senators)`;
