import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { type Brand, type EmailLanguage, EmailLayout, paragraph } from "./layout";

export interface OrderLinksProps {
  brand: Brand;
  orders: { number: number; date: string; url: string }[];
  /** The language of the address's latest order (the request has none of its own); English when not said. */
  language?: EmailLanguage;
}

/** The email's words in each language; the English are the spec's, word for word. */
const WORDS = {
  en: {
    heading: (several: boolean) => (several ? "Your orders" : "Your order"),
    preview: (app: string) => `Links to your ${app} orders`,
    asked:
      "Someone (we hope you) asked for links to the orders placed with this email address in the last 12 months. Each link opens the order's status page.",
    order: (number: number, date: string) => `Order #${number}, ${date}`,
    notYou: "If you didn't ask, you can ignore this email: nobody else received these links.",
  },
  es: {
    heading: (several: boolean) => (several ? "Sus pedidos" : "Su pedido"),
    preview: (app: string) => `Enlaces a sus pedidos de ${app}`,
    asked:
      "Alguien (esperamos que usted) pidió los enlaces a los pedidos hechos con esta dirección de correo electrónico en los últimos 12 meses. Cada enlace abre la página de seguimiento del pedido.",
    order: (number: number, date: string) => `Pedido n.º ${number}, ${date}`,
    notYou: "Si usted no lo pidió, puede ignorar este correo: nadie más recibió estos enlaces.",
  },
};

/** "Find my orders": one link per order of the last 12 months. */
export function OrderLinksEmail(p: OrderLinksProps) {
  const w = WORDS[p.language ?? "en"];
  return (
    <EmailLayout
      brand={p.brand}
      language={p.language}
      preview={w.preview(p.brand.appName)}
      heading={w.heading(p.orders.length !== 1)}
    >
      <Text style={paragraph}>{w.asked}</Text>
      <Section>
        {p.orders.map((o) => (
          <Text key={o.number} style={{ ...paragraph, margin: "0 0 8px 16px" }}>
            <Link href={o.url}>{w.order(o.number, o.date)}</Link>
          </Text>
        ))}
      </Section>
      <Text style={paragraph}>{w.notYou}</Text>
    </EmailLayout>
  );
}
