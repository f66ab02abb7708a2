import { z } from "zod";
import { defineJob } from "../../core/jobs";

/** The local print shop's timer: moves one card a step along written → mailed → delivered. */
export const localPrintShopStepJob = defineJob({
  name: "local-print-shop-step",
  payload: z.object({ printOrderId: z.string() }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  concurrency: 2,
  pollingIntervalSeconds: 0.5,
});

/** Every 15 minutes: cards at a vendor not yet mailed are looked up (webhooks get lost). */
export const pollVendorOrdersJob = defineJob({
  name: "poll-vendor-orders",
  payload: z.object({}),
  schedule: "*/15 * * * *",
  retryLimit: 0,
});
