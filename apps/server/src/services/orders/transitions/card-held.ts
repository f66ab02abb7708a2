import type { Db } from "../../../db/database";
import { notifyOrderChanged } from "../card-events";
import type { RecipientRow } from "../order-rows";
import { type HeldCardRefundedBy, refundedHeldCardReason } from "../term-ended-card";
import { markCardFailed } from "./card-failed";

/**
 * Card held: its recipient's term ended before it was ordered from a vendor (docs/decisions/0110).
 * Only a pending card moves; says whether it did.
 */
export async function markCardHeld(
  db: Db,
  card: { orderId: string; recipientId: string; reason: string; at: Date },
): Promise<boolean> {
  const held = await db
    .updateTable("order_recipients")
    .set({ status: "held", held_at: card.at, error: card.reason, updated_at: new Date() })
    .where("id", "=", card.recipientId)
    .where("status", "=", "pending")
    .returning("id")
    .executeTakeFirst();
  if (held) await notifyOrderChanged(db, card.orderId);
  return Boolean(held);
}

/** Who a held card goes to instead: the seat's holder now, the office and the greeting written for them. */
export interface NewHolder {
  legislatorId: string;
  title: string;
  name: string;
  salutation: string;
  office: {
    kind: "washington" | "home";
    label: string;
    address: { street: string; city: string; state: string; zip: string };
  };
}

/**
 * A held card goes to the seat's new holder, as the sender chose: the same message, its greeting and
 * office theirs, pending again for fulfilment. One UPDATE of a card still held, so of two choices
 * made at once (a double click, two tabs) exactly one moves it; says whether this one did.
 */
export async function sendHeldCardTo(db: Db, card: { orderId: string; recipientId: string }, to: NewHolder) {
  const moved = await db
    .updateTable("order_recipients")
    .set({
      status: "pending",
      held_at: null,
      error: null,
      attempts: 0,
      legislator_id: to.legislatorId,
      title: to.title,
      name: to.name,
      salutation: to.salutation,
      office_kind: to.office.kind,
      office_label: to.office.label,
      address_street: to.office.address.street,
      address_city: to.office.address.city,
      address_state: to.office.address.state,
      address_zip: to.office.address.zip,
      updated_at: new Date(),
    })
    .where("id", "=", card.recipientId)
    .where("order_id", "=", card.orderId)
    .where("status", "=", "held")
    .returning("id")
    .executeTakeFirst();
  if (moved) await notifyOrderChanged(db, card.orderId);
  return Boolean(moved);
}

/**
 * A held card is given up for a refund: chosen by the sender, no choice came in time, or an
 * operator refunded it. Like the other choice, only a card still held moves (exactly one of two
 * choices at once); says whether it did. The refund itself follows the refunds' path.
 */
export async function giveUpHeldCard(
  db: Db,
  card: Pick<RecipientRow, "id" | "order_id" | "error">,
  by: HeldCardRefundedBy,
): Promise<boolean> {
  const error = refundedHeldCardReason(card.error ?? "", by);
  const moved = await db
    .updateTable("order_recipients")
    .set({ status: "failed", held_at: null, error, updated_at: new Date() })
    .where("id", "=", card.id)
    .where("status", "=", "held")
    .returning("id")
    .executeTakeFirst();
  if (!moved) return false;
  await markCardFailed(db, { orderId: card.order_id, recipientId: card.id, error });
  return true;
}
