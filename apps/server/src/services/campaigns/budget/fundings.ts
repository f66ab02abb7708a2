import type { Db } from "../../../db/database";

/** A prepayment about to be paid: stored (pending) before any checkout session is opened. */
export async function recordFunding(
  db: Db,
  funding: { campaignId: string; cards: number; amountCents: number; paymentProvider: "stripe" | "local" },
) {
  return db
    .insertInto("budget_fundings")
    .values({
      campaign_id: funding.campaignId,
      cards: funding.cards,
      amount_cents: funding.amountCents,
      payment_provider: funding.paymentProvider,
      payment_session_id: null,
    })
    .returning(["id", "amount_cents", "currency"])
    .executeTakeFirstOrThrow();
}

export async function recordFundingSession(db: Db, fundingId: string, sessionId: string) {
  await db.updateTable("budget_fundings").set({ payment_session_id: sessionId }).where("id", "=", fundingId).execute();
}

export async function fundingBySession(db: Db, sessionId: string) {
  return db.selectFrom("budget_fundings").selectAll().where("payment_session_id", "=", sessionId).executeTakeFirst();
}

/**
 * Paid: pending → paid once (a conditional UPDATE), and its cards added to the budget in the same
 * transaction, so a payment reported twice (webhook and return page) credits the budget once.
 * A campaign already closed takes no more: the payment is then refunded in full by the caller.
 */
export async function markFundingPaid(
  db: Db,
  paid: { sessionId: string; paymentIntentId: string | null },
): Promise<"credited" | "closed" | "unchanged"> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("budget_fundings")
      .set({ status: "paid", paid_at: new Date(), payment_intent_id: paid.paymentIntentId })
      .where("payment_session_id", "=", paid.sessionId)
      .where("status", "=", "pending")
      .returning(["campaign_id", "cards"])
      .executeTakeFirst();
    if (!row) return "unchanged";
    await trx
      .insertInto("campaign_budgets")
      .values({ campaign_id: row.campaign_id, remaining_cards: 0 })
      .onConflict((oc) => oc.column("campaign_id").doNothing())
      .execute();
    const credited = await trx
      .updateTable("campaign_budgets")
      .set((eb) => ({ remaining_cards: eb("remaining_cards", "+", row.cards), updated_at: new Date() }))
      .where("campaign_id", "=", row.campaign_id)
      .where("closed_at", "is", null)
      // A campaign closed before its budget was (no prepayment paid yet, or a process stopped
      // between the two) takes no more either.
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("campaigns")
            .select("campaigns.id")
            .whereRef("campaigns.id", "=", "campaign_budgets.campaign_id")
            .where("campaigns.state", "!=", "closed"),
        ),
      )
      .returning("campaign_id")
      .executeTakeFirst();
    if (credited) return "credited";
    await trx
      .updateTable("budget_fundings")
      .set((eb) => ({ refund_cents: eb.ref("amount_cents"), refund_status: "pending" }))
      .where("payment_session_id", "=", paid.sessionId)
      .execute();
    return "closed";
  });
}

/** The provider says this prepayment's money will never arrive. */
export async function markFundingFailed(db: Db, sessionId: string) {
  await db
    .updateTable("budget_fundings")
    .set({ status: "failed" })
    .where("payment_session_id", "=", sessionId)
    .where("status", "=", "pending")
    .execute();
}

/**
 * The provider took another amount or currency than this prepayment's price (payments'
 * paidDifferently): it is never credited, and everything taken is owed back in one refund
 * (issueBudgetRefunds). Only from pending, so once; returns the campaign when this call held it.
 */
export async function holdMismatchedFunding(
  db: Db,
  held: { sessionId: string; paymentIntentId: string | null; paidCents: number },
): Promise<{ campaignId: string; fundingId: string } | null> {
  const row = await db
    .updateTable("budget_fundings")
    .set({
      status: "payment_mismatch",
      payment_intent_id: held.paymentIntentId,
      refund_cents: held.paidCents,
      refund_status: "pending",
    })
    .where("payment_session_id", "=", held.sessionId)
    .where("status", "=", "pending")
    .returning(["campaign_id", "id"])
    .executeTakeFirst();
  return row ? { campaignId: row.campaign_id, fundingId: row.id } : null;
}
