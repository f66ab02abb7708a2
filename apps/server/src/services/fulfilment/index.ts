import type { PaymentDeps } from "../payments";
import { type FulfilmentDeps, fulfilOrder } from "./fulfil-order";
import { reconcileOrders } from "./reconcile-orders";

/** Orders after payment: fulfilment (exactly once per card) and the reconciliation safety net. */
export function createFulfilmentService(deps: FulfilmentDeps & PaymentDeps) {
  return {
    fulfil: (orderId: string) => fulfilOrder(deps, orderId),
    reconcile: (options: { olderThanSeconds: number }) => reconcileOrders(deps, options),
  };
}
export { reconcileOrdersJob } from "./jobs";
