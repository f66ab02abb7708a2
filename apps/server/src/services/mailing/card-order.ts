import type { CardOrder } from "../../providers/mailing";
import { type OrderRow, type RecipientRow, senderOf } from "../orders";

/** The vendor idempotency key of a card: derived from its recipient row, so it never changes. */
export const cardIdempotencyKey = (recipientId: string) => `card-${recipientId}`;

/** One card as the vendor receives it: its own stored text and the office it is mailed to. */
export function cardOrderFor(order: OrderRow, recipient: RecipientRow): CardOrder {
  const sender = senderOf(order);
  return {
    idempotencyKey: cardIdempotencyKey(recipient.id),
    orderId: order.id,
    orderNumber: order.number,
    recipientId: recipient.id,
    salutation: recipient.salutation,
    body: recipient.body,
    signOff: recipient.sign_off,
    officeLabel: recipient.office_label,
    ...(order.card_front ? { front: order.card_front } : {}),
    sender,
    recipient: {
      title: recipient.title,
      name: recipient.name,
      address: {
        street: recipient.address_street,
        city: recipient.address_city,
        state: recipient.address_state,
        zip: recipient.address_zip,
      },
    },
  };
}
