import { defineJob } from "./queue";

/** The local print shop's timer: moves one card a step along written → mailed → delivered. */
export const localPrintShopStepJob = defineJob<{ printOrderId: string }>({
  name: "local-print-shop-step",
  retryLimit: 5,
  retryDelaySeconds: 5,
  concurrency: 2,
  pollingIntervalSeconds: 0.5,
  async handle({ printOrderId }, app) {
    await app.services.mailing.advanceLocalPrintOrder(printOrderId);
  },
});
