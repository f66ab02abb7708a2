import { officeLabelIn } from "@civic/contracts/card-text";
import { paidForBy } from "@civic/contracts/sponsorship-words";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { type Brand, type EmailLanguage, EmailLayout, paragraph } from "./layout";

/** One ordered card as the email lists it: who, where it is mailed, and what it says. */
interface EmailCard {
  /** 'Rep. Debbie Wasserman Schultz', as on the card. */
  recipient: string;
  /** What we know when the email is written: the vendor took it, we are handing it over, or we are asking whether it has it. */
  state: "ordered" | "ordering" | "checking" | "held";
  officeLabel: string;
  /** One line: '1904 Third Ave, Suite 510, Seattle, WA 98101'. */
  address: string;
  salutation: string;
  body: string;
  signOff: string;
}

export interface OrderConfirmationProps {
  brand: Brand;
  /** The order's status page. */
  statusUrl?: string;
  orderNumber: number;
  orderedCards: EmailCard[];
  failedCards: string[];
  /** 'Tuesday, November 24, 2026' */
  expectedMailingDate: string | null;
  refund: { amount: string; id: string | null } | null;
  /** A sponsored order: who paid, said instead of a charge or a refund. */
  sponsoredBy?: string | null;
  /** The order's language; English when not said. */
  language?: EmailLanguage;
}

/** The email's words in each language; the English are the spec's, word for word. */
const WORDS = {
  en: {
    state: {
      ordered: "Ordered from our mailing service.",
      ordering: "We're handing it to our mailing service now.",
      checking:
        "We're checking that our mailing service received it. We'll email you when it is mailed, or refund it if it wasn't.",
      held: "On hold: its recipient's term ended before we ordered it. We've emailed you to choose what happens to it.",
    } satisfies Record<EmailCard["state"], string>,
    heading: (n: number, allHeld: boolean) =>
      n > 0
        ? `Your ${n === 1 ? "postcard is" : `${n} postcards are`} ${allHeld ? "on hold" : "on the way"}`
        : "Your order was refunded",
    order: "Order #",
    paid: "Your payment went through:",
    writing: (n: number) => `We're getting to work writing ${n === 1 ? "your postcard" : "your postcards"}:`,
    to: (recipient: string) => `To ${recipient}`,
    mailedTo: (office: string, address: string) => `Mailed to the ${office}: ${address}`,
    expected: (date: string) =>
      `Expected mailing date: ${date}. It will be written and mailed within 3 business days, and we'll email you once it is mailed.`,
    failed: (cards: string[]) =>
      `We couldn't order ${cards.length === 1 ? "the card" : "the cards"} to ${cards.join(", ")}. Mailing issue on our end — we're already fixing it.`,
    sponsored: (one: boolean, organisation: string, failed: boolean) =>
      `Your ${one ? "postcard was" : "postcards were"} ${paidForBy(organisation)}: you were not charged.${failed ? " The cards we couldn't order went back to the campaign." : ""}`,
    refund: (amount: string, id: string | null) =>
      `Refund issued: ${amount}${id ? ` (refund ID ${id})` : ""}. Expected in 5–10 business days.`,
  },
  es: {
    state: {
      ordered: "Pedida a nuestro servicio de envío postal.",
      ordering: "Se la estamos entregando ahora a nuestro servicio de envío postal.",
      checking:
        "Estamos comprobando que nuestro servicio de envío postal la recibió. Le escribiremos cuando se envíe o, si no la recibió, le reembolsaremos su importe.",
      held: "En espera: el mandato de su destinatario terminó antes de que la pidiéramos. Le hemos escrito para que decida qué hacer con ella.",
    } satisfies Record<EmailCard["state"], string>,
    heading: (n: number, allHeld: boolean) =>
      n > 0
        ? `${n === 1 ? "Su postal está" : `Sus ${n} postales están`} ${allHeld ? "en espera" : "en camino"}`
        : "Le hemos reembolsado su pedido",
    order: "Pedido n.º ",
    paid: "Su pago se realizó correctamente:",
    writing: (n: number) => `Ya estamos escribiendo ${n === 1 ? "su postal" : "sus postales"}:`,
    to: (recipient: string) => `Para ${recipient}`,
    mailedTo: (office: string, address: string) => `Se envía a la ${office}: ${address}`,
    expected: (date: string) =>
      `Fecha prevista de envío: ${date}. Se escribirá y enviará en un plazo de 3 días hábiles, y le avisaremos por correo electrónico cuando se haya enviado.`,
    failed: (cards: string[]) =>
      `No pudimos pedir ${cards.length === 1 ? "la postal" : "las postales"} para ${cards.join(", ")}. Es un problema de envío por nuestra parte y ya lo estamos resolviendo.`,
    sponsored: (one: boolean, organisation: string, failed: boolean) =>
      `${one ? "Su postal la pagó" : "Sus postales las pagó"} ${organisation}: no se le cobró nada.${failed ? " Las postales que no pudimos pedir volvieron a la campaña." : ""}`,
    refund: (amount: string, id: string | null) =>
      `Reembolso emitido: ${amount}${id ? ` (ID de reembolso ${id})` : ""}. Lo recibirá en un plazo de 5 a 10 días hábiles.`,
  },
};

/** One per order, sent once it is paid: it states what is known of each card at that moment. */
export function OrderConfirmationEmail(p: OrderConfirmationProps) {
  const w = WORDS[p.language ?? "en"];
  const n = p.orderedCards.length;
  const allHeld = n > 0 && p.orderedCards.every((card) => card.state === "held");
  const heading = w.heading(n, allHeld);
  return (
    <EmailLayout
      brand={p.brand}
      statusUrl={p.statusUrl}
      language={p.language}
      preview={`${w.order}${p.orderNumber}: ${heading}`}
      heading={heading}
    >
      <Text style={paragraph}>
        {w.order}
        {p.orderNumber}
      </Text>
      {n > 0 && (
        <Section>
          <Text style={paragraph}>{allHeld ? w.paid : w.writing(n)}</Text>
          {p.orderedCards.map((card) => (
            <Section key={card.recipient} data-card={card.recipient} style={{ margin: "0 0 16px 16px" }}>
              <Text style={{ ...paragraph, fontWeight: 700, margin: 0 }}>{w.to(card.recipient)}</Text>
              <Text style={{ ...paragraph, margin: 0 }}>
                {w.mailedTo(officeLabelIn(card.officeLabel, p.language), card.address)}
              </Text>
              <Text style={{ ...paragraph, margin: 0 }} data-state={card.state}>
                {w.state[card.state]}
              </Text>
              {[card.salutation, card.body, ...card.signOff.split("\n")].map((line, i) => (
                // Lines of one card are positional and never reorder.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Text key={i} style={{ ...paragraph, fontStyle: "italic", whiteSpace: "pre-wrap", margin: 0 }}>
                  {line}
                </Text>
              ))}
            </Section>
          ))}
          {p.expectedMailingDate && !allHeld && <Text style={paragraph}>{w.expected(p.expectedMailingDate)}</Text>}
        </Section>
      )}
      {p.failedCards.length > 0 && (
        <Section>
          <Text style={paragraph}>{w.failed(p.failedCards)}</Text>
        </Section>
      )}
      {p.sponsoredBy && (
        <Text style={paragraph}>
          {w.sponsored(n === 1 && p.failedCards.length === 0, p.sponsoredBy, p.failedCards.length > 0)}
        </Text>
      )}
      {p.refund && <Text style={paragraph}>{w.refund(p.refund.amount, p.refund.id)}</Text>}
    </EmailLayout>
  );
}
