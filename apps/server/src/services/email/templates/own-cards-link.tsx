import { OWN_CARDS_REMINDER_DAYS } from "@civic/contracts/own-cards";
import { Text } from "@react-email/text";
import { type Brand, EmailLayout, paragraph } from "./layout";
import { OwnCardsButton } from "./own-cards-button";

export interface OwnCardsLinkProps {
  brand: Brand;
  /** The page of the cards (its secret link). */
  url: string;
  /** "Rep. Jane Doe", one per card. */
  recipients: string[];
}

/** Sent at once when a sender who writes their own cards asked for the link and a reminder. */
export function OwnCardsLinkEmail(p: OwnCardsLinkProps) {
  const heading = p.recipients.length > 1 ? "Your postcards to write" : "Your postcard to write";
  return (
    <EmailLayout brand={p.brand} preview={heading} heading={heading}>
      <Text style={paragraph}>
        Here is the link to your printable card{p.recipients.length > 1 ? "s" : ""} to {p.recipients.join(", ")}: the
        office address, your message to copy in your own handwriting, and which stamp to use.
      </Text>
      <OwnCardsButton url={p.url} />
      <Text style={paragraph}>
        We'll remind you in {OWN_CARDS_REMINDER_DAYS} days, unless you've told us by then that every card is in the
        mail: tap "I mailed it" beside each card on that page.
      </Text>
    </EmailLayout>
  );
}
