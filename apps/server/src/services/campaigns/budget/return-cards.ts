import { sql } from "kysely";
import type { Db } from "../../../db/database";

/**
 * Cards of a sponsored order that failed (at the vendor, or refunded as not orderable) go back to
 * its campaign's budget: once per refund (budget_returns' key), however often the refund is retried.
 * Once the campaign is closed its budget was refunded and takes nothing back: the cards' price
 * goes back to a prepayment that paid for spent cards, as a refund owed (issueBudgetRefunds, key
 * `budget-return-{refund}`). Says what this call did: null when it did nothing (no campaign's
 * order, or returned before).
 */
export async function returnCardsToBudget(
  db: Db,
  returned: { refundId: string; orderId: string; cards: number },
  perCardCents: number,
): Promise<{ campaignId: string; refundOwed: boolean; unplaced?: number } | null> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .selectFrom("sponsored_claims")
      .select(["campaign_id", "cards"])
      .where("order_id", "=", returned.orderId)
      .executeTakeFirst();
    if (!claim) return null;
    // The campaign's refunds' lock (budget-refunds.ts): a prepayment's room for this refund is
    // read and taken by one caller at a time.
    await sql`select pg_advisory_xact_lock(hashtextextended(${`budget-refund:${claim.campaign_id}`}, 0))`.execute(trx);
    const inserted = await trx
      .insertInto("budget_returns")
      .values({
        refund_id: returned.refundId,
        campaign_id: claim.campaign_id,
        cards: Math.min(returned.cards, claim.cards),
      })
      .onConflict((oc) => oc.column("refund_id").doNothing())
      .returning("cards")
      .executeTakeFirst();
    if (!inserted) return null;
    const open = await trx
      .updateTable("campaign_budgets")
      .set((eb) => ({ remaining_cards: eb("remaining_cards", "+", inserted.cards), updated_at: new Date() }))
      .where("campaign_id", "=", claim.campaign_id)
      .where("closed_at", "is", null)
      .returning("campaign_id")
      .executeTakeFirst();
    if (open) return { campaignId: claim.campaign_id, refundOwed: false };
    const cents = inserted.cards * perCardCents;
    const funding = await prepaymentWithRoom(trx, claim.campaign_id, cents);
    // Only when the cards' price spans prepayments (several one-card top-ups spent by one order):
    // not split yet, so it is said for an operator to refund by hand.
    if (!funding) return { campaignId: claim.campaign_id, refundOwed: false, unplaced: cents };
    await trx
      .updateTable("budget_returns")
      .set({ funding_id: funding, refund_cents: cents, refund_status: "pending" })
      .where("refund_id", "=", returned.refundId)
      .execute();
    return { campaignId: claim.campaign_id, refundOwed: true };
  });
}

/**
 * The newest paid prepayment with `cents` not yet refunded, counting its share of the unused
 * budget and the cards already returned through it: the cards it paid for were spent, so the
 * prepayments together always have room for a spent card's price.
 */
async function prepaymentWithRoom(db: Db, campaignId: string, cents: number): Promise<string | null> {
  const row = await db
    .selectFrom("budget_fundings as f")
    .select("f.id")
    .where("f.campaign_id", "=", campaignId)
    .where("f.status", "=", "paid")
    .where(
      sql<boolean>`f.amount_cents - f.refund_cents - coalesce((select sum(r.refund_cents) from budget_returns r where r.funding_id = f.id), 0) >= ${cents}`,
    )
    .orderBy("f.paid_at", "desc")
    .executeTakeFirst();
  return row?.id ?? null;
}
