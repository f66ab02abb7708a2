import type { Db } from "../../../db/database";

type ClaimOutcome =
  | { outcome: "claimed"; claimId: string }
  /** This address already had a sponsored order in the campaign. */
  | { outcome: "used" }
  /** No budget left for these cards (or sponsorship is paused or over). */
  | { outcome: "exhausted" };

class NoBudget extends Error {}

/**
 * Takes `cards` from the campaign's budget for one address, or nothing. The claim row (unique per
 * campaign and address) and the budget's one conditional UPDATE (`remaining_cards >= n`) commit
 * together: no read-then-write, so any number of simultaneous claims never overspend, and a
 * refused claim leaves no trace (the address may try again when the organiser tops up).
 */
export async function claimCards(
  db: Db,
  claim: { campaignId: string; emailHash: string; cards: number },
): Promise<ClaimOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("sponsored_claims")
        .values({ campaign_id: claim.campaignId, email_hash: claim.emailHash, cards: claim.cards, order_id: null })
        .onConflict((oc) => oc.columns(["campaign_id", "email_hash"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) return { outcome: "used" as const };
      const taken = await trx
        .updateTable("campaign_budgets")
        .set((eb) => ({ remaining_cards: eb("remaining_cards", "-", claim.cards), updated_at: new Date() }))
        .where("campaign_id", "=", claim.campaignId)
        .where("remaining_cards", ">=", claim.cards)
        .where("paused_at", "is", null)
        .where("closed_at", "is", null)
        .returning("remaining_cards")
        .executeTakeFirst();
      if (!taken) throw new NoBudget();
      return { outcome: "claimed" as const, claimId: row.id };
    });
  } catch (err) {
    if (err instanceof NoBudget) return { outcome: "exhausted" };
    throw err;
  }
}

/** The claim's order, once it is stored. */
export async function attachClaimOrder(db: Db, claimId: string, orderId: string) {
  await db.updateTable("sponsored_claims").set({ order_id: orderId }).where("id", "=", claimId).execute();
}

/** A claim whose order could not be stored: its cards go back and the address may try again. */
export async function releaseClaim(db: Db, claimId: string) {
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
