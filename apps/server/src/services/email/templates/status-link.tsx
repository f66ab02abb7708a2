import { Text } from "@react-email/text";
import { type Brand, type EmailLanguage, EmailLayout, paragraph } from "./layout";

export interface StatusLinkProps {
  brand: Brand;
  /** The order's new status page link. */
  statusUrl: string;
  orderNumber: number;
  /** The order's language; English when not said. */
  language?: EmailLanguage;
}

/** The email's words in each language; the English are the spec's, word for word. */
const WORDS = {
  en: {
    heading: "Your new status link",
    replaced: (order: number) =>
      `The link to the status page of order #${order} was replaced. The old link no longer works; use the one below from now on.`,
    notYou: "If you didn't ask for this, someone who had your old link did: they can no longer open your order.",
  },
  es: {
    heading: "Su nuevo enlace de seguimiento",
    replaced: (order: number) =>
      `Se ha sustituido el enlace a la página de seguimiento del pedido n.º ${order}. El enlace anterior ya no funciona; a partir de ahora, use el de abajo.`,
    notYou:
      "Si usted no lo pidió, lo pidió alguien que tenía su enlace anterior: esa persona ya no puede abrir su pedido.",
  },
};

/** "Replace my link", from the status page: the new link, sent only to the order's address. */
export function StatusLinkEmail(p: StatusLinkProps) {
  const w = WORDS[p.language ?? "en"];
  return (
    <EmailLayout brand={p.brand} statusUrl={p.statusUrl} language={p.language} preview={w.heading} heading={w.heading}>
      <Text style={paragraph}>{w.replaced(p.orderNumber)}</Text>
      <Text style={paragraph}>{w.notYou}</Text>
    </EmailLayout>
  );
}
