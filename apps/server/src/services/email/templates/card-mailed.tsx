import { officeLabelIn } from "@civic/contracts/card-text";
import { Text } from "@react-email/text";
import { type Brand, type EmailLanguage, EmailLayout, paragraph } from "./layout";

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
  /** The order's language; English when not said. */
  language?: EmailLanguage;
}

/** The email's words in each language; the English are the spec's, word for word. */
const WORDS = {
  en: {
    heading: (name: string) => `Your postcard to ${name} is in the mail`,
    mailed: (name: string, on: string, order: number) =>
      `Your handwritten postcard to ${name} was mailed first-class on ${on} (order #${order}).`,
    addressed: (office: string, address: string) => `It is addressed to the ${office}: ${address}.`,
    expected: (by: string, washington: boolean) =>
      `It should be in the office's mailbox by ${by}${
        washington
          ? ": first-class mail takes 1–5 business days, and mail to Washington offices is screened first, which adds 2–3 weeks."
          : ": first-class mail takes 1–5 business days."
      }`,
    thanks: "Thank you for making your voice heard.",
  },
  es: {
    heading: (name: string) => `Su postal para ${name} ya está en el correo`,
    mailed: (name: string, on: string, order: number) =>
      `Su postal escrita a mano para ${name} se envió por correo de primera clase el ${on} (pedido n.º ${order}).`,
    addressed: (office: string, address: string) => `Va dirigida a la ${office}: ${address}.`,
    expected: (by: string, washington: boolean) =>
      `Debería llegar al buzón de la oficina a más tardar el ${by}${
        washington
          ? ": el correo de primera clase tarda de 1 a 5 días hábiles, y el correo para las oficinas de Washington se revisa antes, lo que añade de 2 a 3 semanas."
          : ": el correo de primera clase tarda de 1 a 5 días hábiles."
      }`,
    thanks: "Gracias por hacer oír su voz.",
  },
};

/** Once per card, the first time its vendor reports it mailed. */
export function CardMailedEmail(p: CardMailedProps) {
  const w = WORDS[p.language ?? "en"];
  const heading = w.heading(p.recipientName);
  return (
    <EmailLayout brand={p.brand} statusUrl={p.statusUrl} language={p.language} preview={heading} heading={heading}>
      <Text style={paragraph}>{w.mailed(p.recipientName, p.mailedOn, p.orderNumber)}</Text>
      <Text style={paragraph}>{w.addressed(officeLabelIn(p.officeLabel, p.language), p.address)}</Text>
      {p.expected && <Text style={paragraph}>{w.expected(p.expected.by, p.expected.washington)}</Text>}
      <Text style={paragraph}>{w.thanks}</Text>
    </EmailLayout>
  );
}
