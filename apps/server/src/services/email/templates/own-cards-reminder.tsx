import { Text } from "@react-email/text";
import { type Brand, type EmailLanguage, EmailLayout, paragraph } from "./layout";
import { OwnCardsButton } from "./own-cards-button";

export interface OwnCardsReminderProps {
  brand: Brand;
  /** The page of the cards (its secret link). */
  url: string;
  /** The cards not reported mailed yet: "Rep. Jane Doe". */
  recipients: string[];
  /** The sender's language when they asked; English when not said. */
  language?: EmailLanguage;
}

/** The email's words in each language; the English are the spec's, word for word. */
const WORDS = {
  en: {
    heading: "Did you mail your postcards?",
    chose: (several: boolean, left: string) =>
      `A few days ago you chose to write your own card${several ? "s" : ""}. Not yet reported mailed: ${left}.`,
    mailed:
      'Mailed already? Tap "I mailed it" beside each card on your page, so it counts. Not yet? The printable PDF is there too.',
  },
  es: {
    heading: "¿Envió sus postales?",
    chose: (several: boolean, left: string) =>
      `Hace unos días decidió escribir ${several ? "sus postales" : "su postal"} usted mismo. Aún sin marcar como enviadas: ${left}.`,
    mailed:
      "¿Ya las envió? Toque «Ya la envié» junto a cada postal en su página, para que cuente. ¿Todavía no? Allí también está el PDF para imprimir.",
  },
};

/** A few days after the link, unless every card was reported mailed or the set was erased. */
export function OwnCardsReminderEmail(p: OwnCardsReminderProps) {
  const w = WORDS[p.language ?? "en"];
  return (
    <EmailLayout brand={p.brand} language={p.language} preview={w.heading} heading={w.heading}>
      <Text style={paragraph}>{w.chose(p.recipients.length > 1, p.recipients.join(", "))}</Text>
      <Text style={paragraph}>{w.mailed}</Text>
      <OwnCardsButton url={p.url} language={p.language} />
    </EmailLayout>
  );
}
