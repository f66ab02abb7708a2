import type { CampaignBudget } from "@civic/contracts/sponsorship";
import type { Db } from "../../../db/database";

const at = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/**
 * What the organiser sees of their budget, counts only: each prepayment, the cards left, and what
 * was spent on what (sponsored orders and cards, by chamber, mailed, returned after a failure).
 */
export async function loadBudget(db: Db, campaignId: string): Promise<CampaignBudget> {
  const [budget, fundings, spent, returned, returnRefunds] = await Promise.all([
    db.selectFrom("campaign_budgets").selectAll().where("campaign_id", "=", campaignId).executeTakeFirst(),
    db
      .selectFrom("budget_fundings")
      .select(["id", "cards", "amount_cents", "status", "created_at", "paid_at", "refund_cents", "refund_status"])
      .where("campaign_id", "=", campaignId)
      .where("status", "!=", "failed")
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("sponsored_claims as c")
      .innerJoin("order_recipients as r", "r.order_id", "c.order_id")
      .select((eb) => [
        eb.fn.count<number>("c.order_id").distinct().as("orders"),
        eb.fn.countAll<number>().as("cards"),
        eb.fn.count<number>(eb.case().when("r.type", "=", "senator").then(1).end()).as("senate"),
        eb.fn.count<number>("r.mailed_at").as("mailed"),
      ])
      .where("c.campaign_id", "=", campaignId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("budget_returns")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("cards"), eb.lit(0)).as("cards"))
      .where("campaign_id", "=", campaignId)
      .executeTakeFirstOrThrow(),
    // Cards returned after closing, refunded through prepayments.
    db
      .selectFrom("budget_return_refunds")
      .select(["funding_id", "refund_cents", "refund_status"])
      .where("campaign_id", "=", campaignId)
      .execute(),
  ]);
  // Each prepayment's refunds (its own, and its pieces of returned cards' prices): made, or still owed.
  const refundsThrough = (f: (typeof fundings)[number]) => {
    const all = [
      { cents: f.refund_cents, status: f.refund_status },
      ...returnRefunds
        .filter((r) => r.funding_id === f.id)
        .map((r) => ({ cents: r.refund_cents, status: r.refund_status })),
    ];
    const sum = (made: boolean) =>
      all.filter((r) => r.status && (r.status === "succeeded") === made).reduce((n, r) => n + r.cents, 0);
    return { refundedCents: sum(true), refundingCents: sum(false) };
  };
  const cards = Number(spent.cards);
  const senate = Number(spent.senate);
  return {
    remainingCards: budget?.remaining_cards ?? 0,
    paused: !!budget?.paused_at,
    cardsPerHour: budget?.cards_per_hour ?? null,
    hourlyCapHitAt: budget?.hourly_cap_hit_at ? new Date(budget.hourly_cap_hit_at).toISOString() : null,
    closedAt: at(budget?.closed_at ?? null),
    unusedCards: budget?.unused_cards ?? null,
    fundedCards: fundings.filter((f) => f.status === "paid").reduce((n, f) => n + f.cards, 0),
    paidCents: fundings.filter((f) => f.status === "paid").reduce((n, f) => n + f.amount_cents, 0),
    // The unused budget's refunds (what closing says); a mismatched payment's shows in its own row.
    refundedCents: fundings
      .filter((f) => f.status === "paid" && f.refund_status === "succeeded")
      .reduce((n, f) => n + f.refund_cents, 0),
    spent: {
      orders: Number(spent.orders),
      cards,
      house: cards - senate,
      senate,
      mailed: Number(spent.mailed),
      returned: Number(returned.cards),
    },
    fundings: fundings.map((f) => ({
      id: f.id,
      cards: f.cards,
      amountCents: f.amount_cents,
      status: f.status,
      createdAt: at(f.created_at) as string,
      paidAt: at(f.paid_at),
      ...refundsThrough(f),
    })),
  };
}

/** Whether a sender of the campaign is offered paid-for cards now: budget left, not paused or closed. */
export async function sponsorshipOpen(db: Db, campaignId: string): Promise<boolean> {
  const row = await db
    .selectFrom("campaign_budgets")
    .select("campaign_id")
    .where("campaign_id", "=", campaignId)
    .where("remaining_cards", ">", 0)
    .where("paused_at", "is", null)
    .where("closed_at", "is", null)
    .executeTakeFirst();
  return !!row;
}
