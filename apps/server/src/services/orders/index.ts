export { type AccessTokens, createAccessTokens, hashToken } from "./access-token";
export { notifyOrderChanged } from "./card-events";
export { fulfilOrderJob, queueFulfilment } from "./jobs";
export {
  cardShareCents,
  isPaidOrCompleted,
  mailingAddressOf,
  type OrderRow,
  PAID_STATUSES,
  type RecipientRow,
  senderOf,
} from "./order-rows";
export { ordersNeedingAttention } from "./read-models/attention";
export { exportOrderData } from "./read-models/data-export";
export { loadOrderDetail } from "./read-models/order-detail";
export { orderEmailFacts, ordersOfAddress } from "./read-models/order-emails";
export { orderFigures } from "./read-models/order-figures";
export { type OrderRefund, orderRefund } from "./read-models/order-refund";
export { searchOrders } from "./read-models/order-search";
export { type CardFile, getOrderStatus, isSettled, type OrderStatusOptions } from "./read-models/status-page";
export { loadOrderBySession, type OrderView, verifyResponseOf } from "./read-models/verify-payment";
export { resolveRecipients } from "./resolve-recipients";
export { createStatusFeed } from "./status-feed";
export { markCardFailed } from "./transitions/card-failed";
export { type MailStatusReport, recordMailStatus } from "./transitions/card-mail-status";
export { reopenFailedCard } from "./transitions/card-resent";
export { markCardSent } from "./transitions/card-sent";
export { markCardsSubmitting, recordCardAttemptError } from "./transitions/card-submitting";
export { createOrder, type NewOrder, recordCheckoutSession } from "./transitions/created";
export { type ErasureDeps, erasePersonalData } from "./transitions/erased";
export { markPaid } from "./transitions/paid";
export { markPaymentFailed } from "./transitions/payment-failed";
export { holdMismatchedPayment } from "./transitions/payment-mismatch-held";
export {
  type RefundKind,
  type RefundOutcome,
  type RefundRequest,
  type RefundRow,
  recordRefund,
  recordRefundAnswer,
  recordRefundError,
} from "./transitions/refunded";
export { settleOrder } from "./transitions/settled";
