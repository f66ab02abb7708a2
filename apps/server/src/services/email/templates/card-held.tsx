import { officeLabelIn } from "@civic/contracts/card-text";
import { Text } from "@react-email/text";
import { type Brand, type EmailLanguage, EmailLayout, paragraph } from "./layout";

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
  /** The order's language; English when not said. The reason comes already in it. */
  language?: EmailLanguage;
}

/** The email's words in each language; the English are the spec's, word for word. */
const WORDS = {
  en: {
    heading: (name: string, reminder: boolean) =>
      reminder ? `Your postcard to ${name} is still waiting for your choice` : `Your postcard to ${name} is on hold`,
    order: (reason: string, order: number) => `${reason} (Order #${order}.)`,
    newHolder: (name: string, office: string) =>
      `Our directory now shows ${name} in this seat. On your order's page you can choose: the same message sent to them, at their ${office}, or a refund for this card.`,
    refundOnly: "On your order's page you can have this card refunded now.",
    either:
      "On your order's page you can choose: a refund for this card now, or, once our directory knows who holds the seat now, the same message sent to them instead.",
    refundOn: (day: string) => `If you haven't chosen by ${day}, we'll refund this card.`,
  },
  es: {
    heading: (name: string, reminder: boolean) =>
      reminder ? `Su postal para ${name} sigue esperando su decisión` : `Su postal para ${name} está en espera`,
    order: (reason: string, order: number) => `${reason} (Pedido n.º ${order}).`,
    newHolder: (name: string, office: string) =>
      `Según nuestro directorio, ahora ocupa este escaño ${name}. En la página de su pedido puede elegir: enviarle el mismo mensaje, a su ${office}, o el reembolso de esta postal.`,
    refundOnly: "En la página de su pedido puede pedir ahora el reembolso de esta postal.",
    either:
      "En la página de su pedido puede elegir: el reembolso de esta postal ahora o, cuando nuestro directorio sepa quién ocupa el escaño, enviarle a esa persona el mismo mensaje.",
    refundOn: (day: string) => `Si no ha elegido antes del ${day}, le reembolsaremos esta postal.`,
  },
};

/**
 * When a paid card is held because its recipient's term ended (docs/decisions/0110), when the
 * directory learns who holds the seat now, and a reminder later: each says what we know then.
 */
export function CardHeldEmail(p: CardHeldProps) {
  const w = WORDS[p.language ?? "en"];
  const heading = w.heading(p.recipientName, Boolean(p.reminder));
  const choice = p.newHolder
    ? w.newHolder(p.newHolder.name, officeLabelIn(p.newHolder.officeLabel, p.language))
    : p.readdressable === false
      ? w.refundOnly
      : w.either;
  return (
    <EmailLayout brand={p.brand} statusUrl={p.statusUrl} language={p.language} preview={heading} heading={heading}>
      <Text style={paragraph}>{w.order(p.reason, p.orderNumber)}</Text>
      <Text style={paragraph}>{choice}</Text>
      <Text style={paragraph}>{w.refundOn(p.refundOn)}</Text>
    </EmailLayout>
  );
}
