import type { Db } from "../../../db/database";

/**
 * Card re-sent by an operator: a failed card the vendor has no order for goes back to pending
 * (fulfilment sends it again with its own idempotency key). Returns false when it was not failed
 * any more (someone else re-sent it first).
 */
export async function reopenFailedCard(db: Db, card: { id: string; attempts: number }): Promise<boolean> {
  const reopened = await db
    .updateTable("order_recipients")
    .set({
      status: "pending",
      // The count toward the give-up limit starts again (one try already made, if any).
      attempts: card.attempts > 0 ? 1 : 0,
      error: null,
      simulate_failure: false,
      updated_at: new Date(),
    })
    .where("id", "=", card.id)
    .where("status", "=", "failed")
    .where("vendor_order_id", "is", null)
    .returning("id")
    .executeTakeFirst();
  return reopened !== undefined;
}
