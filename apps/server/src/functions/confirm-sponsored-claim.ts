import { defineFunction } from "./define-function";

export const confirmSponsoredClaimFunction = defineFunction({
  name: "confirm-sponsored-claim",
  // Each click needs a link emailed for an order: a few per client cover reloads and double clicks.
  rateLimit: { points: 20, windowSeconds: 600 },
  async handle({ token }, { app }) {
    const confirmed = await app.services.payments.confirmSponsored(token);
    if (confirmed.status !== "claimed") return confirmed;
    // The status link, only to whoever holds the emailed link: the address's owner.
    return { ...confirmed, statusPath: await app.services.orderStatus.pathFor(confirmed.orderId) };
  },
});
