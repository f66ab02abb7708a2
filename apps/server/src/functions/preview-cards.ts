import { defineFunction } from "./define-function";

/** Checkout's view of each card before payment: its text, its office, and any other member it names. */
export const previewCards = defineFunction({
  name: "preview-cards",
  rateLimit: { points: 60, windowSeconds: 60 },
  handle: async (request, { app, language }) => ({ cards: app.services.cards.plan(request, language) }),
});
