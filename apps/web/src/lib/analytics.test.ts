import { describe, expect, it } from "vitest";
import { analyticsBeforeSend, isStatusPage } from "./analytics";

// No analytics on an order's status page, whose address is the key to the order.
const TOKEN = "Zr8QvXk3pL0aT7mN2sW9yB4cE6fH1jK5gD8uI0oP3qA";
const event = (properties: Record<string, unknown>) => ({ uuid: "1", event: "$pageview", properties }) as never;

describe("analytics", () => {
  it("knows a status page by its path or URL, but not Find my orders", () => {
    expect(isStatusPage(`/orders/${TOKEN}`)).toBe(true);
    expect(isStatusPage(`https://civic.example/orders/${TOKEN}?ref=x`)).toBe(true);
    expect(isStatusPage("/orders")).toBe(false);
    expect(isStatusPage("/orders/")).toBe(false);
    expect(isStatusPage("/faq")).toBe(false);
  });

  it("sends no event while a status page is open, nor one about a status page", () => {
    expect(analyticsBeforeSend(event({ $current_url: "https://civic.example/faq" }), `/orders/${TOKEN}`)).toBeNull();
    expect(
      analyticsBeforeSend(event({ $current_url: `https://civic.example/orders/${TOKEN}`, $pathname: "/faq" }), "/faq"),
    ).toBeNull();
  });

  it("scrubs every other event", () => {
    const sent = analyticsBeforeSend(
      event({ $current_url: "https://civic.example/faq", $prev_pageview_pathname: `/orders/${TOKEN}` }),
      "/faq",
    );
    expect(sent).toMatchObject({ properties: { $prev_pageview_pathname: "/orders/[token]" } });
  });
});
