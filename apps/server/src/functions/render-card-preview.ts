import { AppError } from "../http/app-error";
import { planCard } from "../services/cards/plan-cards";
import { defineFunction } from "./define-function";

/** Wide enough to stay sharp at the preview's 2.5x zoom on a phone; a third of the print PNG's bytes. */
const PREVIEW_WIDTH = 1400;

export const renderCardPreview = defineFunction({
  name: "render-card-preview",
  // Each call rasterises two 7x5 cards: cheap for a person, costly for a script.
  rateLimit: { points: 30, windowSeconds: 60 },
  async handle({ message, sender, recipientId, front, office }, { app }) {
    const { index } = app.services.legislators;
    const legislator = index.findById(recipientId);
    if (!legislator || legislator.vacant) {
      throw AppError.badRequest("That legislator can't receive a card. Go back and choose who to write to.");
    }
    const planned = planCard(index, legislator, { message, sender, office });
    const card = {
      salutation: planned.salutation,
      body: planned.body,
      signOff: planned.signOff,
      sender,
      recipient: { title: legislator.title, name: legislator.name, address: planned.office.address },
      front,
    };
    // Loaded on first use: satori, resvg and the fonts stay out of the server's start-up.
    const { renderCardPng } = await import("../services/cards/render-card");
    const [frontPng, backPng] = await Promise.all([
      renderCardPng(card, "front", { width: PREVIEW_WIDTH }),
      renderCardPng(card, "back", { width: PREVIEW_WIDTH }),
    ]);
    const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;
    return { front: dataUrl(frontPng), back: dataUrl(backPng) };
  },
});
