import { paidForBy } from "@civic/contracts/sponsorship-words";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { type Brand, EmailLayout, paragraph } from "./layout";

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
}

const STATE_WORDS: Record<EmailCard["state"], string> = {
  ordered: "Ordered from our mailing service.",
  ordering: "We're handing it to our mailing service now.",
  checking:
    "We're checking that our mailing service received it. We'll email you when it is mailed, or refund it if it wasn't.",
  held: "On hold: its recipient's term ended before we ordered it. We've emailed you to choose what happens to it.",
};

/** One per order, sent once it is paid: it states what is known of each card at that moment. */
export function OrderConfirmationEmail(p: OrderConfirmationProps) {
  const n = p.orderedCards.length;
  const allHeld = n > 0 && p.orderedCards.every((card) => card.state === "held");
  const heading =
    n > 0
      ? `Your ${n === 1 ? "postcard is" : `${n} postcards are`} ${allHeld ? "on hold" : "on the way"}`
      : "Your order was refunded";
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
          <Text style={paragraph}>
            {allHeld
              ? "Your payment went through:"
              : `We're getting to work writing ${n === 1 ? "your postcard" : "your postcards"}:`}
          </Text>
          {p.orderedCards.map((card) => (
            <Section key={card.recipient} data-card={card.recipient} style={{ margin: "0 0 16px 16px" }}>
              <Text style={{ ...paragraph, fontWeight: 700, margin: 0 }}>To {card.recipient}</Text>
              <Text style={{ ...paragraph, margin: 0 }}>
                Mailed to the {card.officeLabel}: {card.address}
              </Text>
              <Text style={{ ...paragraph, margin: 0 }} data-state={card.state}>
                {STATE_WORDS[card.state]}
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
          {p.expectedMailingDate && !allHeld && (
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
      {p.sponsoredBy && (
        <Text style={paragraph}>
          Your {n === 1 && p.failedCards.length === 0 ? "postcard was" : "postcards were"} {paidForBy(p.sponsoredBy)}:
          you were not charged.
          {p.failedCards.length > 0 ? " The cards we couldn't order went back to the campaign." : ""}
        </Text>
      )}
      {p.refund && (
        <Text style={paragraph}>
          Refund issued: {p.refund.amount}
          {p.refund.id ? ` (refund ID ${p.refund.id})` : ""}. Expected in 5–10 business days.
        </Text>
      )}
    </EmailLayout>
  );
}
