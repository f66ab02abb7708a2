import type { PaymentDeps } from "../payments";
import { type FulfilmentDeps, fulfilOrder } from "./fulfil-order";
import { chooseForHeldCard, type HeldCardChoice } from "./held-cards";
import { reconcileOrders } from "./reconcile-orders";

/** Orders after payment: fulfilment (exactly once per card) and the reconciliation safety net. */
export function createFulfilmentService(deps: FulfilmentDeps & PaymentDeps) {
  return {
    fulfil: (orderId: string) => fulfilOrder(deps, orderId),
    reconcile: (options: { olderThanSeconds: number }) => reconcileOrders(deps, options),
    /** A held card's sender chose: a refund, or the seat's new holder (docs/decisions/0110). */
    chooseForHeldCard: (orderId: string, cardId: string, choice: HeldCardChoice) =>
      chooseForHeldCard(deps, orderId, cardId, choice),
  };
}
export { newHolderOf } from "./held-cards";
export { reconcileOrdersJob } from "./jobs";
