import type { FulfilmentDeps } from "../orders/order-deps";
import { fulfilOrder } from "./fulfil-order";
import { reconcileOrders } from "./reconcile-orders";

/** Orders after payment: fulfilment (exactly once per card) and the reconciliation safety net. */
export function createFulfilmentService(deps: FulfilmentDeps) {
  return {
    fulfil: (orderId: string) => fulfilOrder(deps, orderId),
    reconcile: (options: { olderThanSeconds: number }) => reconcileOrders(deps, options),
  };
}
export { reconcileOrdersJob } from "./jobs";
