import { render } from "@react-email/render";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { CardHeldEmail } from "./card-held";
import { CardMailedEmail } from "./card-mailed";
import { OrderConfirmationEmail, type OrderConfirmationProps } from "./order-confirmation";
import { RefundIssuedEmail } from "./refund-issued";

const brand = { appName: "Civic Postcard", supportEmail: "support@civicpostcard.org" };
const card = (recipient: string, body: string, state: "ordered" | "ordering" | "checking" | "held" = "ordered") => ({
  recipient,
  state,
  officeLabel: "Washington office",
  address: "1 Independence Ave SE, Washington, DC 20515",
  salutation: `Dear ${recipient.replace(/ .* /, " ")},`,
  body,
  signOff: "Sincerely,\nAna Lopez",
});
const confirmation = (p: Omit<OrderConfirmationProps, "brand">) =>
  createElement(OrderConfirmationEmail, { brand, ...p });

describe("email templates", () => {
  it("a held card: why, what the sender may choose as far as we know, and the day it is refunded without a choice", async () => {
    const held = {
      brand,
      statusUrl: "http://localhost/orders/x",
      orderNumber: 1004,
      recipientName: "Rep. Jared Moskowitz",
      reason:
        "Rep. Jared Moskowitz's term ended on January 3, 2027, before this card was ordered from the mailing service. It has not been mailed: we're holding it until you choose.",
      refundOn: "Sunday, January 17, 2027",
    };
    const before = await render(createElement(CardHeldEmail, held), { plainText: true });
    expect(before).toContain("YOUR POSTCARD TO REP. JARED MOSKOWITZ IS ON HOLD");
    expect(before).toContain("once our directory knows who holds the seat now");
    expect(before).toContain("If you haven't chosen by Sunday, January 17, 2027, we'll refund this card.");
    const known = await render(
      createElement(CardHeldEmail, {
        ...held,
        newHolder: { name: "Rep. Pat Successor", officeLabel: "Washington office" },
      }),
      { plainText: true },
    );
    expect(known).toContain(
      "Our directory now shows Rep. Pat Successor in this seat. On your order's page you can choose: the same message sent to them, at their Washington office, or a refund for this card.",
    );
  });

  it("says of each card only what is known when the confirmation is written", async () => {
    const html = await render(
      confirmation({
        orderNumber: 1002,
        orderedCards: [
          card("Rep. A", "Hello", "ordered"),
          card("Sen. B", "Hello", "ordering"),
          card("Sen. C", "Hello", "checking"),
        ],
        failedCards: [],
        expectedMailingDate: "Wednesday, November 25, 2026",
        refund: null,
      }),
    );
    expect(html).toContain("Ordered from our mailing service.");
    expect(html).toContain("We&#x27;re handing it to our mailing service now.");
    expect(html).toContain("We&#x27;re checking that our mailing service received it.");
  });

  it("a confirmation whose only card is held says it is on hold, not on the way", async () => {
    const text = await render(
      confirmation({
        orderNumber: 1005,
        orderedCards: [card("Rep. A", "Hello", "held")],
        failedCards: [],
        expectedMailingDate: "Wednesday, January 6, 2027",
        refund: null,
      }),
      { plainText: true },
    );
    expect(text).toContain("YOUR POSTCARD IS ON HOLD");
    expect(text).toContain(
      "On hold: its recipient's term ended before we ordered it. We've emailed you to choose what happens to it.",
    );
    expect(text).not.toContain("Expected mailing date");
  });

  it("escapes what the sender wrote", async () => {
    const html = await render(
      confirmation({
        orderNumber: 1001,
        orderedCards: [card("Rep. Debbie Wasserman Schultz", '<script>alert("x")</script> & <b>bold</b>')],
        failedCards: [],
        expectedMailingDate: "Wednesday, November 25, 2026",
        refund: null,
      }),
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("Rep. Debbie Wasserman Schultz");
    expect(html).toContain("Expected mailing date: <!-- -->Wednesday, November 25, 2026");
  });

  it("lists each card with its recipient, office, address and its own text", async () => {
    const text = await render(
      confirmation({
        orderNumber: 1003,
        orderedCards: [
          {
            ...card("Rep. Pramila Jayapal", "Rent is rising."),
            salutation: "Dear Rep. Jayapal,",
            officeLabel: "Seattle district office",
            address: "1904 Third Ave, Suite 510, Seattle, WA 98101",
          },
          { ...card("Sen. Patty Murray", "Rent is rising."), salutation: "Dear Senator Murray," },
        ],
        failedCards: [],
        expectedMailingDate: null,
        refund: null,
      }),
      { plainText: true },
    );
    expect(text).toContain("To Rep. Pramila Jayapal");
    expect(text).toContain("Mailed to the Seattle district office: 1904 Third Ave, Suite 510, Seattle, WA 98101");
    expect(text).toMatch(/Dear Rep\. Jayapal,\s+Rent is rising\.\s+Sincerely,\s+Ana Lopez/);
    expect(text).toContain("To Sen. Patty Murray");
    expect(text).toContain("Mailed to the Washington office: 1 Independence Ave SE");
    expect(text).toContain("Dear Senator Murray,");
  });

  it("states a partial refund with its id", async () => {
    const text = await render(
      confirmation({
        orderNumber: 1002,
        orderedCards: [card("Rep. A", "Hello"), card("Sen. B", "Hello")],
        failedCards: ["Sen. C"],
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

  it("says where a mailed card went: the office and its address", async () => {
    const text = await render(
      createElement(CardMailedEmail, {
        brand,
        orderNumber: 1004,
        recipientName: "Rep. Pramila Jayapal",
        officeLabel: "Seattle district office",
        address: "1904 3rd Ave, Seattle, WA 98101",
        mailedOn: "Monday, November 23, 2026",
        expected: null,
      }),
      { plainText: true },
    );
    expect(text).toContain(
      "Your handwritten postcard to Rep. Pramila Jayapal was mailed first-class on Monday, November 23, 2026",
    );
    expect(text).toContain("It is addressed to the Seattle district office: 1904 3rd Ave, Seattle, WA 98101.");
    // A vendor that reports delivery: nothing promised about the mailbox.
    expect(text).not.toContain("mailbox");
  });
});
