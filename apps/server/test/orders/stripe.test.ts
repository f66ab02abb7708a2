import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripeCheckout, STRIPE_API_VERSION } from "../../src/providers/payments/stripe-checkout";
import { createPayment } from "../../src/services/payments/create-payment";
import { campaignInput, organiserCall, signInOrganiser } from "../campaigns/campaign-helpers";
import { startFakeStripe } from "../fakes/fake-stripe";
import { startTestRuntime, type TestRuntime } from "../harness";
import { orderBody } from "./order-fixtures";
import { waitFor } from "./wait";

const KEY = "sk_test_fake_key";
const WEBHOOK_SECRET = "whsec_test_secret";
let rt: TestRuntime;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
const stripe = new Stripe(KEY);

beforeAll(async () => {
  fake = await startFakeStripe(KEY);
  rt = await startTestRuntime({
    STRIPE_SECRET_KEY: KEY,
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    PUBLIC_URL: "https://civic.test",
  });
});
afterAll(async () => {
  await rt?.stop();
  await fake?.close();
});

function deliver(payload: string, signature?: string) {
  return rt.app.request("/api/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    body: payload,
  });
}
const signed = (payload: string) =>
  deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));

async function createAndPay(body = orderBody(rt, 3)) {
  const created = await rt.call("create-payment", body);
  expect(created.status).toBe(200);
  const session = fake.pay(created.body.sessionId);
  return { created: created.body, session };
}

