import type { Db } from "../../../db/database";
import { recordCardEvent } from "../card-events";

/** Card failed: given up (refused by the vendor, too many tries, or the testing aid), with why, on its timeline. */
export async function markCardFailed(db: Db, card: { orderId: string; recipientId: string; error: string }) {
  await db
    .updateTable("order_recipients")
    .set({ status: "failed", error: card.error, updated_at: new Date() })
    .where("id", "=", card.recipientId)
    .execute();
  await recordCardEvent(db, {
    orderId: card.orderId,
    recipientId: card.recipientId,
    kind: "failed",
    occurredAt: new Date(),
    source: "fulfilment",
    sourceEventId: `${card.recipientId}:failed`,
  });
}
