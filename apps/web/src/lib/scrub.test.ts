import { scrubText } from "@civic/contracts/scrub";
import { describe, expect, it } from "vitest";
import { sanitizeUrl, scrubProperties } from "./scrub";

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

  // A status page's address is the only key to a sender's name, address and message.
  const TOKEN = "Zr8QvXk3pL0aT7mN2sW9yB4cE6fH1jK5gD8uI0oP3qA";

  it("drops the token of a status page and of its API (any sub-path) from URLs and paths", () => {
    expect(sanitizeUrl(`https://civic.example/orders/${TOKEN}?ref=x#top`)).toBe(
      "https://civic.example/orders/[token]?ref=x",
    );
    expect(sanitizeUrl(`https://civic.example/api/orders/${TOKEN}/data.json`)).toBe(
      "https://civic.example/api/orders/[token]/data.json",
    );
    expect(sanitizeUrl(`https://civic.example/api/orders/${TOKEN}/cards/c1/front.png`)).toBe(
      "https://civic.example/api/orders/[token]/cards/c1/front.png",
    );
    // Find my orders has no token; the console's order ids are not secrets.
    expect(sanitizeUrl("https://civic.example/orders?ref=x")).toBe("https://civic.example/orders?ref=x");
    const console = "https://civic.example/admin/orders/00000000-0000-4000-8000-000000000000";
    expect(sanitizeUrl(console)).toBe(console);
  });

  it("drops the token wherever a path appears in text: relative, quoted, URL-encoded", () => {
    expect(scrubText(`GET /api/orders/${TOKEN}/events failed`)).toBe("GET /api/orders/[token]/events failed");
    expect(scrubText(`a:attr__href="/api/orders/${TOKEN}/data.json"href="/orders/${TOKEN}"nth-child="2"`)).toBe(
      'a:attr__href="/api/orders/[token]/data.json"href="/orders/[token]"nth-child="2"',
    );
    expect(scrubText(`next=%2Forders%2F${TOKEN}`)).toBe("next=%2Forders%2F[token]");
  });

  it("leaves no token in any property of a click on a status page, keys included", () => {
    const url = `https://civic.example/orders/${TOKEN}`;
    const event = {
      event: "$autocapture",
      properties: {
        $current_url: url,
        $pathname: `/orders/${TOKEN}`,
        $session_entry_url: url,
        $session_entry_pathname: `/orders/${TOKEN}`,
        $referrer: url,
        $prev_pageview_pathname: `/orders/${TOKEN}`,
        $elements_chain: `a.underline:attr__href="/api/orders/${TOKEN}/data.json"href="/api/orders/${TOKEN}/data.json"nth-child="1"`,
        $elements: [{ tag_name: "a", attr__href: `/api/orders/${TOKEN}/data.json`, $el_text: "Download my data" }],
        $heatmap_data: { [url]: [{ x: 1, y: 2 }] },
      },
      $set_once: { $initial_current_url: url, $initial_pathname: `/orders/${TOKEN}` },
    };
    const scrubbed = scrubProperties(event);
    expect(JSON.stringify(scrubbed)).not.toContain(TOKEN);
    expect(scrubbed.properties.$pathname).toBe("/orders/[token]");
    expect(scrubbed.properties.$elements[0]?.attr__href).toBe("/api/orders/[token]/data.json");
    expect(Object.keys(scrubbed.properties.$heatmap_data)).toEqual(["https://civic.example/orders/[token]"]);
  });
});
