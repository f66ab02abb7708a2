export { ensureOrderRefund, ensureRefund } from "./ensure-refunds";
export { type RefundDeps, refundCards, retryPendingRefunds } from "./refund-cards";
