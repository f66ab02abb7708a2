import type { Db } from "../../../db/database";
import { notifyOrderChanged } from "../card-events";
import { markCardSent } from "./card-sent";

/**
 * Card's outcome unknown: its order call may have reached a vendor that cannot tell a repeat from
 * a new card (a timeout, a connection lost after sending, a 5xx). It is never sent again by
 * itself, to this vendor or any other, until an operator decides (`confirmCardAtVendor`,
 * `resendUnknownCard`).
 */
export async function markCardOutcomeUnknown(db: Db, card: { orderId: string; recipientId: string; error: string }) {
  await db
    .updateTable("order_recipients")
    .set({ status: "outcome_unknown", error: card.error, updated_at: new Date() })
    .where("id", "=", card.recipientId)
    .execute();
  await notifyOrderChanged(db, card.orderId);
}

/**
 * An operator checked the vendor's order (fetched by its id, and it is this card): the card is
 * ordered under it, as if the lost answer had arrived. False when the card is no longer unknown.
 */
export function confirmCardAtVendor(db: Db, card: { orderId: string; recipientId: string; vendorOrderId: string }) {
  return markCardSent(db, card, "outcome_unknown");
}

/**
 * An operator checked that the vendor does not have the card and asks for it to be sent again:
 * back to pending, for fulfilment. False when the card is no longer unknown.
 */
export async function resendUnknownCard(db: Db, recipientId: string) {
  const moved = await db
    .updateTable("order_recipients")
    .set({ status: "pending", error: null, updated_at: new Date() })
    .where("id", "=", recipientId)
    .where("status", "=", "outcome_unknown")
    .returning("id")
    .executeTakeFirst();
  return moved !== undefined;
}
