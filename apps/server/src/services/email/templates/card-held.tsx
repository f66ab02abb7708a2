import { Text } from "@react-email/text";
import { type Brand, EmailLayout, paragraph } from "./layout";

export interface CardHeldProps {
  brand: Brand;
  /** The order's status page, where the sender chooses. */
  statusUrl: string;
  orderNumber: number;
  recipientName: string;
  /** Why, as the status page says it: whose term ended on which day. */
  reason: string;
  /** The day it is refunded without a choice: "Sunday, January 17, 2027". */
  refundOn: string;
  /** The reminder, a few days on, if no choice was made. */
  reminder?: boolean;
  /** Who holds the seat now, once the directory knows: "Rep. Pat Successor" and their office. */
  newHolder?: { name: string; officeLabel: string } | null;
  /** False for a card to a state legislator: only a refund is offered (decision 0120). */
  readdressable?: boolean;
}

/**
 * When a paid card is held because its recipient's term ended (docs/decisions/0110), when the
 * directory learns who holds the seat now, and a reminder later: each says what we know then.
 */
export function CardHeldEmail(p: CardHeldProps) {
  const heading = p.reminder
    ? `Your postcard to ${p.recipientName} is still waiting for your choice`
    : `Your postcard to ${p.recipientName} is on hold`;
  const choice = p.newHolder
    ? `Our directory now shows ${p.newHolder.name} in this seat. On your order's page you can choose: the same message sent to them, at their ${p.newHolder.officeLabel}, or a refund for this card.`
    : p.readdressable === false
      ? "On your order's page you can have this card refunded now."
      : "On your order's page you can choose: a refund for this card now, or, once our directory knows who holds the seat now, the same message sent to them instead.";
  return (
    <EmailLayout brand={p.brand} statusUrl={p.statusUrl} preview={heading} heading={heading}>
      <Text style={paragraph}>
        {p.reason} (Order #{p.orderNumber}.)
      </Text>
      <Text style={paragraph}>{choice}</Text>
      <Text style={paragraph}>If you haven't chosen by {p.refundOn}, we'll refund this card.</Text>
    </EmailLayout>
  );
}
