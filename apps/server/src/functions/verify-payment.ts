import { defineFunction } from "./define-function";

export const verifyPaymentFunction = defineFunction({
  name: "verify-payment",
  rateLimit: { points: 60, windowSeconds: 60 },
  async handle({ sessionId }, { app }) {
    return app.services.payments.verify(sessionId);
  },
});
