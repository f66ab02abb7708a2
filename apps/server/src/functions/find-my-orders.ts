import { defineFunction } from "./define-function";

/** "Find my orders": emails the address its links, if it has any; the answer is the same either way. */
export const findMyOrdersFunction = defineFunction({
  name: "find-my-orders",
  // Per client here; per address in the service.
  rateLimit: { points: 5, windowSeconds: 10 * 60 },
  async handle({ email }, { app }) {
    await app.services.orderStatus.findMyOrders(email);
    return { sent: true as const };
  },
});
