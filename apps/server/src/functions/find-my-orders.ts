import { defineFunction } from "./define-function";

/**
 * "Find my orders": emails the address its links, if it has any. The answer is the same either way,
 * and comes before any lookup (the service does it afterwards), so its time says nothing either.
 */
export const findMyOrdersFunction = defineFunction({
  name: "find-my-orders",
  // Per client here; the service sends an address at most one email per 10 minutes, refusing no one.
  rateLimit: { points: 5, windowSeconds: 10 * 60 },
  async handle({ email }, { app }) {
    app.services.orderStatus.findMyOrders(email);
    return { sent: true as const };
  },
});
