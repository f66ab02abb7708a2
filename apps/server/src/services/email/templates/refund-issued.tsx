import { Text } from "@react-email/text";
import { type Brand, EmailLayout, paragraph } from "./layout";

export interface RefundIssuedProps {
  brand: Brand;
  /** The order's status page. */
  statusUrl?: string;
  orderNumber: number;
  amount: string;
  refundId: string | null;
  /** The cards this refund covers. */
  cards: string[];
  /** Refunded by our staff (for a card that failed later, or as a gesture), not for a card we could not order. */
  byOperator?: boolean;
}

/** Sent once per refund, when the payment provider has accepted it. */
export function RefundIssuedEmail(p: RefundIssuedProps) {
  const plural = p.cards.length > 1 ? "s" : "";
  const heading = `Postcard${plural} refunded`;
  return (
    <EmailLayout brand={p.brand} statusUrl={p.statusUrl} preview={`Refund issued: ${p.amount}`} heading={heading}>
      <Text style={paragraph}>
        {p.byOperator
          ? `We've refunded your postcard${plural} to ${p.cards.join(", ")} (order #${p.orderNumber}). No action needed.`
          : `We couldn't order your postcard${plural} to ${p.cards.join(", ")} (order #${p.orderNumber}). We've got it covered. No action needed.`}
      </Text>
      <Text style={paragraph}>
        Refund issued: {p.amount}
        {p.refundId ? ` (refund ID ${p.refundId})` : ""}. Expected in 5–10 business days.
      </Text>
    </EmailLayout>
  );
}
