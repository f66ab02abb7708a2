import type { Db } from "../../../db/database";

/**
 * A sponsored order waiting for (or past) its sender's emailed confirmation, found by its stand-in
 * session id (the emailed link's secret), with its campaign's link.
 */
export async function sponsoredOrderToConfirm(db: Db, sessionId: string) {
  return db
    .selectFrom("orders")
    .innerJoin("campaigns", "campaigns.id", "orders.campaign_id")
    .select([
      "orders.id",
      "orders.campaign_id",
      "orders.email",
      "orders.status",
      "orders.send_option",
      "orders.payment_session_id",
      "orders.paid_at",
      "orders.erased_at",
      "orders.created_at",
      "campaigns.slug",
      "campaigns.organisation",
    ])
    .where("orders.payment_session_id", "=", sessionId)
    .where("orders.sponsored", "=", true)
    .executeTakeFirst();
}
