import { defineFunction } from "./define-function";

export const claimSponsoredCardsFunction = defineFunction({
  name: "claim-sponsored-cards",
  // Per client: a sender asks once, and clicks the emailed link; a few tries cover a changed
  // recipient or a typo in the address. A script with many addresses gets few emails sent.
  rateLimit: { points: 5, windowSeconds: 3600 },
  async handle(body, { app, language }) {
    return app.services.payments.claimSponsored(body, language);
  },
});
