import type { Db } from "../../../db/database";

/**
 * Cards of a sponsored order that failed (at the vendor, or refunded as not orderable) go back to
 * its campaign's budget: once per refund (budget_returns' key), however often the refund is retried.
 * Returns whether this call returned them. Once the campaign is closed its budget was refunded and
 * takes nothing back: the return is recorded (the organiser's figures show it) and no more.
 */
export async function returnCardsToBudget(
  db: Db,
  returned: { refundId: string; orderId: string; cards: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .selectFrom("sponsored_claims")
      .select(["campaign_id", "cards"])
      .where("order_id", "=", returned.orderId)
      .executeTakeFirst();
    if (!claim) return false;
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
    if (!inserted) return false;
    await trx
      .updateTable("campaign_budgets")
      .set((eb) => ({ remaining_cards: eb("remaining_cards", "+", inserted.cards), updated_at: new Date() }))
      .where("campaign_id", "=", claim.campaign_id)
      .where("closed_at", "is", null)
      .execute();
    return true;
  });
}
