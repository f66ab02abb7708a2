export { ensureOrderRefund, ensureRefund } from "./ensure-refunds";
export { issueRefund, refundCards, retryPendingRefunds } from "./refund-cards";
