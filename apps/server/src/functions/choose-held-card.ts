import { defineFunction } from "./define-function";

/** A held card's choice, from the status page: a refund, or the seat's new holder (docs/decisions/0110). */
export const chooseHeldCardFunction = defineFunction({
  name: "choose-held-card",
  rateLimit: { points: 20, windowSeconds: 60 },
  async handle(request, { app }) {
    const { token, cardId, ...choice } = request;
    const orderId = await app.services.orderStatus.orderOf(token);
    await app.services.fulfilment.chooseForHeldCard(orderId, cardId, choice);
    return app.services.orderStatus.statusFor(token);
  },
});
