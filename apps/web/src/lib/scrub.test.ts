import { describe, expect, it } from "vitest";
import { sanitizeUrl, scrubProperties, scrubText } from "./scrub";

describe("scrub", () => {
  it("drops session ids, names and emails from URLs but keeps ref and view", () => {
    expect(
      sanitizeUrl("https://civicpostcard.org/payment-return?session_id=cs_test_123&ref=success&email=a%40b.com#x"),
    ).toBe("https://civicpostcard.org/payment-return?ref=success");
    expect(sanitizeUrl("https://civicpostcard.org/onboarding?shared_by=Jane%20Doe&view=faq")).toBe(
      "https://civicpostcard.org/onboarding?view=faq",
    );
    expect(sanitizeUrl("https://civicpostcard.org/share/ord_42?ref=direct")).toBe(
      "https://civicpostcard.org/share/[order]?ref=direct",
    );
  });

  it("removes email addresses from text, plain or URL-encoded", () => {
    expect(scrubText("mail jane.doe+x@example.com or jane%40example.org")).toBe("mail [email] or [email]");
  });

  it("sanitizes URL properties and text at any depth", () => {
    const event = {
      event: "$autocapture",
      properties: {
        $current_url: "https://civicpostcard.org/payment-success?session_id=cs_1",
        $pathname: "/share/ord_9",
        $session_entry_url: "https://civicpostcard.org/onboarding?shared_by=Jane&ref=x",
        $elements: [{ $el_text: "Sent to jane@example.com", attr__href: "mailto:jane@example.com" }],
        count: 3,
      },
    };
    expect(scrubProperties(event)).toEqual({
      event: "$autocapture",
      properties: {
        $current_url: "https://civicpostcard.org/payment-success",
        $pathname: "/share/[order]",
        $session_entry_url: "https://civicpostcard.org/onboarding?ref=x",
        $elements: [{ $el_text: "Sent to [email]", attr__href: "mailto:[email]" }],
        count: 3,
      },
    });
  });
});
