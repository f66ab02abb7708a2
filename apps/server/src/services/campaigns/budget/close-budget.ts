import { sql } from "kysely";
import type { Db } from "../../../db/database";

/**
 * Closing: the cards left are taken from the budget in one conditional UPDATE (only the first
 * caller finds `closed_at` empty), and their price is shared out over the paid prepayments, newest
 * first, as each one's refund (pending) in the same transaction. A second click or a second
 * process finds nothing to take; every caller then issues the refunds still owed
 * (issueBudgetRefunds), each with its own idempotency key, so the provider refunds each once.
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

/**
 * Campaigns closed whose budget is still open: the process that closed one stopped before closing
 * its budget (the two are separate steps). Reconciliation closes and refunds them
 * (refundUnusedBudget), as the close would have.
 */
export async function closedCampaignsWithOpenBudgets(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("campaign_budgets as b")
    .innerJoin("campaigns as c", "c.id", "b.campaign_id")
    .select("b.campaign_id")
    .where("c.state", "=", "closed")
    .where("b.closed_at", "is", null)
    .limit(limit)
    .execute();
  return rows.map((r) => r.campaign_id);
}
