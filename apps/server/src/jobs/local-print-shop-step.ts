import { z } from "zod";
import { defineJob } from "../core/jobs";
import { handleJob } from "./queue";

/** The local print shop's timer: moves one card a step along written → mailed → delivered. */
export const localPrintShopStepJob = defineJob({
  name: "local-print-shop-step",
  payload: z.object({ printOrderId: z.string() }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  concurrency: 2,
  pollingIntervalSeconds: 0.5,
});

export const localPrintShopStep = handleJob(localPrintShopStepJob, async ({ printOrderId }, app) => {
  await app.services.mailing.advanceLocalPrintOrder(printOrderId);
});
