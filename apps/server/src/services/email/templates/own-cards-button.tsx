import { Button } from "@react-email/button";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";

/** The link to the page of cards a sender writes themselves, with what it holds. */
export function OwnCardsButton({ url }: { url: string }) {
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
        Open your cards
      </Button>
      <Text style={{ fontSize: "13px", color: "#616e7c" }}>
        The printable PDF and "I mailed it" for each card: {url}. This link is private to you: please don't share it.
      </Text>
    </Section>
  );
}
