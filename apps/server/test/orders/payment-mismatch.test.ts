import { testCards } from "@civic/test-fixtures";
import { sql } from "kysely";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeStripe } from "../fakes/fake-stripe";
import { startTestRuntime, type TestRuntime } from "../harness";
import { serveOnLoopback } from "../loopback";
import { orderBody } from "./order-fixtures";
import { waitFor } from "./wait";

// A payment that differs from its order is held, refunded in full once, and never fulfilled (docs/decisions/0011).
const KEY = "sk_test_fake_key";
const WEBHOOK_SECRET = "whsec_test_secret";
const stripe = new Stripe(KEY);

/** Every trace fulfilment would leave: a queued job, a card in flight or ordered, a printed card. */
async function fulfilmentTraces(rt: TestRuntime, orderId: string) {
  const jobs = await sql<{ n: number }>`
    select count(*)::int as n from pgboss.job where name = 'fulfil-order' and data->>'orderId' = ${orderId}`.execute(
    rt.ctx.db,
  );
  const cards = await rt.ctx.db
    .selectFrom("order_recipients")
    .select("status")
    .where("order_id", "=", orderId)
    .execute();
  const printed = await rt.ctx.db
    .selectFrom("local_print_orders")
    .select("id")
    .where("order_ref", "=", orderId)
    .execute();
  return { jobs: jobs.rows[0]?.n, cards: cards.map((c) => c.status), printed: printed.length };
}

async function order(rt: TestRuntime, id: string) {
  return rt.ctx.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

describe("with Stripe (fake, on loopback)", () => {
  let rt: TestRuntime;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let http: Awaited<ReturnType<typeof serveOnLoopback>>;
  beforeAll(async () => {
    fake = await startFakeStripe(KEY);
    rt = await startTestRuntime({
      STRIPE_SECRET_KEY: KEY,
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      PUBLIC_URL: "https://civic.test",
      METRICS_TOKEN: "test-metrics-token-123",
    });
    http = await serveOnLoopback(rt);
  });
  afterAll(async () => {
    await http?.close();
    await rt?.stop();
    await fake?.close();
  });

  // A webhook is acknowledged at once; its work is a queued job. This waits for that job.
  const handled = (payload: string) =>
    waitFor("the webhook's queued work", async () => {
      const row = await rt.ctx.db
        .selectFrom("vendor_events")
        .select("processed_at")
        .where("provider", "=", "stripe")
        .where("event_id", "=", JSON.parse(payload).id)
        .executeTakeFirst();
      return row?.processed_at ?? null;
    });
  const webhook = (payload: string) =>
    http.request(
      "POST",
      "/api/webhooks/stripe",
      {
        "content-type": "application/json",
        "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    );

  it("holds a 500-cent order paid with 1 cent, refunds the cent once, and sends no card", async () => {
    const error = vi.spyOn(rt.ctx.log, "error");
    const created = (await http.call("create-payment", orderBody(rt, 1))).body;
    expect(created.amountCents).toBe(500);
    const session = fake.pay(created.sessionId);
    session.amount_total = 1;
    const payload = fake.event("checkout.session.completed", session);
    for (let i = 0; i < 3; i++) expect((await webhook(payload)).status).toBe(200);
    await handled(payload);
    const verified = await http.call("verify-payment", { sessionId: created.sessionId });
    expect(verified.body).toMatchObject({ success: false, status: "payment_mismatch", postcardResults: null });

    expect(await order(rt, created.orderId)).toMatchObject({ status: "payment_mismatch", completed_at: null });
    expect(await fulfilmentTraces(rt, created.orderId)).toEqual({ jobs: 0, cards: ["pending"], printed: 0 });
    const refunds = fake.refunds.filter((r) => r.payment_intent === session.payment_intent);
    expect(refunds).toEqual([expect.objectContaining({ amount: 1, status: "succeeded" })]);
    const posts = fake.requests.filter(
      (r) => r.path === "/v1/refunds" && r.params.payment_intent === session.payment_intent,
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]?.idempotencyKey).toMatch(/^refund-/);
    const row = await rt.ctx.db
      .selectFrom("refunds")
      .selectAll()
      .where("order_id", "=", created.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount_cents: 1, status: "succeeded", provider_refund_id: refunds[0]?.id });

    // Operators: an error line and a metric.
    expect(error.mock.calls.filter(([, msg]) => String(msg).startsWith("payment does not match"))).toHaveLength(1);
    error.mockRestore();
    const metrics = await http.request("GET", "/metrics", { authorization: "Bearer test-metrics-token-123" });
    expect(metrics.text).toMatch(/^orders_payment_mismatch_total 1$/m);
  });

  it("holds a payment in another currency and refunds all of it", async () => {
    const created = (await http.call("create-payment", orderBody(rt, 2))).body;
    const session = fake.pay(created.sessionId);
    session.currency = "eur";
    const payload = fake.event("checkout.session.completed", session);
    expect((await webhook(payload)).status).toBe(200);
    await handled(payload);
    expect((await order(rt, created.orderId)).status).toBe("payment_mismatch");
    expect(await fulfilmentTraces(rt, created.orderId)).toMatchObject({ jobs: 0, printed: 0 });
    expect(fake.refunds.filter((r) => r.payment_intent === session.payment_intent)).toEqual([
      expect.objectContaining({ amount: 1000 }),
    ]);
  });

  it("retries a refund the provider could not make, through reconciliation, still once", async () => {
    const created = (await http.call("create-payment", orderBody(rt, 1))).body;
    const session = fake.pay(created.sessionId);
    session.amount_total = 250;
    fake.setRefundsDown(true);
    await webhook(fake.event("checkout.session.completed", session));
    const pending = await waitFor("the refund to fail once", () =>
      rt.ctx.db
        .selectFrom("refunds")
        .selectAll()
        .where("order_id", "=", created.orderId)
        .where("error", "is not", null)
        .executeTakeFirst(),
    );
    fake.setRefundsDown(false);
    expect(pending).toMatchObject({ status: "pending", error: expect.any(String) });
    await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 });
    await rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 0 });
    expect(fake.refunds.filter((r) => r.payment_intent === session.payment_intent)).toEqual([
      expect.objectContaining({ amount: 250 }),
    ]);
    expect((await order(rt, created.orderId)).status).toBe("payment_mismatch");
  });
});

