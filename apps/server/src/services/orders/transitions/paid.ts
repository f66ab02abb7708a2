import type { Db } from "../../../db/database";
import { recordCardEvent } from "../card-events";

/**
 * Paid: pending_payment → paid, once (a conditional UPDATE), and the "paid" step of every card's
 * timeline (recorded once per session, however often the payment is reported). Returns whether
 * this call moved the order.
 */
export async function markPaid(
  db: Db,
  payment: { orderId: string; sessionId: string; paymentIntentId: string | null; source: string },
): Promise<boolean> {
  const updated = await db
    .updateTable("orders")
    .set({ status: "paid", paid_at: new Date(), payment_intent_id: payment.paymentIntentId, updated_at: new Date() })
    .where("id", "=", payment.orderId)
    .where("status", "=", "pending_payment")
    .returning(["id", "paid_at"])
    .executeTakeFirst();
  await recordCardEvent(db, {
    orderId: payment.orderId,
    recipientId: null,
    kind: "paid",
    occurredAt: updated?.paid_at ? new Date(updated.paid_at) : new Date(),
    source: payment.source,
    sourceEventId: `${payment.sessionId}:paid`,
  });
  return updated !== undefined;
}
