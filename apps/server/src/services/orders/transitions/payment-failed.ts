import type { Db } from "../../../db/database";

/** Payment failed: the provider says this session's money will never arrive. Returns the order moved, if any. */
export async function markPaymentFailed(db: Db, sessionId: string): Promise<string | null> {
  const updated = await db
    .updateTable("orders")
    .set({ status: "payment_failed", updated_at: new Date() })
    .where("payment_session_id", "=", sessionId)
    .where("status", "=", "pending_payment")
    .returning("id")
    .executeTakeFirst();
  return updated?.id ?? null;
}
