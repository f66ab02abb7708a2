import { cleanupCardPreviews } from "./cleanup-card-previews";
import { cleanupLinkPreviews } from "./cleanup-link-previews";
import { eraseExpiredOrders } from "./erase-expired-orders";
import { fulfilOrder } from "./fulfil-order";
import { localPrintShopStep } from "./local-print-shop-step";
import { pollVendorOrders } from "./poll-vendor-orders";
import { processVendorEvent } from "./process-vendor-event";
import type { JobHandler } from "./queue";
import { reconcileOrders } from "./reconcile-orders";
import { refreshLegislators } from "./refresh-legislators";
import { refundBudget } from "./refund-budget";
import { sendEmail } from "./send-email";

/** Every background job's handler; each job has its own pg-boss queue. */
export const jobHandlers: JobHandler[] = [
  cleanupLinkPreviews,
  cleanupCardPreviews,
  refreshLegislators,
  fulfilOrder,
  sendEmail,
  reconcileOrders,
  localPrintShopStep,
  eraseExpiredOrders,
  processVendorEvent,
  pollVendorOrders,
  refundBudget,
];
