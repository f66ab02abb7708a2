import { AppError } from "../http/app-error";
import { planCard } from "../services/cards/plan-cards";
import { defineFunction } from "./define-function";

/** Checkout's view of each card before payment: its text, its office, and any other member it names. */
export const previewCards = defineFunction({
  name: "preview-cards",
  rateLimit: { points: 60, windowSeconds: 60 },
  async handle({ message, sender, recipientIds, office }, { app }) {
    const { index } = app.services.legislators;
    const cards = recipientIds.map((id) => {
      const legislator = index.findById(id);
      if (!legislator || legislator.vacant) {
        throw AppError.badRequest("That legislator can't receive a card. Go back and choose who to write to.");
      }
      return planCard(index, legislator, { message, sender, office });
    });
    return { cards };
  },
});
