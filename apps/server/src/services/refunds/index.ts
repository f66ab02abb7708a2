export { ensureOrderRefund, ensureRefund } from "./ensure-refunds";
export { issueRefund, type RefundDeps, refundCards, retryPendingRefunds } from "./refund-cards";
