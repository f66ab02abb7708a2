import fs from "node:fs";
import type { CreatePaymentRequest } from "@civic/contracts/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "../harness";
import { mailFilesIn } from "../mail-outbox";
import { floridaLegislators, orderBody, placeOrder } from "./order-fixtures";
import { waitFor } from "./wait";

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ LOCAL_MAIL_STEP_SECONDS: "3600" });
});
afterAll(async () => {
  await rt?.stop();
});

const db = () => rt.ctx.db;

describe("create-payment", () => {
  it("stores the order with the directory's recipients and the server's price before payment", async () => {
    const res = await rt.call("create-payment", orderBody(rt, 3));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: "local", amountCents: 1200 });
    expect(res.body.client_secret).toMatch(/^cs_test_local_.+_secret_/);
    const order = await db()
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", res.body.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: "pending_payment",
      amount_cents: 1200,
      send_option: "triple",
      sender_city: "Fort Lauderdale",
      sender_state: "FL",
      sender_street: "100 Las Olas Blvd, Apt 4",
      payment_session_id: res.body.sessionId,
    });
    const recipients = await db()
      .selectFrom("order_recipients")
      .selectAll()
      .where("order_id", "=", order.id)
      .orderBy("position")
      .execute();
    const { representative, senators } = floridaLegislators(rt);
    expect(recipients.map((r) => r.legislator_id)).toEqual([representative.id, senators[0]!.id, senators[1]!.id]);
    expect(recipients[0]).toMatchObject({ name: representative.name, address_zip: representative.address.zip });
  });

  it("mails a senators-only custom choice to the senators alone", async () => {
    const body = orderBody(rt, 2);
    const { senators } = floridaLegislators(rt);
    body.postcardData.representative = null;
    body.postcardData.senators = senators.map((s) => ({ id: s.id }));
    const res = await rt.call("create-payment", body);
    expect(res.status).toBe(200);
    expect(res.body.amountCents).toBe(1000);
    const recipients = await db()
      .selectFrom("order_recipients")
      .select(["type"])
      .where("order_id", "=", res.body.orderId)
      .execute();
    expect(recipients.map((r) => r.type)).toEqual(["senator", "senator"]);
  });

  it.each([
    [
      "an unknown legislator",
      (b: CreatePaymentRequest) => (b.postcardData.representative = { id: "X000000" }),
      /couldn't find/,
    ],
    ["a vacant seat", (b: CreatePaymentRequest) => (b.postcardData.representative = { id: "vacant-FL-23" }), /vacant/],
    [
      "no recipient",
      (b: CreatePaymentRequest) => (b.postcardData.representative = null),
      /Pick at least one recipient/,
    ],
    ["a count that is not the option's", (b: CreatePaymentRequest) => (b.sendOption = "triple"), /option is for 3/],
  ])("refuses %s with a 400", async (_what, mutate, message) => {
    const body = orderBody(rt, 1);
    mutate(body);
    const res = await rt.call("create-payment", body);
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(message);
  });
});

describe("the local test checkout", () => {
  it("declines Stripe's declined test cards with Stripe's messages and leaves the order unpaid", async () => {
    const created = (await rt.call("create-payment", orderBody(rt, 1))).body;
    const pay = (cardNumber: string) =>
      rt.call("local-checkout-pay", { clientSecret: created.client_secret, cardNumber, expiry: "12/34", cvc: "123" });
    expect((await pay("4000 0000 0000 0002")).body).toEqual({
      status: "declined",
      returnUrl: null,
      message: "Your card was declined.",
    });
    expect((await pay("4000000000009995")).body.message).toBe("Your card has insufficient funds.");
    expect((await pay("4242424242424241")).body.message).toBe("Your card number is invalid.");
    const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
    expect(verified.body).toMatchObject({ success: false, status: "unpaid", postcardResults: null });
    const refund = await rt.call("refund-payment", { sessionId: created.sessionId });
    expect(refund.status).toBe(400);
  });

  it("refuses an unknown client secret", async () => {
    const res = await rt.call("local-checkout-pay", {
      clientSecret: "cs_test_local_nope_secret_nope",
      cardNumber: "4242424242424242",
      expiry: "12/34",
      cvc: "123",
    });
    expect(res.status).toBe(404);
  });
});

