import type { Db } from "../../../db/database";

/**
 * An operator pauses (or resumes) a campaign's sponsorship; the console audits it. Senders take the
 * paid path meanwhile. Returns whether the campaign has a budget and whether this call changed it.
 */
export async function setSponsorshipPaused(
  db: Db,
  campaignId: string,
  paused: boolean,
): Promise<{ found: boolean; changed: boolean }> {
  const row = await db
    .updateTable("campaign_budgets")
    .set({ paused_at: paused ? new Date() : null, updated_at: new Date() })
    .where("campaign_id", "=", campaignId)
    .where("paused_at", paused ? "is" : "is not", null)
    .returning("campaign_id")
    .executeTakeFirst();
  if (row) return { found: true, changed: true };
  const exists = await db
    .selectFrom("campaign_budgets")
    .select("campaign_id")
    .where("campaign_id", "=", campaignId)
    .executeTakeFirst();
  return { found: !!exists, changed: false };
}
