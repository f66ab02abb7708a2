import type { Db } from "../../../db/database";

/**
 * Whether a paid sponsored order of these campaigns has a card on its way and not yet mailed: one
 * that may still fail, and whose price would then go back to its campaign's budget.
 */
export async function sponsoredCardsInFlight(db: Db, campaignIds: readonly string[]): Promise<boolean> {
  if (campaignIds.length === 0) return false;
  const card = await db
    .selectFrom("orders as o")
    .innerJoin("order_recipients as r", "r.order_id", "o.id")
    .select("r.id")
    .where("o.campaign_id", "in", campaignIds)
    .where("o.sponsored", "=", true)
    .where("o.status", "in", ["paid", "completed"])
    .where((eb) =>
      eb.or([
        eb("r.status", "in", ["pending", "submitting", "outcome_unknown"]),
        eb.and([eb("r.status", "=", "ordered"), eb("r.mail_status", "is", null)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return card !== undefined;
}
