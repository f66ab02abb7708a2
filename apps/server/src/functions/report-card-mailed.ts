import { defineFunction } from "./define-function";

/** "I mailed it": the sender reports one of their own cards mailed. */
export const reportCardMailedFunction = defineFunction({
  name: "report-card-mailed",
  rateLimit: { points: 30, windowSeconds: 60 },
  async handle({ token, cardId }, { app }) {
    return app.services.ownCards.reportMailed(token, cardId);
  },
});