describe("Stripe Embedded Checkout", () => {
  it("opens an embedded_page session with the pinned version, an idempotency key, and our return URL", async () => {
    const created = await rt.call("create-payment", orderBody(rt, 2));
    expect(created.body).toMatchObject({ provider: "stripe", amountCents: 1000 });
    const request = fake.requests.find((r) => r.path === "/v1/checkout/sessions" && r.method === "POST")!;
    expect(request.version).toBe(STRIPE_API_VERSION);
    expect(request.idempotencyKey).toBe(`checkout-session-${created.body.orderId}`);
    expect(request.params).toMatchObject({
      ui_mode: "embedded_page",
      mode: "payment",
      return_url: "https://civic.test/payment-return?session_id={CHECKOUT_SESSION_ID}",
      metadata: { order_id: created.body.orderId },
      line_items: [{ quantity: "1", price_data: { currency: "usd", unit_amount: "1000" } }],
    });
    expect(created.body.client_secret).toBe(fake.sessions.get(created.body.sessionId)!.client_secret);
  });

  it("opens Checkout in the sender's language: Latin American Spanish for a Spanish order, the browser's otherwise", async () => {
    const res = await rt.app.request("/api/functions/create-payment", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "lang=es" },
      body: JSON.stringify(orderBody(rt, 1)),
    });
    expect(res.status).toBe(200);
    const { sessionId } = (await res.json()) as { sessionId: string };
    const spanish = fake.requests.findLast((r) => r.path === "/v1/checkout/sessions" && r.method === "POST")!;
    expect(spanish.params).toMatchObject({ locale: "es-419" });
    expect(fake.sessions.get(sessionId)).toMatchObject({ locale: "es-419" });
    await rt.call("create-payment", orderBody(rt, 1));
    const english = fake.requests.findLast((r) => r.path === "/v1/checkout/sessions" && r.method === "POST")!;
    expect(english.params).not.toHaveProperty("locale");
    // A locale Stripe does not list is refused, by Stripe and by the fake alike.
    const direct = createStripeCheckout({ secretKey: KEY, apiUrl: fake.url });
    await expect(
      direct.createCheckoutSession({
        orderId: "00000000-0000-4000-8000-000000000001",
        orderNumber: 1,
        amountCents: 500,
        currency: "usd",
        email: "ana@example.org",
        description: "1 postal",
        returnUrl: "https://civic.test/payment-return?session_id={CHECKOUT_SESSION_ID}",
        idempotencyKey: "locale-refused",
        locale: "es-US" as never,
      }),
    ).rejects.toThrow(/Invalid locale/);
  });

  it("rejects unsigned and badly signed webhooks", async () => {
    const { session } = await createAndPay();
    const payload = fake.event("checkout.session.completed", session);
    expect((await deliver(payload)).status).toBe(401);
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" });
    expect((await deliver(payload, wrong)).status).toBe(401);
    const good = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(payload.replace("complete", "open"), good)).status).toBe(401);
    const order = await rt.ctx.db
      .selectFrom("orders")
      .select("status")
      .where("payment_session_id", "=", session.id)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe("pending_payment");
  });

  it("fulfils a paid order once, however often checkout.session.completed arrives", async () => {
    const { created, session } = await createAndPay();
    const payload = fake.event("checkout.session.completed", session);
    for (let i = 0; i < 3; i++) expect((await signed(payload)).status).toBe(200);
    const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
    expect(verified.body).toMatchObject({ success: true, status: "completed" });
    expect(verified.body.postcardResults?.summary).toMatchObject({ totalSent: 3, totalFailed: 0 });
    const printed = await rt.ctx.db
      .selectFrom("local_print_orders")
      .select("id")
      .where("order_ref", "=", created.orderId)
      .execute();
    expect(printed).toHaveLength(3);
    const events = await rt.ctx.db
      .selectFrom("vendor_events")
      .select("event_id")
      .where("provider", "=", "stripe")
      .execute();
    expect(new Set(events.map((e) => e.event_id)).size).toBe(events.length);
  });

  it("refunds one card's share through the Refunds API, once, with an idempotency key", async () => {
    const { created, session } = await createAndPay(orderBody(rt, 3, { simulateFailure: true, simulatedFailed: 1 }));
    await signed(fake.event("checkout.session.completed", session));
    const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
    expect(verified.body.postcardResults?.summary.totalFailed).toBe(1);
    const first = await rt.call("refund-payment", { sessionId: created.sessionId });
    const second = await rt.call("refund-payment", { sessionId: created.sessionId });
    expect(first.body).toMatchObject({ amount_cents: 400, status: "succeeded" });
    expect(second.body.refund_id).toBe(first.body.refund_id);
    const made = fake.refunds.filter((r) => r.payment_intent === session.payment_intent);
    expect(made).toEqual([expect.objectContaining({ amount: 400, id: first.body.refund_id })]);
    const refundPosts = fake.requests.filter((r) => r.path === "/v1/refunds" && r.method === "POST");
    expect(refundPosts.every((r) => r.idempotencyKey?.startsWith("refund-"))).toBe(true);
  });

  it("records a failed async payment and never fulfils it", async () => {
    const created = (await rt.call("create-payment", orderBody(rt, 1))).body;
    const session = fake.sessions.get(created.sessionId)!;
    session.status = "complete"; // e.g. a bank debit that later bounced
    expect((await signed(fake.event("checkout.session.async_payment_failed", session))).status).toBe(200);
    // Acknowledged at once; the queued job marks the order.
    await waitFor("the failed payment recorded", async () => {
      const order = await rt.ctx.db
        .selectFrom("orders")
        .select("status")
        .where("id", "=", created.orderId)
        .executeTakeFirst();
      return order?.status === "payment_failed";
    });
    const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
    expect(verified.body).toMatchObject({ success: false, status: "payment_failed" });
  });

  it("acknowledges (200) a signed event whose metadata.order_id is not a UUID, recording it with no order", async () => {
    const { session } = await createAndPay();
    const eventIds: string[] = [];
    for (const orderId of ["not-a-uuid", "1' or '1'='1", "", 42]) {
      const event = fake.event("checkout.session.completed", { ...session, metadata: { order_id: orderId } });
      eventIds.push(JSON.parse(event).id);
      expect((await signed(event)).status, String(orderId)).toBe(200);
    }
    const recorded = await rt.ctx.db
      .selectFrom("vendor_events")
      .select("order_id")
      .where("provider", "=", "stripe")
      .where("event_id", "in", eventIds)
      .execute();
    expect(recorded).toEqual(eventIds.map(() => ({ order_id: null })));
  });

  it("refuses the testing aid with live keys", async () => {
    const deps = {
      config: rt.ctx.config,
      db: rt.ctx.db,
      log: rt.ctx.log,
      jobs: rt.ctx.jobs,
      metrics: rt.ctx.metrics,
      legislators: rt.ctx.services.legislators,
      stateLegislators: rt.ctx.services.stateLegislators,
      campaigns: rt.ctx.services.campaigns,
      payments: { ...rt.ctx.services.payments.provider, testMode: false },
      printableFronts: rt.ctx.services.mailing.printableFronts,
    };
    await expect(
      createPayment(deps, orderBody(rt, 1, { simulateFailure: true }), "https://civic.test"),
    ).rejects.toMatchObject({ status: 400, message: "Simulated failures are only available in test mode." });
  });

  it("an organiser's prepayment of sponsored cards is a Stripe session like a sender's; the webhook credits it once and closing refunds the rest", async () => {
    const cookie = await signInOrganiser(rt, "stripe-organiser@example.org");
    const input = campaignInput();
    const { id } = await (await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, input)).json();
    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "live" });
    const funding = await (
      await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/budget`, cookie, { cards: 4 })
    ).json();
    expect(funding).toMatchObject({ provider: "stripe", amountCents: 2000 });
    const request = fake.requests.filter((r) => r.path === "/v1/checkout/sessions" && r.method === "POST").at(-1);
    expect(request?.params).toMatchObject({
      ui_mode: "embedded_page",
      return_url: `https://civic.test/organize/${id}?funded={CHECKOUT_SESSION_ID}`,
      line_items: [{ quantity: "1", price_data: { currency: "usd", unit_amount: "2000" } }],
    });
    const session = fake.pay(funding.sessionId);
    const event = fake.event("checkout.session.completed", session);
    await signed(event);
    await signed(fake.event("checkout.session.completed", session));
    const budget = async () => (await organiserCall(rt, "GET", `/api/organize/campaigns/${id}/budget`, cookie)).json();
    await waitFor("the budget credited", async () => (await budget()).remainingCards === 4);
    expect(await budget()).toMatchObject({ remainingCards: 4, fundedCards: 4, paidCents: 2000 });

    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "closed" });
    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "closed" });
    const made = fake.refunds.filter((r) => r.payment_intent === session.payment_intent);
    expect(made).toEqual([expect.objectContaining({ amount: 2000 })]);
    expect(await budget()).toMatchObject({ remainingCards: 0, unusedCards: 4, refundedCents: 2000 });
  });

  /** A live campaign of a new organiser with `cards` prepaid through Stripe and credited by the webhook. */
  const organisers = new Map<string, string>();
  async function fundedCampaign(organiser: string, cards: number) {
    // Signed in once per address: the sign-in endpoint's own limit counts every request of the file.
    const cookie = organisers.get(organiser) ?? (await signInOrganiser(rt, organiser));
    organisers.set(organiser, cookie);
    const { id } = await (await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, campaignInput())).json();
    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "live" });
    const funding = await (
      await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/budget`, cookie, { cards })
    ).json();
    const session = fake.pay(funding.sessionId);
    await signed(fake.event("checkout.session.completed", session));
    const budget = async () => (await organiserCall(rt, "GET", `/api/organize/campaigns/${id}/budget`, cookie)).json();
    await waitFor("the budget credited", async () => (await budget()).remainingCards === cards);
    return { id: id as string, cookie, session, budget };
  }
  const refundPosts = (key: string) =>
    fake.requests.filter((r) => r.path === "/v1/refunds" && r.idempotencyKey === key);

  it("a budget refund Stripe refuses is asked again by the refund-budget job with the same key: one refund", async () => {
    const { id, cookie, session, budget } = await fundedCampaign("refused-refund@example.org", 2);
    const [funding] = (await budget()).fundings;
    // The close's call and the client's own two retries are refused; the job's call is not.
    fake.refuseRefunds(3);
    const closed = await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "closed" });
    expect(closed.status).toBe(200);
    await waitFor("the job's refund", async () =>
      fake.refunds.some((r) => r.payment_intent === session.payment_intent),
    );
    await waitFor("the refund recorded", async () => (await budget()).refundedCents === 1000);
    expect(fake.refunds.filter((r) => r.payment_intent === session.payment_intent)).toEqual([
      expect.objectContaining({ amount: 1000 }),
    ]);
    expect(refundPosts(`budget-refund-${funding.id}`).length).toBe(4);
    // Asked once more (a second close): Stripe replays the same refund.
    await rt.ctx.services.payments.issueBudgetRefunds(id);
    expect(fake.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
  });

  it("a budget refund Stripe keeps refusing is asked by the job's own retries only, not by a job that queues itself again", async () => {
    const { id, cookie } = await fundedCampaign("refused-refund@example.org", 2);
    const [funding] = (await (await organiserCall(rt, "GET", `/api/organize/campaigns/${id}/budget`, cookie)).json())
      .fundings;
    fake.refuseRefunds(10_000);
    try {
      await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "closed" });
      const posts = () => refundPosts(`budget-refund-${funding.id}`).length;
      // The close's call and the job's first, each with the Stripe client's own two retries.
      await waitFor("the job's first try", async () => posts() >= 6);
      // A job queued from the running one would start within seconds, and again; the next retry
      // is the job's own, 30 s on.
      await new Promise((r) => setTimeout(r, 8_000));
      expect(posts()).toBe(6);
    } finally {
      fake.refuseRefunds(0);
    }
  });

  it("an organiser whose unused budget Stripe will not refund yet is told so and kept; erasing later refunds it once", async () => {
    const { id, cookie, session, budget } = await fundedCampaign("erase-refused@example.org", 2);
    // The erasure's call and the client's own two retries are refused.
    fake.refuseRefunds(3);
    const erase = () =>
      organiserCall(rt, "POST", "/api/organize/erase", cookie, { confirm: "erase my account and campaigns" });
    const refused = await erase();
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({
      error: {
        message:
          "Your unused prepaid cards could not be refunded yet, so your account is kept until they are. Please try again in a few minutes.",
      },
    });
    // Kept: the account, its campaign and what is owed; its budget, closed, takes no more.
    expect((await organiserCall(rt, "GET", "/api/organize/data", cookie)).status).toBe(200);
    const topUp = await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/budget`, cookie, { cards: 1 });
    expect(topUp.status).toBe(409);
    expect(await topUp.json()).toMatchObject({
      error: { message: "This campaign's prepaid cards were closed: it takes no more." },
    });
    await waitFor("the refund-budget job's refund", async () => (await budget()).refundedCents === 1000);
    expect((await erase()).status).toBe(200);
    expect(fake.refunds.filter((r) => r.payment_intent === session.payment_intent)).toEqual([
      expect.objectContaining({ amount: 1000 }),
    ]);
    const left = await rt.ctx.db.selectFrom("campaigns").select("id").where("id", "=", id).execute();
    expect(left).toEqual([]);
  });

  it("a budget refund whose answers are lost (made at Stripe, unanswered) is asked again and never made twice", async () => {
    const { id, cookie, session, budget } = await fundedCampaign("lost-refund@example.org", 2);
    const [funding] = (await budget()).fundings;
    fake.dropRefundAnswers(3);
    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "closed" });
    await waitFor("the refund recorded", async () => (await budget()).refundedCents === 1000);
    // The client's own retries (same key) all lost their answers; the job's retry looked first,
    // found the refund by its metadata, and asked for none.
    expect(refundPosts(`budget-refund-${funding.id}`).length).toBe(3);
    expect(fake.requests.some((r) => r.method === "GET" && r.path === "/v1/refunds")).toBe(true);
    expect(fake.refunds.filter((r) => r.payment_intent === session.payment_intent)).toEqual([
      expect.objectContaining({ amount: 1000 }),
    ]);
  });

  it("a prepayment Stripe reports paid for another amount is never credited and is refunded in full, once", async () => {
    const cookie = await signInOrganiser(rt, "mismatch@example.org");
    const { id } = await (await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, campaignInput())).json();
    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "live" });
    const funding = await (
      await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/budget`, cookie, { cards: 2 })
    ).json();
    const session = fake.pay(funding.sessionId);
    session.amount_total = 1;
    const payload = fake.event("checkout.session.completed", session);
    for (let i = 0; i < 3; i++) await signed(payload);
    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/budget/confirm`, cookie, { sessionId: session.id });
    const budget = async () => (await organiserCall(rt, "GET", `/api/organize/campaigns/${id}/budget`, cookie)).json();
    await waitFor("the mismatch refunded", async () => (await budget()).fundings[0]?.refundedCents === 1);
    expect(await budget()).toMatchObject({
      remainingCards: 0,
      fundedCards: 0,
      paidCents: 0,
      refundedCents: 0,
      fundings: [{ status: "payment_mismatch", amountCents: 1000, refundedCents: 1, refundingCents: 0 }],
    });
    expect(fake.refunds.filter((r) => r.payment_intent === session.payment_intent)).toEqual([
      expect.objectContaining({ amount: 1 }),
    ]);
    expect(refundPosts(`budget-refund-${(await budget()).fundings[0].id}`).length).toBeGreaterThanOrEqual(1);
    const metrics = await rt.ctx.metrics.registry.getSingleMetricAsString("orders_payment_mismatch_total");
    expect(metrics).toMatch(/orders_payment_mismatch_total [1-9]/);
  });
});
