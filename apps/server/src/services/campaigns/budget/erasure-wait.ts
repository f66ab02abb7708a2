import type { Db } from "../../../db/database";
import { sponsoredCardsInFlight, UNPAYABLE_AFTER_MS } from "../../orders";

/**
 * Whether erasing this organiser now would lose money still moving: a sponsored card of their
 * campaigns on its way and not yet mailed (should it fail, its price is owed back through the
 * claims and prepayments erasure deletes; a sponsored order's refund moves no money, so a failed
 * card is settled at once), or a prepayment still open at the checkout (paid after, it
 * would find no campaign to credit or refund). Says why, or null.
 */
export async function budgetsStillMoving(db: Db, organiserId: string): Promise<string | null> {
  const campaignIds = (
    await db.selectFrom("campaigns").select("id").where("organiser_id", "=", organiserId).execute()
  ).map((c) => c.id);
  if (campaignIds.length === 0) return null;
  const [inFlight, open] = await Promise.all([
    sponsoredCardsInFlight(db, campaignIds),
    // A checkout lives 24 hours at most: 48 hours after it was opened it can no longer be paid
    // (the orders' rule).
    db
      .selectFrom("budget_fundings")
      .select("id")
      .where("campaign_id", "in", campaignIds)
      .where("status", "=", "pending")
      .where("payment_session_id", "is not", null)
      .where("created_at", ">", new Date(Date.now() - UNPAYABLE_AFTER_MS))
      .limit(1)
      .executeTakeFirst(),
  ]);
  if (inFlight) {
    return "Your account can be erased once every postcard your campaigns paid for is mailed or refunded. Please try again when they are.";
  }
  if (open) {
    return "A prepayment of yours is still open at the checkout. Your account can be erased once it is paid, or 48 hours after you opened it.";
  }
  return null;
}
