import { Section, Text } from "@react-email/components";
import { type Brand, EmailLayout, paragraph } from "./layout";

export interface OrderConfirmationProps {
  brand: Brand;
  /** The order's status page. */
  statusUrl?: string;
  orderNumber: number;
  /** 'Rep. Debbie Wasserman Schultz', as on the card. */
  orderedCards: string[];
  failedCards: string[];
  message: string;
  /** 'Tuesday, November 24, 2026' */
  expectedMailingDate: string | null;
  refund: { amount: string; id: string | null } | null;
}

/** One per order, sent when every card is settled: it states exactly what happened. */
export function OrderConfirmationEmail(p: OrderConfirmationProps) {
  const n = p.orderedCards.length;
  const heading =
    n > 0 ? `Your ${n === 1 ? "postcard is" : `${n} postcards are`} on the way` : "Your order was refunded";
  return (
    <EmailLayout
      brand={p.brand}
      statusUrl={p.statusUrl}
      preview={`Order #${p.orderNumber}: ${heading}`}
      heading={heading}
    >
      <Text style={paragraph}>Order #{p.orderNumber}</Text>
      {n > 0 && (
        <Section>
          <Text style={paragraph}>We're getting to work writing your postcard to:</Text>
          {p.orderedCards.map((name) => (
            <Text key={name} style={{ ...paragraph, margin: "0 0 0 16px" }}>
              • {name}
            </Text>
          ))}
          {p.expectedMailingDate && (
            <Text style={paragraph}>
              Expected mailing date: {p.expectedMailingDate}. It will be written and mailed within 3 business days, and
              we'll email you once it is mailed.
            </Text>
          )}
        </Section>
      )}
      {p.failedCards.length > 0 && (
        <Section>
          <Text style={paragraph}>
            We couldn't order {p.failedCards.length === 1 ? "the card" : "the cards"} to {p.failedCards.join(", ")}.
            Mailing issue on our end — we're already fixing it.
          </Text>
        </Section>
      )}
      {p.refund && (
        <Text style={paragraph}>
          Refund issued: {p.refund.amount}
          {p.refund.id ? ` (refund ID ${p.refund.id})` : ""}. Expected in 5–10 business days.
        </Text>
      )}
      <Text style={paragraph}>Your message:</Text>
      <Text style={{ ...paragraph, fontStyle: "italic", whiteSpace: "pre-wrap", margin: "0 0 0 16px" }}>
        {p.message}
      </Text>
    </EmailLayout>
  );
}
