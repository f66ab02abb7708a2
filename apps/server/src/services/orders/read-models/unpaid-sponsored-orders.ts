import type { Db } from "../../../db/database";
import { UNPAYABLE_AFTER_MS } from "./settlement";

/**
 * Sponsored orders stored before `cutoff` and never paid: the claim's request stopped between the
 * two (claim-sponsored-cards.ts). After 48 hours, as any unpaid order, they are left to lapse.
 */
export async function unpaidSponsoredOrders(db: Db, cutoff: Date, limit: number) {
  return db
    .selectFrom("orders")
    .select(["id", "campaign_id", "email", "payment_session_id"])
    .where("sponsored", "=", true)
    .where("status", "=", "pending_payment")
    .where("created_at", "<=", cutoff)
    .where("created_at", ">", new Date(Date.now() - UNPAYABLE_AFTER_MS))
    .limit(limit)
    .execute();
}
