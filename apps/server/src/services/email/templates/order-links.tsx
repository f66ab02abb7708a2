import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { type Brand, EmailLayout, paragraph } from "./layout";

export interface OrderLinksProps {
  brand: Brand;
  orders: { number: number; date: string; url: string }[];
}

/** "Find my orders": one link per order of the last 12 months. */
export function OrderLinksEmail(p: OrderLinksProps) {
  const heading = p.orders.length === 1 ? "Your order" : "Your orders";
  return (
    <EmailLayout brand={p.brand} preview={`Links to your ${p.brand.appName} orders`} heading={heading}>
      <Text style={paragraph}>
        Someone (we hope you) asked for links to the orders placed with this email address in the last 12 months. Each
        link opens the order's status page.
      </Text>
      <Section>
        {p.orders.map((o) => (
          <Text key={o.number} style={{ ...paragraph, margin: "0 0 8px 16px" }}>
            <Link href={o.url}>
              Order #{o.number}, {o.date}
            </Link>
          </Text>
        ))}
      </Section>
      <Text style={paragraph}>If you didn't ask, you can ignore this email: nobody else received these links.</Text>
    </EmailLayout>
  );
}
