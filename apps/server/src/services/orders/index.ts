/**
 * The order lifecycle's one owner: every write to orders, order_recipients (cards), refunds,
 * refund_items, card_events and the status links' key (app_secrets) is a named transition in
 * transitions/ (created, paid, payment failed, payment mismatch held, cards submitting, card sent
 * to the vendor, card failed, card held and what its sender chose, card written/mailed/delivered, settled, refund recorded, refunded per
 * card, card re-sent by an operator, erased). Read models (read-models/: the status page, the data
 * export, verify-payment's answer, what an order's emails say, the console's reads) sit beside them.
 * Everything else calls this index.
 *
 * The domains of the order lifecycle depend on each other one way (docs/decisions/0001):
 *   admin        → refunds, orders, email
 *   order-status → orders, email
 *   fulfilment   → payments, refunds, mailing, orders, email, vendor-events
 *   payments     → refunds, orders, cards, legislators, vendor-events
 *   mailing      → orders, cards, vendor-events
 *   refunds      → orders, email
 *   orders       → email, cards, drafting, vendor-events (erasure asks each owner)
 *   email        → (none: what it says about orders is handed in, services/index.ts)
 */
export { createAccessTokens, hashToken } from "./access-token";
export { fulfilOrderJob, queueFulfilment } from "./jobs";
export { createLinkKey } from "./link-key";
export { withOrderLock } from "./order-lock";
export { isPaidOrCompleted, mailingAddressOf, type OrderRow, type RecipientRow, senderOf } from "./order-rows";
export { ordersNeedingAttention } from "./read-models/attention";
export { exportOrderData } from "./read-models/data-export";
export { heldCardsDue, heldCardsNotToldOfNewHolder } from "./read-models/held-cards";
export { loadOrderDetail } from "./read-models/order-detail";
export { orderEmailFacts, ordersOfAddress } from "./read-models/order-emails";
export { orderFigures } from "./read-models/order-figures";
export { orderNumbersOf } from "./read-models/order-numbers";
export {
  isOrderErased,
  loadCard,
  loadOrder,
  loadOrderCards,
  orderCardCount,
  orderOfSession,
  orderStatusOf,
} from "./read-models/order-rows-by-id";
export { searchOrders } from "./read-models/order-search";
export { orderSettledAt, UNPAYABLE_AFTER_MS } from "./read-models/settlement";
export { sponsoredCardsInFlight } from "./read-models/sponsored-cards-in-flight";
export { sponsoredOrderToConfirm } from "./read-models/sponsored-order-to-confirm";
export { type CardFile, getOrderStatus, type OrderStatusOptions } from "./read-models/status-page";
export { unpaidSponsoredOrders } from "./read-models/unpaid-sponsored-orders";
export { loadOrderBySession, verifyResponseOf } from "./read-models/verify-payment";
export { resolveRecipients } from "./resolve-recipients";
export { createStatusFeed } from "./status-feed";
export { heldCardReason } from "./term-ended-card";
export { markCardFailed } from "./transitions/card-failed";
export { giveUpHeldCard, markCardHeld, type NewHolder, sendHeldCardTo } from "./transitions/card-held";
export { recordMailStatus } from "./transitions/card-mail-status";
export {
  confirmCardAtVendor,
  markCardOutcomeUnknown,
  resendUnknownCard,
} from "./transitions/card-outcome-unknown";
export { reopenFailedCard } from "./transitions/card-resent";
export { markCardSent } from "./transitions/card-sent";
export { markCardsSubmitting, recordCardAttemptError } from "./transitions/card-submitting";
export { createOrder, recordCheckoutSession } from "./transitions/created";
export { type ErasureDeps, erasePersonalData } from "./transitions/erased";
export { markPaid } from "./transitions/paid";
export { markPaymentFailed } from "./transitions/payment-failed";
export { holdMismatchedPayment } from "./transitions/payment-mismatch-held";
export {
  type RefundOutcome,
  type RefundRequest,
  type RefundRow,
  recordRefund,
  recordRefundAnswer,
  recordRefundError,
} from "./transitions/refunded";
export { settleOrder } from "./transitions/settled";
