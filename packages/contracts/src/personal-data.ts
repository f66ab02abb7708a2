/**
 * What erasure removes and what it keeps (and why): the status page and the privacy page say the
 * same. No zod here: the privacy page imports it.
 */
export const ERASED_DATA = [
  "your name",
  "your street address and city",
  "your email address",
  "your message and the text of each card",
  "the pictures of your cards",
] as const;
export const KEPT_DATA = [
  "the amounts paid and refunded, and the number of cards (for our accounts and tax records)",
  "the ZIP code and state, which place the order in a congressional district (for de-identified counts)",
  "which legislators were written to, and the dates of each step",
] as const;
