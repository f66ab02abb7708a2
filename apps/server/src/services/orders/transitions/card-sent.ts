import type { Db } from "../../../db/database";
import type { RecipientStatus } from "../../../db/schema";
import { recordCardEvent } from "../card-events";

/**
 * Card sent to the vendor: ordered under the vendor's order id, and the timeline's "sent to the
 * print shop" step. With `from`, only a card in that status moves (and records the step); says
 * whether it moved.
 */
export async function markCardSent(
  db: Db,
  card: { orderId: string; recipientId: string; vendorOrderId: string },
  from?: RecipientStatus,
): Promise<boolean> {
  let update = db
    .updateTable("order_recipients")
    .set({
      status: "ordered",
      vendor_order_id: card.vendorOrderId,
      error: null,
      ordered_at: new Date(),
      updated_at: new Date(),
    })
    .where("id", "=", card.recipientId);
  if (from) update = update.where("status", "=", from);
  const moved = await update.returning("id").executeTakeFirst();
  if (!moved) return false;
  await recordCardEvent(db, {
    orderId: card.orderId,
    recipientId: card.recipientId,
    kind: "sent_to_print_shop",
    occurredAt: new Date(),
    source: "fulfilment",
    sourceEventId: `${card.recipientId}:ordered`,
  });
  return true;
}
