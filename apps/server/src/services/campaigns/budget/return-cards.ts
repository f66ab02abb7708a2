import { sql } from "kysely";
import type { Db } from "../../../db/database";

/**
 * Cards of a sponsored order that failed (at the vendor, or refunded as not orderable) go back to
 * its campaign's budget: once per refund (budget_returns' key), however often the refund is retried.
 * Once the campaign is closed its budget was refunded and takes nothing back: the cards' price
 * goes back through the prepayments that paid for spent cards, as refunds owed
 * (issueBudgetRefunds), one per prepayment it spans. Says what this call did: null when it did
 * nothing (no campaign's order, or returned before).
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
    const owed = inserted.cards * perCardCents;
    const parts = await shareOverPrepayments(trx, claim.campaign_id, owed);
    if (parts.length) {
      await trx
        .insertInto("budget_return_refunds")
        .values(
          parts.map((part) => ({
            refund_id: returned.refundId,
            funding_id: part.fundingId,
            campaign_id: claim.campaign_id,
            idempotency_key: `budget-return-${returned.refundId}-${part.fundingId}`,
            refund_cents: part.cents,
            refund_status: "pending" as const,
          })),
        )
        .execute();
    }
    const placed = parts.reduce((n, part) => n + part.cents, 0);
    return {
      campaignId: claim.campaign_id,
      refundOwed: parts.length > 0,
      ...(placed < owed ? { unplaced: owed - placed } : {}),
    };
  });
}

/**
 * The cards' price shared over the paid prepayments, newest first, each taking what it has not yet
 * refunded (its share of the unused budget and the cards already returned through it). The cards
 * they paid for were spent, so together they have room for a spent card's price; a shortfall
 * (unplaced) would mean the records disagree, and is said for an operator.
 */
async function shareOverPrepayments(db: Db, campaignId: string, cents: number) {
  const fundings = await db
    .selectFrom("budget_fundings as f")
    .select([
      "f.id",
      sql<number>`f.amount_cents - f.refund_cents - coalesce((select sum(r.refund_cents) from budget_return_refunds r where r.funding_id = f.id), 0)`.as(
        "room",
      ),
    ])
    .where("f.campaign_id", "=", campaignId)
    .where("f.status", "=", "paid")
    .orderBy("f.paid_at", "desc")
    .orderBy("f.id")
    .execute();
  const parts: { fundingId: string; cents: number }[] = [];
  let owed = cents;
  for (const funding of fundings) {
    const share = Math.min(owed, Number(funding.room));
    if (share <= 0) continue;
    parts.push({ fundingId: funding.id, cents: share });
    owed -= share;
    if (owed === 0) break;
  }
  return parts;
}
