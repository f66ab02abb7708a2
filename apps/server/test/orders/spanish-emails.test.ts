import fs from "node:fs";
import { testCards } from "@civic/test-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalCheckout } from "../../src/providers/payments/local-checkout";
import { PaymentProviderError } from "../../src/providers/payments/payment-provider";
import { hashToken } from "../../src/services/orders";
import { startTestRuntime, type TestRuntime } from "../harness";
import { mailFilesIn } from "../mail-outbox";
import { mailEveryCard, orderBody } from "./order-fixtures";
import { waitFor } from "./wait";

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ LOCAL_MAIL_STEP_SECONDS: "3600" });
});
afterAll(async () => {
  await rt?.stop();
});

describe("an order's language (decision 0116)", () => {
  it("an order placed from a Spanish page gets its confirmation email in Spanish", async () => {
    // The web app's own request: the switch's `lang` cookie goes with it.
    const body = orderBody(rt, 1);
    const res = await rt.app.request("/api/functions/create-payment", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "lang=es" },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    const created = (await res.json()) as { orderId: string; client_secret: string; sessionId: string };
    const order = await rt.ctx.db
      .selectFrom("orders")
      .select("language")
      .where("id", "=", created.orderId)
      .executeTakeFirstOrThrow();
    expect(order.language).toBe("es");
    // Stripe's embedded Checkout in Spanish: the session asks for Latin American Spanish.
    const session = await rt.ctx.db
      .selectFrom("local_checkout_sessions")
      .select(["locale", "description"])
      .where("id", "=", created.sessionId)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({
      locale: "es-419",
      description: expect.stringMatching(/^1 postal escrita a mano para el Congreso \(pedido n\.º \d+\)$/),
    });
    await rt.call("local-checkout-pay", {
      clientSecret: created.client_secret,
      cardNumber: testCards.paid,
      expiry: testCards.expiry,
      cvc: testCards.cvc,
    });
    await rt.call("verify-payment", { sessionId: created.sessionId });

    const email = await waitFor("the confirmation email", () =>
      rt.ctx.db
        .selectFrom("emails")
        .selectAll()
        .where("order_id", "=", created.orderId)
        .where("kind", "=", "order_confirmation")
        .where("status", "=", "sent")
        .executeTakeFirst(),
    );
    expect(email.subject).toMatch(/^Pedido n\.º \d+: su postal está en camino$/);
    const eml = mailFilesIn(rt.dataDir)
      .map((f) => fs.readFileSync(f, "utf8"))
      .join("\n");
    // The plain-text part, quoted-printable decoded.
    const text = Buffer.from(
      eml
        .split("\n\n")
        .slice(1)
        .join("\n\n")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
    expect(text).toContain("SU POSTAL ESTÁ EN CAMINO");
    expect(text).toContain("Ya estamos escribiendo su postal:");
    expect(text).toMatch(/Fecha prevista de envío: \p{L}+, \d+ de \p{L}+ de \d{4}\./u);
    expect(text).toContain("Siga su pedido");
    expect(text).toContain("¿Preguntas?");
    for (const english of ["Order #", "on the way", "Follow your order", "Questions?", "We're", "Expected"]) {
      expect(text).not.toContain(english);
    }

    // Mailed: its card's email is in Spanish too.
    await rt.ctx.services.fulfilment.fulfil(created.orderId);
    await mailEveryCard(rt, created.orderId);
    const mailed = await waitFor("the card-mailed email", () =>
      rt.ctx.db
        .selectFrom("emails")
        .select("subject")
        .where("order_id", "=", created.orderId)
        .where("kind", "=", "card_mailed")
        .where("status", "=", "sent")
        .executeTakeFirst(),
    );
    expect(mailed.subject).toMatch(/^Su postal para Rep\. .+ ya está en el correo$/);

    // The card itself greets and signs off in Spanish (decision 0122): the preview the sender saw,
    // the stored card, and what the print shop was handed say the same.
    const preview = await rt.app.request("/api/functions/preview-cards", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "lang=es" },
      body: JSON.stringify({
        message: body.postcardData.finalMessage,
        sender: body.postcardData.userInfo,
        recipientIds: [body.postcardData.representative?.id],
        office: body.postcardData.office,
      }),
    });
    expect(preview.status).toBe(200);
    const [previewed] = ((await preview.json()) as { cards: { salutation: string; signOff: string }[] }).cards;
    expect(previewed?.salutation).toMatch(/^Honorable representante .+:$/);
    expect(previewed?.signOff).toMatch(/^Atentamente,\n/);
    const stored = await rt.ctx.db
      .selectFrom("order_recipients")
      .select(["salutation", "sign_off"])
      .where("order_id", "=", created.orderId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ salutation: previewed?.salutation, sign_off: previewed?.signOff });
    const printed = await rt.ctx.db
      .selectFrom("local_print_orders")
      .select("card")
      .where("order_ref", "=", created.orderId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(printed.card)).toContain(JSON.stringify(previewed?.salutation));
    expect(text).toContain(previewed?.salutation ?? "?");
  });

  it("an order placed without a Spanish cookie or browser stays English", async () => {
    const res = await rt.call("create-payment", orderBody(rt, 1));
    const order = await rt.ctx.db
      .selectFrom("orders")
      .select("language")
      .where("id", "=", res.body.orderId)
      .executeTakeFirstOrThrow();
    expect(order.language).toBe("en");
    const session = await rt.ctx.db
      .selectFrom("local_checkout_sessions")
      .select(["locale", "description"])
      .where("id", "=", res.body.sessionId)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({
      locale: null,
      description: expect.stringMatching(/^1 handwritten postcard to Congress \(order #\d+\)$/),
    });
  });

  it("the local checkout refuses a locale Stripe Checkout does not know, as Stripe does", async () => {
    const checkout = createLocalCheckout(rt.ctx.db);
    const input = {
      orderId: "00000000-0000-4000-8000-000000000000",
      orderNumber: 1,
      amountCents: 500,
      currency: "usd",
      email: "ana@example.org",
      description: "1 postal",
      returnUrl: "/payment/return?session_id={CHECKOUT_SESSION_ID}",
      idempotencyKey: "locale-test",
    };
    await expect(checkout.createCheckoutSession({ ...input, locale: "es-US" as never })).rejects.toThrow(
      PaymentProviderError,
    );
  });
  it("cards a sender writes themselves, asked for from a Spanish page, get their link email in Spanish (decision 0121)", async () => {
    const { sendOption, postcardData } = orderBody(rt, 2);
    const res = await rt.app.request("/api/functions/write-it-myself", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "lang=es" },
      body: JSON.stringify({ sendOption, postcardData, email: "escritora@example.org" }),
    });
    expect(res.status).toBe(200);
    const token = ((await res.json()) as { path: string }).path.split("/").at(-1) as string;
    const set = await rt.ctx.db
      .selectFrom("own_card_sets")
      .select(["id", "language"])
      .where("access_token_hash", "=", hashToken(token))
      .executeTakeFirstOrThrow();
    expect(set.language).toBe("es");
    const link = await waitFor("the own cards' link email", () =>
      rt.ctx.db
        .selectFrom("emails")
        .select("subject")
        .where("own_card_set_id", "=", set.id)
        .where("kind", "=", "own_cards_link")
        .where("status", "=", "sent")
        .executeTakeFirst(),
    );
    expect(link.subject).toBe("Sus postales por escribir: el enlace");
  });
  it("Quill drafts in Spanish for a sender on a Spanish page, and in English otherwise", async () => {
    const ask = (cookie?: string) =>
      rt.app.request("/api/functions/draft-postcard-message", {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ concerns: "Vivienda", personalImpact: "El alquiler sube cada año", zipCode: "33301" }),
      });
    const spanish = (await (await ask("lang=es")).json()) as { draftMessage: string; isFallbackPlaceholder: boolean };
    expect(spanish.isFallbackPlaceholder).toBe(false);
    expect(spanish.draftMessage).toMatch(/Le pido que/);
    expect(spanish.draftMessage).toContain("El alquiler sube cada año.");
    const english = (await (await ask()).json()) as { draftMessage: string };
    expect(english.draftMessage).toMatch(/^As your constituent|^I live/);
  });
});
