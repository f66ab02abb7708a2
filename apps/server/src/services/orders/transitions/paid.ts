import type { JobQueue } from "../../../core/jobs";
import type { Db } from "../../../db/database";
import { addToOutbox, queueEmail } from "../../email";
import { recordCardEvent } from "../card-events";
import { expectedMailingDate } from "./mailing-date";

/**
 * Paid: pending_payment → paid, once (a conditional UPDATE), and the "paid" step of every card's
 * timeline (recorded once per session, however often the payment is reported). The order
 * confirmation with its status link is recorded in the same transaction and queued at once: the
 * receipt never waits on a vendor (issue 40; docs/decisions/0070). It says what is known of each
 * card when it is written; later changes come as their own emails. Returns whether this call
 * moved the order.
 */
export async function markPaid(
  deps: { db: Db; jobs: JobQueue },
  payment: { orderId: string; sessionId: string; paymentIntentId: string | null; source: string },
): Promise<boolean> {
  const { moved, emailId } = await deps.db.transaction().execute(async (trx) => {
    const paidAt = new Date();
    const updated = await trx
      .updateTable("orders")
      .set({
        status: "paid",
        paid_at: paidAt,
        payment_intent_id: payment.paymentIntentId,
        // What the confirmation promises; settling the order sets it again (null when every card failed).
        expected_mailing_date: expectedMailingDate(paidAt),
        updated_at: paidAt,
      })
      .where("id", "=", payment.orderId)
      .where("status", "=", "pending_payment")
      .returning(["id", "paid_at", "email"])
      .executeTakeFirst();
    await recordCardEvent(trx, {
      orderId: payment.orderId,
      recipientId: null,
      kind: "paid",
      occurredAt: updated?.paid_at ? new Date(updated.paid_at) : new Date(),
      source: payment.source,
      sourceEventId: `${payment.sessionId}:paid`,
    });
    if (!updated) return { moved: false, emailId: null };
    const emailId = await addToOutbox(trx, {
      kind: "order_confirmation",
      dedupeKey: `order-confirmation:${payment.orderId}`,
      orderId: payment.orderId,
      to: updated.email,
    });
    return { moved: true, emailId };
  });
  // A lost hand-off is picked up by reconciliation (requeueUnsentEmails).
  if (emailId) await queueEmail(deps.jobs, emailId);
  return moved;
}