describe("a paid order", () => {
  it("is fulfilled once per card, confirmed by email, and reports its results", async () => {
    const { created, paid } = await placeOrder(rt, orderBody(rt, 3));
    expect(paid.body).toEqual({
      status: "complete",
      returnUrl: `/payment-return?session_id=${created.sessionId}`,
      message: null,
    });
    const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, status: "completed", orderId: created.orderId });
    const results = verified.body.postcardResults;
    expect(results?.summary).toEqual({ totalSent: 3, totalFailed: 0, total: 3, sendOption: "triple" });
    expect(results?.results.map((r) => r.status)).toEqual(["success", "success", "success"]);
    expect(verified.body.actualMailingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const printed = await db()
      .selectFrom("local_print_orders")
      .select(["recipient_ref", "card"])
      .where("order_ref", "=", created.orderId)
      .execute();
    expect(printed).toHaveLength(3);
    const { representative, senators } = floridaLegislators(rt);
    const cardTo = (name: string) => printed.find((p) => (p.card as any).recipient.name === name)!.card as any;
    expect(cardTo(representative.name)).toMatchObject({
      recipient: { title: representative.title, address: representative.address },
      salutation: `Dear Rep. ${representative.lastName},`,
      body: "I'm Ana from Fort Lauderdale: please protect the Everglades.",
      signOff: "Sincerely,\nAna Lopez",
      officeLabel: "Washington office",
    });
    for (const senator of senators) {
      expect(cardTo(senator.name).salutation).toBe(`Dear Senator ${senator.lastName},`);
    }

    // Paying again (a double click) or verifying again changes nothing.
    await rt.call("local-checkout-pay", {
      clientSecret: created.client_secret,
      cardNumber: "4242424242424242",
      expiry: "12/34",
      cvc: "123",
    });
    await rt.call("verify-payment", { sessionId: created.sessionId });
    await rt.ctx.services.fulfilment.fulfil(created.orderId);
    const count = await db()
      .selectFrom("local_print_orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("order_ref", "=", created.orderId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);

    const email = await waitFor("the confirmation email", () =>
      db()
        .selectFrom("emails")
        .selectAll()
        .where("order_id", "=", created.orderId)
        .where("status", "=", "sent")
        .executeTakeFirst(),
    );
    expect(email.kind).toBe("order_confirmation");
    const eml = mailFilesIn(rt.dataDir)
      .map((f) => fs.readFileSync(f, "utf8"))
      .join("\n");
    expect(eml).toContain("To: ana@example.com");
    expect(eml).toContain(representative.name);
  });

  it("refunds exactly one card's share when simulate_failed=1 of 3", async () => {
    const { created } = await placeOrder(rt, orderBody(rt, 3, { simulateFailure: true, simulatedFailed: 1 }));
    const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
    expect(verified.body.postcardResults?.summary).toMatchObject({ totalSent: 2, totalFailed: 1, total: 3 });
    expect(verified.body.postcardResults?.results[0]).toMatchObject({ type: "representative", status: "error" });

    // What an earlier page sent (an amount and a reason) is ignored: the server decides.
    const first = await rt.call(
      "refund-payment",
      JSON.stringify({ sessionId: created.sessionId, amount: 9999, reason: "1 postcard(s) failed to send" }),
    );
    const again = await rt.call("refund-payment", { sessionId: created.sessionId });
    expect(first.body).toMatchObject({ amount_cents: 400, status: "succeeded", orderId: created.orderId });
    expect(first.body.refund_id).toMatch(/^re_local_/);
    expect(again.body.refund_id).toBe(first.body.refund_id);
    const refunds = await db().selectFrom("local_refunds").selectAll().where("id", "=", first.body.refund_id).execute();
    expect(refunds).toEqual([expect.objectContaining({ amount: 400 })]);
    const printed = await db()
      .selectFrom("local_print_orders")
      .select("id")
      .where("order_ref", "=", created.orderId)
      .execute();
    expect(printed).toHaveLength(2);
  });

  it("refunds the whole price when every card fails", async () => {
    const { created } = await placeOrder(rt, orderBody(rt, 3, { simulateFailure: true, simulatedFailed: 3 }));
    const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
    expect(verified.body.postcardResults).toMatchObject({ success: false, summary: { totalSent: 0, totalFailed: 3 } });
    expect(verified.body.actualMailingDate).toBeNull();
    const refund = await rt.call("refund-payment", { sessionId: created.sessionId });
    expect(refund.body).toMatchObject({ amount_cents: 1200, status: "succeeded" });
    const kinds = await waitFor("both emails", async () => {
      const rows = await db()
        .selectFrom("emails")
        .select(["kind", "status"])
        .where("order_id", "=", created.orderId)
        .orderBy("kind")
        .execute();
      return rows.every((r) => r.status === "sent") && rows.length === 2 ? rows.map((r) => r.kind) : null;
    });
    expect(kinds).toEqual(["order_confirmation", "refund_issued"]);
  });

  it("answers a refund request for a fully sent order with no refund", async () => {
    const { created } = await placeOrder(rt, orderBody(rt, 1));
    await rt.call("verify-payment", { sessionId: created.sessionId });
    const refund = await rt.call("refund-payment", { sessionId: created.sessionId });
    expect(refund.body).toMatchObject({ refund_id: null, amount_cents: 0, status: "not_needed" });
  });
});
