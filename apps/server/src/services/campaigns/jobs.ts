import { z } from "zod";
import { defineJob, type JobQueue } from "../../core/jobs";

/**
 * Asks the provider again for a campaign's budget refunds it refused or did not answer
 * (budget/budget-refunds.ts), each with the key it was first asked with, so none is made twice.
 * One queued per campaign ('short', singletonKey = campaign). Eight retries with backoff span
 * about 2 to 4 hours, well inside the 24 hours Stripe keeps an idempotency key; a refund still
 * failing after them stays "failed" in the organiser's list and the console's log.
 */
export const refundBudgetJob = defineJob({
  name: "refund-budget",
  payload: z.object({ campaignId: z.string() }),
  policy: "short",
  retryLimit: 8,
  retryDelaySeconds: 30,
});

export async function queueBudgetRefunds(jobs: JobQueue, campaignId: string) {
  await jobs.send(refundBudgetJob, { campaignId }, { singletonKey: campaignId });
}
