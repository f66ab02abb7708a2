import type { Selectable } from "kysely";
import type { OrderRecipientsTable, OrderStatus, OrdersTable } from "../../db/schema";

export type OrderRow = Selectable<OrdersTable>;
export type RecipientRow = Selectable<OrderRecipientsTable>;

/** An order whose payment went through: paid, and still so once every card has settled. */
export const PAID_STATUSES = ["paid", "completed"] as const satisfies OrderStatus[];

/** The one "paid or completed" rule: the order was paid for (its money may be refunded, its cards sent). */
export const isPaidOrCompleted = (status: string | undefined): boolean => PAID_STATUSES.some((paid) => paid === status);

/** The order's return address, as the card and the wizard name its fields. */
export function senderOf(
  order: Pick<OrderRow, "sender_full_name" | "sender_street" | "sender_city" | "sender_state" | "sender_zip">,
): { fullName: string; streetAddress: string; city: string; state: string; zipCode: string } {
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

/**
 * A card's share of its order's price: the order's cents split over its cards by position, the
 * odd cents spread so the shares always add up to exactly what was paid.
 */
export function cardShareCents(amountCents: number, totalCards: number, position: number): number {
  if (totalCards <= 0 || position < 0 || position >= totalCards) return 0;
  return Math.floor((amountCents * (position + 1)) / totalCards) - Math.floor((amountCents * position) / totalCards);
}
