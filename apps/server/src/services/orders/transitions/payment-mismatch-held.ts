import type { Db } from "../../../db/database";

/**
 * Payment mismatch held: pending_payment → payment_mismatch (only from there, so once); the order
 * is never fulfilled. Returns the price the payment differed from when this call held it.
 */
export async function holdMismatchedPayment(db: Db, orderId: string, paymentIntentId: string | null) {
  return db
    .updateTable("orders")
    .set({
      status: "payment_mismatch",
      paid_at: new Date(),
      payment_intent_id: paymentIntentId,
      updated_at: new Date(),
    })
    .where("id", "=", orderId)
    .where("status", "=", "pending_payment")
    .returning(["id", "amount_cents", "currency"])
    .executeTakeFirst();
}
