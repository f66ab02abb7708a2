import { Text } from "@react-email/components";
import { type Brand, EmailLayout, paragraph } from "./layout";

export interface RefundIssuedProps {
  brand: Brand;
  /** The order's status page. */
  statusUrl?: string;
  orderNumber: number;
  amount: string;
  refundId: string | null;
  failedCards: string[];
}

/** Sent once per refund, when the payment provider has accepted it. */
export function RefundIssuedEmail(p: RefundIssuedProps) {
  const heading = p.failedCards.length > 1 ? "Postcards refunded" : "Postcard refunded";
  return (
    <EmailLayout brand={p.brand} statusUrl={p.statusUrl} preview={`Refund issued: ${p.amount}`} heading={heading}>
      <Text style={paragraph}>
        We couldn't order your postcard{p.failedCards.length > 1 ? "s" : ""} to {p.failedCards.join(", ")} (order #
        {p.orderNumber}). We've got it covered. No action needed.
      </Text>
      <Text style={paragraph}>
        Refund issued: {p.amount}
        {p.refundId ? ` (refund ID ${p.refundId})` : ""}. Expected in 5–10 business days.
      </Text>
    </EmailLayout>
  );
}
