import { OWN_CARDS_REMINDER_DAYS } from "@civic/contracts/own-cards";
import { Text } from "@react-email/text";
import { type Brand, type EmailLanguage, EmailLayout, paragraph } from "./layout";
import { OwnCardsButton } from "./own-cards-button";

export interface OwnCardsLinkProps {
  brand: Brand;
  /** The page of the cards (its secret link). */
  url: string;
  /** "Rep. Jane Doe", one per card. */
  recipients: string[];
  /** The sender's language when they asked; English when not said. */
  language?: EmailLanguage;
}

/** The email's words in each language; the English are the spec's, word for word. */
const WORDS = {
  en: {
    heading: (several: boolean) => (several ? "Your postcards to write" : "Your postcard to write"),
    here: (several: boolean, to: string) =>
      `Here is the link to your printable card${several ? "s" : ""} to ${to}: the office address, your message to copy in your own handwriting, and which stamp to use.`,
    remind: (days: number) =>
      `We'll remind you in ${days} days, unless you've told us by then that every card is in the mail: tap "I mailed it" beside each card on that page.`,
  },
  es: {
    heading: (several: boolean) => (several ? "Sus postales por escribir" : "Su postal por escribir"),
    here: (several: boolean, to: string) =>
      `Aquí tiene el enlace a ${several ? "sus postales" : "su postal"} para imprimir, para ${to}: la dirección de la oficina, su mensaje para copiarlo a mano con su propia letra y qué sello usar.`,
    remind: (days: number) =>
      `Se lo recordaremos dentro de ${days} días, a menos que para entonces nos haya dicho que todas las postales están en el correo: toque «Ya la envié» junto a cada postal en esa página.`,
  },
};

/** Sent at once when a sender who writes their own cards asked for the link and a reminder. */
export function OwnCardsLinkEmail(p: OwnCardsLinkProps) {
  const w = WORDS[p.language ?? "en"];
  const several = p.recipients.length > 1;
  const heading = w.heading(several);
  return (
    <EmailLayout brand={p.brand} language={p.language} preview={heading} heading={heading}>
      <Text style={paragraph}>{w.here(several, p.recipients.join(", "))}</Text>
      <OwnCardsButton url={p.url} language={p.language} />
      <Text style={paragraph}>{w.remind(OWN_CARDS_REMINDER_DAYS)}</Text>
    </EmailLayout>
  );
}
