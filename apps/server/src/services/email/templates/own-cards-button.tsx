import { Button } from "@react-email/button";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { EmailLanguage } from "./layout";

/** The button's words in each language; the English are the spec's, word for word. */
const WORDS = {
  en: {
    open: "Open your cards",
    holds: (url: string) =>
      `The printable PDF and "I mailed it" for each card: ${url}. This link is private to you: please don't share it.`,
  },
  es: {
    open: "Abra sus postales",
    holds: (url: string) =>
      `El PDF para imprimir y «Ya la envié» para cada postal: ${url}. Este enlace es solo para usted: por favor, no lo comparta.`,
  },
};

/** The link to the page of cards a sender writes themselves, with what it holds. */
export function OwnCardsButton({ url, language = "en" }: { url: string; language?: EmailLanguage }) {
  const w = WORDS[language];
  return (
    <Section style={{ margin: "16px 0" }}>
      <Button
        href={url}
        style={{
          backgroundColor: "#1f2933",
          color: "#ffffff",
          padding: "12px 20px",
          borderRadius: "8px",
          fontWeight: 700,
          fontSize: "16px",
        }}
      >
        {w.open}
      </Button>
      <Text style={{ fontSize: "13px", color: "#616e7c" }}>{w.holds(url)}</Text>
    </Section>
  );
}
