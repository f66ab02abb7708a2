import { cleanupCardPreviews } from "./cleanup-card-previews";
import { cleanupLinkPreviews } from "./cleanup-link-previews";
import { eraseExpiredOrdersJob } from "./erase-expired-orders";
import { fulfilOrderJob } from "./fulfil-order";
import { localPrintShopStepJob } from "./local-print-shop-step";
import { processVendorEventJob } from "./process-vendor-event";
import type { JobDefinition } from "./queue";
import { reconcileOrdersJob } from "./reconcile-orders";
import { refreshLegislators } from "./refresh-legislators";
import { sendEmailJob } from "./send-email";

/** Every background job; each has its own pg-boss queue. */
export const jobDefinitions = [
  cleanupLinkPreviews,
  cleanupCardPreviews,
  refreshLegislators,
  fulfilOrderJob,
  sendEmailJob,
  reconcileOrdersJob,
  localPrintShopStepJob,
  eraseExpiredOrdersJob,
  processVendorEventJob,
] as JobDefinition<never>[];
