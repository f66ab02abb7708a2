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
