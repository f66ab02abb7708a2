import fs from "node:fs";
import { officeLabelIn } from "@civic/contracts/card-text";
import { render } from "@react-email/render";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { CardHeldEmail } from "./card-held";
import { CardMailedEmail } from "./card-mailed";
import type { EmailLanguage } from "./layout";
import { OrderConfirmationEmail, type OrderConfirmationProps } from "./order-confirmation";
import { OrderLinksEmail } from "./order-links";
import { OwnCardsLinkEmail } from "./own-cards-link";
import { OwnCardsReminderEmail } from "./own-cards-reminder";
import { RefundIssuedEmail } from "./refund-issued";
import { StatusLinkEmail } from "./status-link";

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
    expect(html).toContain("Expected mailing date: Wednesday, November 25, 2026");
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
  describe("a confirmation in each language (decision 0116)", () => {
    const paid = {
      orderNumber: 1002,
      statusUrl: "http://localhost/orders/x",
      orderedCards: [card("Rep. A", "Hello", "ordered"), card("Sen. B", "Hello", "checking")],
      failedCards: ["Sen. C"],
      expectedMailingDate: "Wednesday, November 25, 2026",
      refund: { amount: "$4", id: "re_1" },
    };
    const sponsored = {
      orderNumber: 1003,
      orderedCards: [card("Rep. A", "Hello", "held")],
      failedCards: ["Sen. C"],
      expectedMailingDate: null,
      refund: null,
      sponsoredBy: "Org",
    };
    // The English as the spec words it, rendered before Spanish came: not a character changes.
    const english = [
      "Civic Postcard\n\n\nYOUR 2 POSTCARDS ARE ON THE WAY\n\nOrder #1002\n\nWe're getting to work writing your postcards:\n\nTo Rep. A\n\nMailed to the Washington office: 1 Independence Ave SE, Washington, DC 20515\n\nOrdered from our mailing service.\n\nDear Rep. A,\n\nHello\n\nSincerely,\n\nAna Lopez\n\nTo Sen. B\n\nMailed to the Washington office: 1 Independence Ave SE, Washington, DC 20515\n\nWe're checking that our mailing service received it. We'll email you when it is mailed, or refund it if it wasn't.\n\nDear Sen. B,\n\nHello\n\nSincerely,\n\nAna Lopez\n\nExpected mailing date: Wednesday, November 25, 2026. It will be written and mailed within 3 business days, and we'll email you once it is mailed.\n\nWe couldn't order the card to Sen. C. Mailing issue on our end — we're already fixing it.\n\nRefund issued: $4 (refund ID re_1). Expected in 5–10 business days.\n\nFollow your order http://localhost/orders/x\n\nEach card's progress, with pictures of what was written. This link is private to you: please don't share it.\n\n----------------------------------------\n\nQuestions? Write to support@civicpostcard.org. Civic Postcard is non-partisan; we never sell your personal data or your message. We send only emails about your orders, never marketing.",
      "Civic Postcard\n\n\nYOUR POSTCARD IS ON HOLD\n\nOrder #1003\n\nYour payment went through:\n\nTo Rep. A\n\nMailed to the Washington office: 1 Independence Ave SE, Washington, DC 20515\n\nOn hold: its recipient's term ended before we ordered it. We've emailed you to choose what happens to it.\n\nDear Rep. A,\n\nHello\n\nSincerely,\n\nAna Lopez\n\nWe couldn't order the card to Sen. C. Mailing issue on our end — we're already fixing it.\n\nYour postcards were paid for by Org: you were not charged. The cards we couldn't order went back to the campaign.\n\n----------------------------------------\n\nQuestions? Write to support@civicpostcard.org. Civic Postcard is non-partisan; we never sell your personal data or your message. We send only emails about your orders, never marketing.",
    ];
    // What the sender and the card say, and the brand: the same in either language.
    const theirs = new Set([
      "Civic Postcard",
      "Dear Rep. A,",
      "Dear Sen. B,",
      "Hello",
      "Sincerely,",
      "Ana Lopez",
      "-".repeat(40),
    ]);

    it("English stays word for word", async () => {
      for (const [i, order] of [paid, sponsored].entries()) {
        expect(await render(confirmation(order), { plainText: true })).toBe(english[i]);
        expect(await render(confirmation({ ...order, language: "en" }), { plainText: true })).toBe(english[i]);
      }
    });

    it("Spanish leaves no English sentence", async () => {
      for (const [i, order] of [paid, sponsored].entries()) {
        const html = await render(confirmation({ ...order, language: "es" }));
        expect(html).toMatch(/<html[^>]* lang="es"/);
        const text = await render(confirmation({ ...order, language: "es" }), { plainText: true });
        for (const line of english[i]!.split("\n").filter((l) => l && !theirs.has(l))) {
          expect(text).not.toContain(line);
        }
        expect(text).not.toMatch(/\b(Order|Your|We|We're|To|Mailed|Refund|Expected|Questions|Follow)\b/);
      }
      const text = await render(confirmation({ ...paid, language: "es" }), { plainText: true });
      expect(text).toContain("SUS 2 POSTALES ESTÁN EN CAMINO");
      expect(text).toContain("Pedido n.º 1002");
      expect(text).toContain("Reembolso emitido: $4 (ID de reembolso re_1).");
      expect(text).toContain("Siga su pedido http://localhost/orders/x");
    });
  });
  describe("a mailed card in each language (decision 0116)", () => {
    const base = {
      brand,
      statusUrl: "http://localhost/orders/x",
      orderNumber: 1004,
      recipientName: "Rep. Pramila Jayapal",
      officeLabel: "Washington office",
      address: "1 Independence Ave SE, Washington, DC 20515",
      mailedOn: "Monday, November 23, 2026",
    };
    const expectations = [
      { by: "Friday, November 27, 2026", washington: true },
      { by: "Friday, November 27, 2026", washington: false },
      null,
    ];
    // The English rendered before Spanish came: not a character changes.
    const english = [
      "Civic Postcard\n\n\nYOUR POSTCARD TO REP. PRAMILA JAYAPAL IS IN THE MAIL\n\nYour handwritten postcard to Rep. Pramila Jayapal was mailed first-class on Monday, November 23, 2026 (order #1004).\n\nIt is addressed to the Washington office: 1 Independence Ave SE, Washington, DC 20515.\n\nIt should be in the office's mailbox by Friday, November 27, 2026: first-class mail takes 1–5 business days, and mail to Washington offices is screened first, which adds 2–3 weeks.\n\nThank you for making your voice heard.\n\nFollow your order http://localhost/orders/x\n\nEach card's progress, with pictures of what was written. This link is private to you: please don't share it.\n\n----------------------------------------\n\nQuestions? Write to support@civicpostcard.org. Civic Postcard is non-partisan; we never sell your personal data or your message. We send only emails about your orders, never marketing.",
      "Civic Postcard\n\n\nYOUR POSTCARD TO REP. PRAMILA JAYAPAL IS IN THE MAIL\n\nYour handwritten postcard to Rep. Pramila Jayapal was mailed first-class on Monday, November 23, 2026 (order #1004).\n\nIt is addressed to the Washington office: 1 Independence Ave SE, Washington, DC 20515.\n\nIt should be in the office's mailbox by Friday, November 27, 2026: first-class mail takes 1–5 business days.\n\nThank you for making your voice heard.\n\nFollow your order http://localhost/orders/x\n\nEach card's progress, with pictures of what was written. This link is private to you: please don't share it.\n\n----------------------------------------\n\nQuestions? Write to support@civicpostcard.org. Civic Postcard is non-partisan; we never sell your personal data or your message. We send only emails about your orders, never marketing.",
      "Civic Postcard\n\n\nYOUR POSTCARD TO REP. PRAMILA JAYAPAL IS IN THE MAIL\n\nYour handwritten postcard to Rep. Pramila Jayapal was mailed first-class on Monday, November 23, 2026 (order #1004).\n\nIt is addressed to the Washington office: 1 Independence Ave SE, Washington, DC 20515.\n\nThank you for making your voice heard.\n\nFollow your order http://localhost/orders/x\n\nEach card's progress, with pictures of what was written. This link is private to you: please don't share it.\n\n----------------------------------------\n\nQuestions? Write to support@civicpostcard.org. Civic Postcard is non-partisan; we never sell your personal data or your message. We send only emails about your orders, never marketing.",
    ];
    const theirs = new Set(["Civic Postcard", "-".repeat(40)]);

    it("English stays word for word; Spanish leaves no English sentence", async () => {
      for (const [i, expected] of expectations.entries()) {
        expect(await render(createElement(CardMailedEmail, { ...base, expected }), { plainText: true })).toBe(
          english[i],
        );
        const text = await render(createElement(CardMailedEmail, { ...base, expected, language: "es" }), {
          plainText: true,
        });
        for (const line of english[i]!.split("\n").filter((l) => l && !theirs.has(l))) {
          expect(text).not.toContain(line);
        }
        expect(text).not.toMatch(/\b(Your|It|is|the|order|Thank|Follow|Questions)\b/);
        expect(text).toContain("SU POSTAL PARA REP. PRAMILA JAYAPAL YA ESTÁ EN EL CORREO");
      }
    });
  });
  describe("a refund in each language (decision 0116)", () => {
    const refunds = [
      { cards: ["Sen. C"], byOperator: true, refundId: "re_9" },
      { cards: ["Rep. A", "Sen. B"], byOperator: false, refundId: null },
    ];
    const notice = (r: (typeof refunds)[number], language?: "es") =>
      createElement(RefundIssuedEmail, {
        brand,
        statusUrl: "http://localhost/orders/x",
        orderNumber: 1002,
        amount: "$4",
        ...r,
        language,
      });
    // The English rendered before Spanish came: not a character changes.
    const english = [
      "Civic Postcard\n\n\nPOSTCARD REFUNDED\n\nWe've refunded your postcard to Sen. C (order #1002). No action needed.\n\nRefund issued: $4 (refund ID re_9). Expected in 5–10 business days.\n\nFollow your order http://localhost/orders/x\n\nEach card's progress, with pictures of what was written. This link is private to you: please don't share it.\n\n----------------------------------------\n\nQuestions? Write to support@civicpostcard.org. Civic Postcard is non-partisan; we never sell your personal data or your message. We send only emails about your orders, never marketing.",
      "Civic Postcard\n\n\nPOSTCARDS REFUNDED\n\nWe couldn't order your postcards to Rep. A, Sen. B (order #1002). We've got it covered. No action needed.\n\nRefund issued: $4. Expected in 5–10 business days.\n\nFollow your order http://localhost/orders/x\n\nEach card's progress, with pictures of what was written. This link is private to you: please don't share it.\n\n----------------------------------------\n\nQuestions? Write to support@civicpostcard.org. Civic Postcard is non-partisan; we never sell your personal data or your message. We send only emails about your orders, never marketing.",
    ];
    const theirs = new Set(["Civic Postcard", "-".repeat(40)]);

    it("English stays word for word; Spanish leaves no English sentence", async () => {
      for (const [i, r] of refunds.entries()) {
        expect(await render(notice(r), { plainText: true })).toBe(english[i]);
        const text = await render(notice(r, "es"), { plainText: true });
        for (const line of english[i]!.split("\n").filter((l) => l && !theirs.has(l))) {
          expect(text).not.toContain(line);
        }
        expect(text).not.toMatch(/\b(We|We've|your|order|Refund|refunded|Expected|Follow|Questions)\b/);
      }
      expect(await render(notice(refunds[1]!, "es"), { plainText: true })).toContain(
        "No pudimos pedir sus postales para Rep. A, Sen. B (pedido n.º 1002).",
      );
    });
  });
  describe("every email a sender gets, in each language (decision 0121)", () => {
    const held = {
      brand,
      statusUrl: "http://localhost/orders/x",
      orderNumber: 1004,
      recipientName: "Rep. Jared Moskowitz",
      reason: "REASON.",
      refundOn: "Sunday, January 17, 2027",
    };
    const orders = [
      {
        number: 1002,
        date: "Monday, November 23, 2026",
        url: "http://localhost/orders/a",
      },
      {
        number: 1003,
        date: "Tuesday, November 24, 2026",
        url: "http://localhost/orders/b",
      },
    ];
    /** Each email (its template's file) as the sender gets it, and its English rendered before Spanish came. */
    const emails: Record<
      string,
      {
        render: (language?: EmailLanguage) => ReturnType<typeof createElement>;
        english: string;
      }[]
    > = {
      "card-held": [
        {
          render: (language) => createElement(CardHeldEmail, { ...held, language }),
          english:
            "Civic Postcard\n\n\nYOUR POSTCARD TO REP. JARED MOSKOWITZ IS ON HOLD\n\nREASON. (Order #1004.)\n\nOn your order's page you can choose: a refund for this card now, or, once our directory knows who holds the seat now, the same message sent to them instead.\n\nIf you haven't chosen by Sunday, January 17, 2027, we'll refund this card.\n\nFollow your order http://localhost/orders/x\n\nEach card's progress, with pictures of what was written. This link is private to you: please don't share it.\n\n----------------------------------------\n\nQuestions? Write to support@civicpostcard.org. Civic Postcard is non-partisan; we never sell your personal data or your message. We send only emails about your orders, never marketing.",
        },
        {
          render: (language) =>
            createElement(CardHeldEmail, {
              ...held,
              reminder: true,
              readdressable: false,
              language,
            }),
          english:
            "Civic Postcard\n\n\nYOUR POSTCARD TO REP. JARED MOSKOWITZ IS STILL WAITING FOR YOUR CHOICE\n\nREASON. (Order #1004.)\n\nOn your order's page you can have this card refunded now.\n\nIf you haven't chosen by Sunday, January 17, 2027, we'll refund this card.\n\nFollow your order http://localhost/orders/x\n\nEach card's progress, with pictures of what was written. This link is private to you: please don't share it.\n\n----------------------------------------\n\nQuestions? Write to support@civicpostcard.org. Civic Postcard is non-partisan; we never sell your personal data or your message. We send only emails about your orders, never marketing.",
        },
        {
          render: (language) =>
            createElement(CardHeldEmail, {
              ...held,
              newHolder: {
                name: "Rep. Pat Successor",
                officeLabel: "Miami district office",
              },
              language,
            }),
          english:
            "Civic Postcard\n\n\nYOUR POSTCARD TO REP. JARED MOSKOWITZ IS ON HOLD\n\nREASON. (Order #1004.)\n\nOur directory now shows Rep. Pat Successor in this seat. On your order's page you can choose: the same message sent to them, at their Miami district office, or a refund for this card.\n\nIf you haven't chosen by Sunday, January 17, 2027, we'll refund this card.\n\nFollow your order http://localhost/orders/x\n\nEach card's progress, with pictures of what was written. This link is private to you: please don't share it.\n\n----------------------------------------\n\nQuestions? Write to support@civicpostcard.org. Civic Postcard is non-partisan; we never sell your personal data or your message. We send only emails about your orders, never marketing.",
        },
      ],
      "order-links": [
        {
          render: (language) => createElement(OrderLinksEmail, { brand, orders, language }),
          english:
            "Civic Postcard\n\n\nYOUR ORDERS\n\nSomeone (we hope you) asked for links to the orders placed with this email address in the last 12 months. Each link opens the order's status page.\n\nOrder #1002, Monday, November 23, 2026 http://localhost/orders/a\n\nOrder #1003, Tuesday, November 24, 2026 http://localhost/orders/b\n\nIf you didn't ask, you can ignore this email: nobody else received these links.\n\n----------------------------------------\n\nQuestions? Write to support@civicpostcard.org. Civic Postcard is non-partisan; we never sell your personal data or your message. We send only emails about your orders, never marketing.",
        },
      ],
      "own-cards-link": [
        {
          render: (language) =>
            createElement(OwnCardsLinkEmail, {
              brand,
              url: "http://localhost/own/x",
              recipients: ["Rep. A", "Sen. B"],
              language,
            }),
          english:
            'Civic Postcard\n\n\nYOUR POSTCARDS TO WRITE\n\nHere is the link to your printable cards to Rep. A, Sen. B: the office address, your message to copy in your own handwriting, and which stamp to use.\n\nOpen your cards http://localhost/own/x\n\nThe printable PDF and "I mailed it" for each card: http://localhost/own/x. This link is private to you: please don\'t share it.\n\nWe\'ll remind you in 4 days, unless you\'ve told us by then that every card is in the mail: tap "I mailed it" beside each card on that page.\n\n----------------------------------------\n\nQuestions? Write to support@civicpostcard.org. Civic Postcard is non-partisan; we never sell your personal data or your message. We send only emails about your orders, never marketing.',
        },
      ],
      "own-cards-reminder": [
        {
          render: (language) =>
            createElement(OwnCardsReminderEmail, {
              brand,
              url: "http://localhost/own/x",
              recipients: ["Rep. A"],
              language,
            }),
          english:
            'Civic Postcard\n\n\nDID YOU MAIL YOUR POSTCARDS?\n\nA few days ago you chose to write your own card. Not yet reported mailed: Rep. A.\n\nMailed already? Tap "I mailed it" beside each card on your page, so it counts. Not yet? The printable PDF is there too.\n\nOpen your cards http://localhost/own/x\n\nThe printable PDF and "I mailed it" for each card: http://localhost/own/x. This link is private to you: please don\'t share it.\n\n----------------------------------------\n\nQuestions? Write to support@civicpostcard.org. Civic Postcard is non-partisan; we never sell your personal data or your message. We send only emails about your orders, never marketing.',
        },
      ],
      "status-link": [
        {
          render: (language) =>
            createElement(StatusLinkEmail, {
              brand,
              statusUrl: "http://localhost/orders/x",
              orderNumber: 1002,
              language,
            }),
          english:
            "Civic Postcard\n\n\nYOUR NEW STATUS LINK\n\nThe link to the status page of order #1002 was replaced. The old link no longer works; use the one below from now on.\n\nIf you didn't ask for this, someone who had your old link did: they can no longer open your order.\n\nFollow your order http://localhost/orders/x\n\nEach card's progress, with pictures of what was written. This link is private to you: please don't share it.\n\n----------------------------------------\n\nQuestions? Write to support@civicpostcard.org. Civic Postcard is non-partisan; we never sell your personal data or your message. We send only emails about your orders, never marketing.",
        },
      ],
    };
    // Covered by their own tests above; a part (the frame, a button, a label) is not an email.
    const elsewhere = [
      "order-confirmation",
      "card-mailed",
      "refund-issued",
      "layout",
      "office-label",
      "own-cards-button",
    ];
    const theirs = new Set(["Civic Postcard", "-".repeat(40), "REASON."]);

    it("lists every template here, so none is left without Spanish", () => {
      const templates = fs
        .readdirSync(__dirname)
        .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"))
        .map((f) => f.replace(/\.tsx?$/, ""));
      expect(templates.filter((t) => !elsewhere.includes(t)).sort()).toEqual(Object.keys(emails).sort());
    });

    it("English stays word for word; Spanish leaves no English sentence", async () => {
      for (const [name, cases] of Object.entries(emails)) {
        for (const { render: element, english } of cases) {
          expect(await render(element(), { plainText: true }), name).toBe(english);
          const html = await render(element("es"));
          expect(html).toMatch(/<html[^>]* lang="es"/);
          const text = await render(element("es"), { plainText: true });
          for (const line of english.split("\n").filter((l) => l && !theirs.has(l))) {
            expect(text, name).not.toContain(line);
          }
          expect(text, name).not.toMatch(
            /\b(Your|your|We|We'll|the|order|Order|If|you|Follow|Questions|office|link|card|postcard|refund)\b/,
          );
        }
      }
    });

    it("names an office as Spanish does", async () => {
      expect(officeLabelIn("Washington office", "en")).toBe("Washington office");
      expect(officeLabelIn("Washington office", "es")).toBe("oficina de Washington");
      expect(officeLabelIn("Miami district office", "es")).toBe("oficina de distrito en Miami");
      expect(officeLabelIn("Spokane state office", "es")).toBe("oficina estatal en Spokane");
      expect(officeLabelIn("State Capitol office", "es")).toBe("oficina en el Capitolio estatal");
      const text = await render(
        createElement(CardMailedEmail, {
          brand,
          orderNumber: 1,
          recipientName: "Rep. A",
          officeLabel: "Washington office",
          address: "1 Independence Ave SE, Washington, DC 20515",
          mailedOn: "lunes, 23 de noviembre de 2026",
          expected: null,
          language: "es",
        }),
        { plainText: true },
      );
      expect(text).toContain("Va dirigida a la oficina de Washington: 1 Independence Ave SE, Washington, DC 20515.");
    });
  });
});
