import { sql } from "kysely";
import type { JobQueue } from "../../../core/jobs";
import type { Logger } from "../../../core/logger";
import type { Db } from "../../../db/database";
import type { PaymentProvider } from "../../../providers/payments";
import { queueBudgetRefunds } from "../jobs";

/** What moving a budget's money back needs: the provider, and the queue for a retry. */
export interface BudgetRefundDeps {
  db: Db;
  log: Logger;
  jobs: JobQueue;
  payments: PaymentProvider;
}

interface Owed {
  /** The provider's idempotency key: one per refund, the same on every retry. */
  key: string;
  /** The prepayment it is refunded through. */
  fundingId: string;
  /** For a returned card's part, the sender's refund that returned it. */
  refundId?: string;
  sessionId: string | null;
  paymentIntentId: string | null;
  cents: number;
}

/**
 * Every refund a campaign's budget still owes its organiser, made through the provider: each
 * prepayment's share (the cards unused at closing, the whole of one paid after closing or paid for
 * another amount; key `budget-refund-{prepayment}`) and each prepayment's part of the price of
 * cards returned after closing (the key kept with the part). One caller at a time per campaign (a
 * transaction-scoped advisory lock): a second waits, then finds them made. A refund the provider
 * refused or did not answer is marked failed and the refund-budget job asks again with the same
 * key; the provider first looks for a refund made under that key (Stripe: the payment's refunds, by
 * metadata; docs/decisions/0072), so a retry after a lost answer, a saved failure or a pruned key
 * finds the first refund instead of making a second. The job
 * itself passes `requeue: false` and throws instead, so that pg-boss's retries (eight, with
 * backoff) are the only ones: a job queued from a running one would start at once, and again, for
 * ever. Returns how many are still owed.
 */
export async function issueBudgetRefunds(
  deps: BudgetRefundDeps,
  campaignId: string,
  { requeue = true }: { requeue?: boolean } = {},
): Promise<number> {
  const failed = await deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`budget-refund:${campaignId}`}, 0))`.execute(trx);
    let failed = 0;
    for (const owed of await owedRefunds(trx, campaignId)) {
      if (!owed.sessionId || owed.cents === 0) continue;
      try {
        const result = await deps.payments.refund({
          sessionId: owed.sessionId,
          paymentIntentId: owed.paymentIntentId,
          amountCents: owed.cents,
          idempotencyKey: owed.key,
          reason: owed.refundId
            ? "A sponsored postcard that failed after its campaign closed"
            : "Sponsored postcards of a campaign refunded to its organiser",
        });
        // Accepted, even if the bank has yet to move it, is made (as a sender's refund is).
        await recordAnswer(trx, owed, result.refundId, result.status === "failed" ? "failed" : "succeeded");
        if (result.status === "failed") failed++;
        deps.log.info({ campaignId, refund: owed.key, amount: owed.cents, status: result.status }, "budget refunded");
      } catch (err) {
        failed++;
        deps.log.error({ err, campaignId, refund: owed.key }, "budget refund failed; the refund-budget job asks again");
        await recordAnswer(trx, owed, null, "failed");
      }
    }
    return failed;
  });
  if (failed && requeue) await queueBudgetRefunds(deps.jobs, campaignId);
  return failed;
}

async function owedRefunds(db: Db, campaignId: string): Promise<Owed[]> {
  const [fundings, returns] = await Promise.all([
    db
      .selectFrom("budget_fundings")
      .select(["id", "payment_session_id", "payment_intent_id", "refund_cents"])
      .where("campaign_id", "=", campaignId)
      .where("refund_status", "in", ["pending", "failed"])
      .execute(),
    db
      .selectFrom("budget_return_refunds as r")
      .innerJoin("budget_fundings as f", "f.id", "r.funding_id")
      .select([
        "r.refund_id",
        "r.funding_id",
        "r.idempotency_key",
        "r.refund_cents",
        "f.payment_session_id",
        "f.payment_intent_id",
      ])
      .where("r.campaign_id", "=", campaignId)
      .where("r.refund_status", "in", ["pending", "failed"])
      .orderBy("r.created_at")
      .execute(),
  ]);
  return [
    ...fundings.map((f) => ({
      key: `budget-refund-${f.id}`,
      fundingId: f.id,
      sessionId: f.payment_session_id,
      paymentIntentId: f.payment_intent_id,
      cents: f.refund_cents,
    })),
    ...returns.map((r) => ({
      key: r.idempotency_key,
      fundingId: r.funding_id,
      refundId: r.refund_id,
      sessionId: r.payment_session_id,
      paymentIntentId: r.payment_intent_id,
      cents: r.refund_cents,
    })),
  ];
}

async function recordAnswer(db: Db, owed: Owed, providerRefundId: string | null, status: "succeeded" | "failed") {
  const answer = { refund_status: status, provider_refund_id: providerRefundId };
  if (owed.refundId) {
    await db
      .updateTable("budget_return_refunds")
      .set(answer)
      .where("refund_id", "=", owed.refundId)
      .where("funding_id", "=", owed.fundingId)
      .execute();
  } else {
    await db.updateTable("budget_fundings").set(answer).where("id", "=", owed.fundingId).execute();
  }
}

/**
 * Queues the refund-budget job for each campaign with a budget refund still pending from before
 * `cutoff`: recorded, but never asked for, because the process stopped between the two (a crash in
 * the middle of a close). A refund being asked for right now only makes the job wait for the
 * campaign's lock and find it made; each is asked with its own key, so none is made twice. Refused
 * ones ("failed") are the job's own retries' to ask again, not this sweep's. Returns how many.
 */
export async function queueStalledBudgetRefunds(db: Db, jobs: JobQueue, cutoff: Date, limit: number) {
  const campaigns = await db
    .selectFrom("budget_fundings")
    .select("campaign_id")
    .where("refund_status", "=", "pending")
    .where("created_at", "<=", cutoff)
    .union(
      db
        .selectFrom("budget_return_refunds")
        .select("campaign_id")
        .where("refund_status", "=", "pending")
        .where("created_at", "<=", cutoff),
    )
    .limit(limit)
    .execute();
  for (const { campaign_id } of campaigns) await queueBudgetRefunds(jobs, campaign_id);
  return campaigns.length;
}
