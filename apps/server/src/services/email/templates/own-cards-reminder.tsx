import { Text } from "@react-email/text";
import { type Brand, EmailLayout, paragraph } from "./layout";
import { OwnCardsButton } from "./own-cards-button";

export interface OwnCardsReminderProps {
  brand: Brand;
  /** The page of the cards (its secret link). */
  url: string;
  /** The cards not reported mailed yet: "Rep. Jane Doe". */
  recipients: string[];
}

/** A few days after the link, unless every card was reported mailed or the set was erased. */
export function OwnCardsReminderEmail(p: OwnCardsReminderProps) {
  const heading = "Did you mail your postcards?";
  return (
    <EmailLayout brand={p.brand} preview={heading} heading={heading}>
      <Text style={paragraph}>
        A few days ago you chose to write your own card{p.recipients.length > 1 ? "s" : ""}. Not yet reported mailed:{" "}
        {p.recipients.join(", ")}.
      </Text>
      <Text style={paragraph}>
        Mailed already? Tap "I mailed it" beside each card on your page, so it counts. Not yet? The printable PDF is
        there too.
      </Text>
      <OwnCardsButton url={p.url} />
    </EmailLayout>
  );
}
