import { Text } from "@react-email/text";
import { type Brand, EmailLayout, paragraph } from "./layout";

export interface StatusLinkProps {
  brand: Brand;
  /** The order's new status page link. */
  statusUrl: string;
  orderNumber: number;
}

/** "Replace my link", from the status page: the new link, sent only to the order's address. */
export function StatusLinkEmail(p: StatusLinkProps) {
  const heading = "Your new status link";
  return (
    <EmailLayout brand={p.brand} statusUrl={p.statusUrl} preview={heading} heading={heading}>
      <Text style={paragraph}>
        The link to the status page of order #{p.orderNumber} was replaced. The old link no longer works; use the one
        below from now on.
      </Text>
      <Text style={paragraph}>
        If you didn't ask for this, someone who had your old link did: they can no longer open your order.
      </Text>
    </EmailLayout>
  );
}
