import type { Db } from "../../../db/database";
import { sponsoredCardsInFlight } from "../../orders";

/**
 * A checkout session lives 24 hours at most: 48 hours after it was opened, a prepayment can no
 * longer be paid (the orders' rule, UNPAYABLE_AFTER_MS).
 */
const CHECKOUT_OPEN_MS = 48 * 60 * 60 * 1000;

/**
 * Whether erasing this organiser now would lose money still moving: a sponsored card of their
 * campaigns on its way and not yet mailed (should it fail, its price is owed back through the
 * claims and prepayments erasure deletes; a sponsored order's refund moves no money, so a failed
 * card is settled at once), or a prepayment still open at the checkout (paid after, it
 * would find no campaign to credit or refund). Says why, or null.
 */
export async function budgetsStillMoving(db: Db, organiserId: string): Promise<string | null> {
  const campaigns = await db.selectFrom("campaigns").select("id").where("organiser_id", "=", organiserId).execute();
  const [inFlight, open] = await Promise.all([
    sponsoredCardsInFlight(
      db,
      campaigns.map((c) => c.id),
    ),
    db
      .selectFrom("budget_fundings as f")
      .innerJoin("campaigns as k", "k.id", "f.campaign_id")
      .select("f.id")
      .where("k.organiser_id", "=", organiserId)
      .where("f.status", "=", "pending")
      .where("f.payment_session_id", "is not", null)
      .where("f.created_at", ">", new Date(Date.now() - CHECKOUT_OPEN_MS))
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
