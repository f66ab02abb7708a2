import type { Selectable } from "kysely";
import type { OrderRecipientsTable, OrdersTable } from "../../db/schema";
import type { CardOrder } from "../../providers/mailing";

export type OrderRow = Selectable<OrdersTable>;
export type RecipientRow = Selectable<OrderRecipientsTable>;

/** The vendor idempotency key of a card: derived from its recipient row, so it never changes. */
export const cardIdempotencyKey = (recipientId: string) => `card-${recipientId}`;

/** The order's return address, as the card and the wizard name its fields. */
export function senderOf(
  order: Pick<OrderRow, "sender_full_name" | "sender_street" | "sender_city" | "sender_state" | "sender_zip">,
): CardOrder["sender"] {
  return {
    fullName: order.sender_full_name,
    streetAddress: order.sender_street,
    city: order.sender_city,
    state: order.sender_state,
    zipCode: order.sender_zip,
  };
}

/** Where a card is mailed, on one line: "2346 Rayburn House Office Building, Washington, DC 20515". */
export function mailingAddressOf(
  recipient: Pick<RecipientRow, "address_street" | "address_city" | "address_state" | "address_zip">,
): string {
  return `${recipient.address_street}, ${recipient.address_city}, ${recipient.address_state} ${recipient.address_zip}`;
}

/** One card as the vendor receives it: its own stored text and the office it is mailed to. */
export function cardOrderFor(order: OrderRow, recipient: RecipientRow): CardOrder {
  const sender = senderOf(order);
  return {
    idempotencyKey: cardIdempotencyKey(recipient.id),
    retry: recipient.attempts > 0,
    orderId: order.id,
    orderNumber: order.number,
    recipientId: recipient.id,
    salutation: recipient.salutation,
    body: recipient.body,
    signOff: recipient.sign_off,
    officeLabel: recipient.office_label,
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
