import { defineFunction } from "./define-function";

export const localCheckoutPayFunction = defineFunction({
  name: "local-checkout-pay",
  rateLimit: { points: 30, windowSeconds: 60 },
  async handle(body, { app }) {
    return app.services.payments.payLocal(body);
  },
});
