import { formatDollars, PRICE_CENTS, type SendOption } from "./pricing";

// Kept apart from sponsorship.ts (its schemas need zod) so the light campaign page can say them.
/** Issue 28 item 5's words. What a sender of a sponsored campaign sees at checkout. */
export const sponsoredBanner = (organisation: string) => `Your postcards are paid for by ${organisation}`;
/** The confirmation email's line where a paid order states its charge. */
export const paidForBy = (organisation: string) => `paid for by ${organisation}`;

/** Said when the budget cannot cover this sender's cards; the paid path is offered at once. */
export const sponsorshipEndedMessage = (option: SendOption) =>
  `This campaign's paid-for postcards have all been claimed. You can still send yours for ${formatDollars(PRICE_CENTS[option])}.`;
export const sponsorshipUsedMessage = (organisation: string, option: SendOption) =>
  `${organisation} has already paid for postcards sent with this email address. You can still send yours for ${formatDollars(PRICE_CENTS[option])}.`;

/** The most cards an organiser prepays at once (top-ups add more). */
export const FUNDING_MAX_CARDS = 5000;
