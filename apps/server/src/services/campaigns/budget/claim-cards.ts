import type { Db } from "../../../db/database";

type ClaimOutcome =
  | { outcome: "claimed"; claimId: string }
  /** This address already had a sponsored order in the campaign. */
  | { outcome: "used" }
  /** No budget left for these cards (or sponsorship is paused or over). */
  | { outcome: "exhausted" }
  /** The organiser's cards for this hour are taken; the budget still has some. */
  | { outcome: "hour_full" };

class Refused extends Error {
  constructor(readonly outcome: "exhausted" | "hour_full") {
    super(outcome);
  }
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Takes `cards` from the campaign's budget for one address, or nothing. The budget's row is locked
 * first, so claims of one campaign take turns: the claim row (unique per campaign and address), the
 * count of the last hour's cards against the organiser's hourly cap, and the conditional UPDATE
 * (`remaining_cards >= n`) commit together, and any number of simultaneous claims overspend
 * neither the budget nor the hour. A refused claim leaves no trace (the address may try again).
 * `orderId`: the order the claim pays for, stored before (a sender's emailed confirmation).
 */
export async function claimCards(
  db: Db,
  claim: { campaignId: string; emailHash: string; cards: number; orderId?: string },
): Promise<ClaimOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      const budget = await trx
        .selectFrom("campaign_budgets")
        .select("cards_per_hour")
        .where("campaign_id", "=", claim.campaignId)
        .forUpdate()
        .executeTakeFirst();
      if (!budget) throw new Refused("exhausted");
      const row = await trx
        .insertInto("sponsored_claims")
        .values({
          campaign_id: claim.campaignId,
          email_hash: claim.emailHash,
          cards: claim.cards,
          order_id: claim.orderId ?? null,
        })
        .onConflict((oc) => oc.columns(["campaign_id", "email_hash"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) return { outcome: "used" as const };
      if (budget.cards_per_hour !== null) {
        // A statement after the lock: it sees every claim committed by those that held it before.
        const hour = await trx
          .selectFrom("sponsored_claims")
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>("cards"), eb.val("0")).as("cards"))
          .where("campaign_id", "=", claim.campaignId)
          .where("created_at", ">", new Date(Date.now() - HOUR_MS))
          .executeTakeFirstOrThrow();
        if (Number(hour.cards) > budget.cards_per_hour) throw new Refused("hour_full");
      }
      const taken = await trx
        .updateTable("campaign_budgets")
        .set((eb) => ({ remaining_cards: eb("remaining_cards", "-", claim.cards), updated_at: new Date() }))
        .where("campaign_id", "=", claim.campaignId)
        .where("remaining_cards", ">=", claim.cards)
        .where("paused_at", "is", null)
        .where("closed_at", "is", null)
        .returning("remaining_cards")
        .executeTakeFirst();
      if (!taken) throw new Refused("exhausted");
      return { outcome: "claimed" as const, claimId: row.id };
    });
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    if (err.outcome === "hour_full") {
      // Said on the organiser's page and the console's: the cap they set is turning senders away.
      await db
        .updateTable("campaign_budgets")
        .set({ hourly_cap_hit_at: new Date() })
        .where("campaign_id", "=", claim.campaignId)
        .execute();
    }
    return { outcome: err.outcome };
  }
}

/** The organiser's cap on sponsored cards per hour (null: none); the budget's row is made if need be. */
export async function setHourlyCap(db: Db, campaignId: string, cardsPerHour: number | null) {
  await db
    .insertInto("campaign_budgets")
    .values({ campaign_id: campaignId, remaining_cards: 0, cards_per_hour: cardsPerHour })
    .onConflict((oc) => oc.column("campaign_id").doUpdateSet({ cards_per_hour: cardsPerHour, hourly_cap_hit_at: null }))
    .execute();
}

/** The claim's order, once it is stored. */
export async function attachClaimOrder(db: Db, claimId: string, orderId: string) {
  await db.updateTable("sponsored_claims").set({ order_id: orderId }).where("id", "=", claimId).execute();
}

/** A claim whose order could not be stored: its cards go back and the address may try again. */
async function releaseClaim(db: Db, claimId: string) {
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("sponsored_claims")
      .where("id", "=", claimId)
      .where("order_id", "is", null)
      .returning(["campaign_id", "cards"])
      .executeTakeFirst();
    if (!gone) return;
    await trx
      .updateTable("campaign_budgets")
      .set((eb) => ({ remaining_cards: eb("remaining_cards", "+", gone.cards), updated_at: new Date() }))
      .where("campaign_id", "=", gone.campaign_id)
      .execute();
  });
}

/**
 * A stored sponsored order's claim, found by its campaign and address, is this order's: true when
 * it holds the order's cards (already attached, or attached now), false when it was released or
 * belongs to another order. For finishing a claim a process stopped in the middle of.
 */
export async function holdClaimFor(db: Db, order: { campaignId: string; emailHash: string; orderId: string }) {
  const held = await db
    .updateTable("sponsored_claims")
    .set({ order_id: order.orderId })
    .where("campaign_id", "=", order.campaignId)
    .where("email_hash", "=", order.emailHash)
    .where((eb) => eb.or([eb("order_id", "is", null), eb("order_id", "=", order.orderId)]))
    .returning("id")
    .executeTakeFirst();
  return held !== undefined;
}

/** Claims older than `cutoff` with no order: a process stopped before storing it. Their cards go back. */
export async function releaseStalledClaims(db: Db, cutoff: Date, limit: number) {
  const stalled = await db
    .selectFrom("sponsored_claims")
    .select("id")
    .where("order_id", "is", null)
    .where("created_at", "<=", cutoff)
    .limit(limit)
    .execute();
  for (const { id } of stalled) await releaseClaim(db, id);
  return stalled.length;
}
