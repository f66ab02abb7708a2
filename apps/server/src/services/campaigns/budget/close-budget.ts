import { sql } from "kysely";
import type { Db } from "../../../db/database";

/**
 * Closing: the cards left are taken from the budget in one conditional UPDATE (only the first
 * caller finds `closed_at` empty), and their price is shared out over the paid prepayments, newest
 * first, as each one's refund (pending) in the same transaction. A second click or a second
 * process finds nothing to take; every caller then issues the pending refunds, each with its own
 * idempotency key, so the provider refunds each once.
 */
export async function closeBudget(db: Db, campaignId: string, perCardCents: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable("campaign_budgets")
      .set((eb) => ({
        unused_cards: eb.ref("remaining_cards"),
        remaining_cards: sql<number>`0`,
        closed_at: new Date(),
        updated_at: new Date(),
      }))
      .where("campaign_id", "=", campaignId)
      .where("closed_at", "is", null)
      .returning("unused_cards")
      .executeTakeFirst();
    let owed = (closed?.unused_cards ?? 0) * perCardCents;
    if (owed === 0) return;
    const paid = await trx
      .selectFrom("budget_fundings")
      .select(["id", "amount_cents", "refund_cents"])
      .where("campaign_id", "=", campaignId)
      .where("status", "=", "paid")
      .orderBy("paid_at", "desc")
      .execute();
    for (const funding of paid) {
      if (owed === 0) break;
      const share = Math.min(owed, funding.amount_cents - funding.refund_cents);
      if (share <= 0) continue;
      owed -= share;
      await trx
        .updateTable("budget_fundings")
        .set({ refund_cents: funding.refund_cents + share, refund_status: "pending" })
        .where("id", "=", funding.id)
        .execute();
    }
  });
}

/** Prepayments whose unused share is still to be refunded (a failed call is asked again). */
export async function pendingBudgetRefunds(db: Db, campaignId: string) {
  return db
    .selectFrom("budget_fundings")
    .select(["id", "payment_session_id", "payment_intent_id", "refund_cents"])
    .where("campaign_id", "=", campaignId)
    .where("refund_status", "in", ["pending", "failed"])
    .execute();
}

export async function recordBudgetRefund(
  db: Db,
  answer: { fundingId: string; providerRefundId: string | null; status: "pending" | "succeeded" | "failed" },
) {
  await db
    .updateTable("budget_fundings")
    .set({ refund_status: answer.status, provider_refund_id: answer.providerRefundId })
    .where("id", "=", answer.fundingId)
    .execute();
}

/**
 * Runs `issue` with the campaign's unused-budget refunds to make, one caller at a time (a
 * transaction-scoped advisory lock): a second caller waits, then finds them made.
 */
export async function withPendingBudgetRefunds(
  db: Db,
  campaignId: string,
  issue: (trx: Db, pending: Awaited<ReturnType<typeof pendingBudgetRefunds>>) => Promise<void>,
) {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`budget-refund:${campaignId}`}, 0))`.execute(trx);
    await issue(trx, await pendingBudgetRefunds(trx, campaignId));
  });
}