describe("with the local test checkout", () => {
  let rt: TestRuntime;
  let http: Awaited<ReturnType<typeof serveOnLoopback>>;
  beforeAll(async () => {
    rt = await startTestRuntime({ LOCAL_MAIL_STEP_SECONDS: "3600" });
    http = await serveOnLoopback(rt);
  });
  afterAll(async () => {
    await http?.close();
    await rt?.stop();
  });

  it("holds a session whose amount was changed, refunds it in full, and sends no card", async () => {
    const created = (await http.call("create-payment", orderBody(rt, 3))).body;
    await rt.ctx.db
      .updateTable("local_checkout_sessions")
      .set({ amount_total: 1 })
      .where("id", "=", created.sessionId)
      .execute();
    const paid = await http.call("local-checkout-pay", {
      clientSecret: created.client_secret,
      cardNumber: testCards.paid,
      expiry: testCards.expiry,
      cvc: testCards.cvc,
    });
    expect(paid.body.status).toBe("complete");
    await http.call("verify-payment", { sessionId: created.sessionId });
    expect((await order(rt, created.orderId)).status).toBe("payment_mismatch");
    expect(await fulfilmentTraces(rt, created.orderId)).toEqual({
      jobs: 0,
      cards: ["pending", "pending", "pending"],
      printed: 0,
    });
    const refunds = await rt.ctx.db.selectFrom("local_refunds").selectAll().execute();
    expect(refunds.filter((r) => r.reason === "The payment did not match the order")).toEqual([
      expect.objectContaining({ amount: 1, status: "succeeded" }),
    ]);
  });
});
