import { z } from "zod";
import { defineJob } from "../../core/jobs";

/**
 * Every minute: paid orders that were never fulfilled, sessions paid at the provider but not yet
 * recorded, and emails, refunds, budget refunds and vendor events whose hand-off to the queue was
 * lost, are queued again (reconcile-orders.ts).
 */
export const reconcileOrdersJob = defineJob({
  name: "reconcile-orders",
  payload: z.object({ olderThanSeconds: z.number().optional() }),
  schedule: "* * * * *",
  retryLimit: 1,
});
