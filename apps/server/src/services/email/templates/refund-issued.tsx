import { Text } from "@react-email/text";
import { type Brand, type EmailLanguage, EmailLayout, paragraph } from "./layout";

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
  /** The order's language; English when not said. */
  language?: EmailLanguage;
}

/** The email's words in each language; the English are the spec's, word for word. */
const WORDS = {
  en: {
    heading: (several: boolean) => `Postcard${several ? "s" : ""} refunded`,
    preview: (amount: string) => `Refund issued: ${amount}`,
    byOperator: (several: boolean, cards: string, order: number) =>
      `We've refunded your postcard${several ? "s" : ""} to ${cards} (order #${order}). No action needed.`,
    failed: (several: boolean, cards: string, order: number) =>
      `We couldn't order your postcard${several ? "s" : ""} to ${cards} (order #${order}). We've got it covered. No action needed.`,
    issued: (amount: string, id: string | null) =>
      `Refund issued: ${amount}${id ? ` (refund ID ${id})` : ""}. Expected in 5–10 business days.`,
  },
  es: {
    heading: (several: boolean) => (several ? "Postales reembolsadas" : "Postal reembolsada"),
    preview: (amount: string) => `Reembolso emitido: ${amount}`,
    byOperator: (several: boolean, cards: string, order: number) =>
      `Le hemos reembolsado ${several ? "sus postales" : "su postal"} para ${cards} (pedido n.º ${order}). No tiene que hacer nada.`,
    failed: (several: boolean, cards: string, order: number) =>
      `No pudimos pedir ${several ? "sus postales" : "su postal"} para ${cards} (pedido n.º ${order}). Nosotros nos encargamos: no tiene que hacer nada.`,
    issued: (amount: string, id: string | null) =>
      `Reembolso emitido: ${amount}${id ? ` (ID de reembolso ${id})` : ""}. Lo recibirá en un plazo de 5 a 10 días hábiles.`,
  },
};

/** Sent once per refund, when the payment provider has accepted it. */
export function RefundIssuedEmail(p: RefundIssuedProps) {
  const w = WORDS[p.language ?? "en"];
  const several = p.cards.length > 1;
  const cards = p.cards.join(", ");
  return (
    <EmailLayout
      brand={p.brand}
      statusUrl={p.statusUrl}
      language={p.language}
      preview={w.preview(p.amount)}
      heading={w.heading(several)}
    >
      <Text style={paragraph}>
        {p.byOperator ? w.byOperator(several, cards, p.orderNumber) : w.failed(several, cards, p.orderNumber)}
      </Text>
      <Text style={paragraph}>{w.issued(p.amount, p.refundId)}</Text>
    </EmailLayout>
  );
}
