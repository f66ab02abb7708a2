import type { ErrorEvent } from "@sentry/react";
import { describe, expect, it } from "vitest";
import { scrubErrorEvent } from "./error-reporting";

// A status page's token must not reach error reporting through any URL it keeps.
const TOKEN = "Zr8QvXk3pL0aT7mN2sW9yB4cE6fH1jK5gD8uI0oP3qA";

describe("error reporting", () => {
  it("removes the status page's token from the request, message, transaction and breadcrumbs", () => {
    const event: ErrorEvent = {
      type: undefined,
      message: `Failed to load /api/orders/${TOKEN}/data.json for jane@example.com`,
      transaction: `/orders/${TOKEN}`,
      request: { url: `https://civic.example/orders/${TOKEN}?session_id=cs_1`, headers: { Referer: "x" } },
      exception: { values: [{ type: "TypeError", value: `NetworkError at /api/orders/${TOKEN}/events` }] },
      breadcrumbs: [
        { category: "navigation", data: { from: "/faq", to: `/orders/${TOKEN}` } },
        { category: "fetch", data: { method: "GET", url: `/api/orders/${TOKEN}/data.json`, status_code: 500 } },
        { category: "xhr", data: { url: `https://civic.example/api/orders/${TOKEN}/cards/c1/front.png` } },
        { category: "ui.click", message: `a[href="/api/orders/${TOKEN}/data.json"]` },
      ],
      user: { email: "jane@example.com" },
      sdkProcessingMetadata: { scope: new Map([["k", 1]]) },
    };
    const scrubbed = scrubErrorEvent(event);
    const text = JSON.stringify(scrubbed);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain("jane@example.com");
    expect(scrubbed.request?.url).toBe("https://civic.example/orders/[token]");
    expect(scrubbed.breadcrumbs?.[0]?.data?.to).toBe("/orders/[token]");
    expect(scrubbed.user).toBeUndefined();
    // The SDK's own bookkeeping (live scopes, never sent) is left untouched.
    expect(scrubbed.sdkProcessingMetadata).toBe(event.sdkProcessingMetadata);
  });
});
