import { defineFunction } from "./define-function";

/** The page of a sender's own cards, by its secret token. */
export const ownCardsFunction = defineFunction({
  name: "own-cards",
  rateLimit: { points: 120, windowSeconds: 60 },
  accessLog: "errors",
  async handle({ token }, { app }) {
    return app.services.ownCards.read(token);
  },
});
