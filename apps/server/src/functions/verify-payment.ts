import { defineFunction } from "./define-function";

export const verifyPaymentFunction = defineFunction({
  name: "verify-payment",
  rateLimit: { points: 60, windowSeconds: 60 },
  async handle({ sessionId }, { app }) {
    const result = await app.services.payments.verify(sessionId);
    const paid = result.success && result.orderId;
    return { ...result, statusPath: paid ? await app.services.orderStatus.returnPagePathFor(paid) : null };
  },
});
