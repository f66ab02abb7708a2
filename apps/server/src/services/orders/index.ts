import { fulfilOrder } from "./fulfil-order";
import type { FulfilmentDeps } from "./order-deps";
import { reconcileOrders } from "./reconcile-orders";

/** Orders after payment: fulfilment (exactly once per card) and the reconciliation safety net. */
export function createOrdersService(deps: FulfilmentDeps) {
  return {
    fulfil: (orderId: string) => fulfilOrder(deps, orderId),
    reconcile: (options: { olderThanSeconds: number }) => reconcileOrders(deps, options),
  };
}
export { type AccessTokens, createAccessTokens, hashToken } from "./access-token";
export { notifyOrderChanged } from "./card-events";
export { fulfilOrderJob, reconcileOrdersJob } from "./jobs";
export {
  cardShareCents,
  isPaidOrCompleted,
  mailingAddressOf,
  type OrderRow,
  PAID_STATUSES,
  type RecipientRow,
  senderOf,
} from "./order-rows";
export { createStatusFeed } from "./status-feed";
