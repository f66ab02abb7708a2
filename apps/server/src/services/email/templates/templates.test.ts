import { render } from "@react-email/render";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { OrderConfirmationEmail, type OrderConfirmationProps } from "./order-confirmation";
import { RefundIssuedEmail } from "./refund-issued";

const brand = { appName: "Civic Postcard", supportEmail: "support@civicpostcard.org" };
const confirmation = (p: Omit<OrderConfirmationProps, "brand">) =>
  createElement(OrderConfirmationEmail, { brand, ...p });

describe("email templates", () => {
  it("escapes what the sender wrote", async () => {
    const html = await render(
      confirmation({
        orderNumber: 1001,
        orderedCards: ["Rep. Debbie Wasserman Schultz"],
        failedCards: [],
        message: '<script>alert("x")</script> & <b>bold</b>',
        expectedMailingDate: "Wednesday, November 25, 2026",
        refund: null,
      }),
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("Rep. Debbie Wasserman Schultz");
    expect(html).toContain("Expected mailing date: <!-- -->Wednesday, November 25, 2026");
  });

  it("states a partial refund with its id", async () => {
    const text = await render(
      confirmation({
        orderNumber: 1002,
        orderedCards: ["Rep. A", "Sen. B"],
        failedCards: ["Sen. C"],
        message: "Hello",
        expectedMailingDate: null,
        refund: { amount: "$4", id: "re_123" },
      }),
      { plainText: true },
    );
    expect(text).toContain("Refund issued: $4 (refund ID re_123)");
    expect(text).toContain("Sen. C");
    const notice = await render(
      createElement(RefundIssuedEmail, {
        brand,
        orderNumber: 1002,
        amount: "$12",
        refundId: "re_9",
        cards: ["A", "B"],
      }),
      { plainText: true },
    );
    expect(notice).toContain("Refund issued: $12 (refund ID re_9)");
    expect(notice.toLowerCase()).toContain("postcards refunded");
    expect(notice).toContain("We couldn't order your postcards to A, B (order #1002)");
    const byOperator = await render(
      createElement(RefundIssuedEmail, {
        brand,
        orderNumber: 1003,
        amount: "$4",
        refundId: "re_10",
        cards: ["Sen. C"],
        byOperator: true,
      }),
      { plainText: true },
    );
    expect(byOperator).toContain("We've refunded your postcard to Sen. C (order #1003)");
  });
});
