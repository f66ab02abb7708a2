import { Text } from "@react-email/text";
import { type Brand, EmailLayout, paragraph } from "./layout";

export interface CardMailedProps {
  brand: Brand;
  /** The order's status page. */
  statusUrl?: string;
  orderNumber: number;
  recipientName: string;
  /** "Seattle district office" / "Washington office", and its address: where the card went. */
  officeLabel: string;
  address: string;
  mailedOn: string;
  /**
   * Where the card's vendor reports no delivery, what is said instead: the day it should be in the
   * mailbox by, and whether it goes to a Washington office (screened first). Null: nothing is said.
   */
  expected: { by: string; washington: boolean } | null;
}

/** Once per card, the first time its vendor reports it mailed. */
export function CardMailedEmail(p: CardMailedProps) {
  const heading = `Your postcard to ${p.recipientName} is in the mail`;
  return (
    <EmailLayout brand={p.brand} statusUrl={p.statusUrl} preview={heading} heading={heading}>
      <Text style={paragraph}>
        Your handwritten postcard to {p.recipientName} was mailed first-class on {p.mailedOn} (order #{p.orderNumber}).
      </Text>
      <Text style={paragraph}>
        It is addressed to the {p.officeLabel}: {p.address}.
      </Text>
      {p.expected && (
        <Text style={paragraph}>
          It should be in the office's mailbox by {p.expected.by}
          {p.expected.washington
            ? ": first-class mail takes 1–5 business days, and mail to Washington offices is screened first, which adds 2–3 weeks."
            : ": first-class mail takes 1–5 business days."}
        </Text>
      )}
      <Text style={paragraph}>Thank you for making your voice heard.</Text>
    </EmailLayout>
  );
}
