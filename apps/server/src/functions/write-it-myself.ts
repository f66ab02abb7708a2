import { defineFunction } from "./define-function";

/** "I'll write it myself": the chosen cards stored for the sender to print and write; no payment. */
export const writeItMyselfFunction = defineFunction({
  name: "write-it-myself",
  // Per client, as for the other calls that store an order: each stores cards and later draws a PDF.
  rateLimit: { points: 10, windowSeconds: 600 },
  async handle(body, { app, log, language }) {
    const { path, cards } = await app.services.ownCards.create(body, language);
    log.info({ cards, campaign: body.campaign?.slug ?? null, emails: body.email !== undefined }, "own cards stored");
    return { path };
  },
});
