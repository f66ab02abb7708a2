import { defineFunction } from "./define-function";

export const claimSponsoredCardsFunction = defineFunction({
  name: "claim-sponsored-cards",
  // Per client: a sender claims once; a few tries cover a changed recipient or a typo in the address.
  rateLimit: { points: 10, windowSeconds: 600 },
  async handle(body, { app }) {
    const claimed = await app.services.payments.claimSponsored(body);
    if (claimed.status !== "claimed") return claimed;
    // The buyer's private status page, as for a paid order.
    return { ...claimed, statusPath: await app.services.orderStatus.pathFor(claimed.orderId) };
  },
});
