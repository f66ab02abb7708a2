// Kept apart from sponsorship.ts (its schemas need zod) and from pricing.ts so the light campaign
// page says them with one small module (the messages with a price are in sponsorship.ts).
/** Issue 28 item 5's words. What a sender of a sponsored campaign sees at checkout. */
export const sponsoredBanner = (organisation: string) => `Your postcards are paid for by ${organisation}`;
/** The confirmation email's line where a paid order states its charge. */
export const paidForBy = (organisation: string) => `paid for by ${organisation}`;

/** The most cards an organiser prepays at once (top-ups add more). */
export const FUNDING_MAX_CARDS = 5000;
