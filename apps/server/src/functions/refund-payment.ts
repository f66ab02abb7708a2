import { defineFunction } from "./define-function";

export const refundPaymentFunction = defineFunction({
  name: "refund-payment",
  rateLimit: { points: 30, windowSeconds: 60 },
  async handle({ sessionId }, { app }) {
    return app.services.payments.refund({ sessionId });
  },
});
