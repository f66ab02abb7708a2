import { defineFunction } from "./define-function";

export const createPaymentFunction = defineFunction({
  name: "create-payment",
  rateLimit: { points: 20, windowSeconds: 60 },
  async handle(body, { app, origin, language }) {
    const created = await app.services.payments.create(body, origin, language);
    // The buyer's private status page, followable from the moment they pay.
    return { ...created, statusPath: await app.services.orderStatus.pathFor(created.orderId) };
  },
});
