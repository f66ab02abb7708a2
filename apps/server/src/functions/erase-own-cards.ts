import { defineFunction } from "./define-function";

/** "Erase my details", from the page of a sender's own cards. */
export const eraseOwnCardsFunction = defineFunction({
  name: "erase-own-cards",
  rateLimit: { points: 10, windowSeconds: 60 },
  async handle({ token }, { app }) {
    await app.services.ownCards.erase(token);
    return { erased: true as const };
  },
});
