import { refundBudgetJob } from "../services/campaigns";
import { handleJob } from "./queue";

export const refundBudget = handleJob(refundBudgetJob, async ({ campaignId }, app) => {
  const owed = await app.services.payments.issueBudgetRefunds(campaignId, { requeue: false });
  // Thrown, so pg-boss asks again later with backoff (each refund keeps its idempotency key); not
  // queued again from here, or a new job would start at once beside these retries.
  if (owed) throw new Error(`${owed} budget refund(s) of campaign ${campaignId} still refused or unanswered.`);
});
