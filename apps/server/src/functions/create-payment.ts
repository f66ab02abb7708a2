import { defineFunction } from "./define-function";

export const createPaymentFunction = defineFunction({
  name: "create-payment",
  rateLimit: { points: 20, windowSeconds: 60 },
  async handle(body, { app, origin }) {
    return app.services.payments.create(body, origin);
  },
});
