import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripeCheckout } from "../../src/providers/payments/stripe-checkout";
import { startFakeStripe } from "../fakes/fake-stripe";

const KEY = "sk_test_idempotency";
const DAY_MS = 24 * 60 * 60 * 1000;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;

beforeAll(async () => {
  fake = await startFakeStripe(KEY);
});
afterAll(async () => {
  await fake?.close();
});

const stripe = () => createStripeCheckout({ secretKey: KEY, apiUrl: fake.url });

/** A paid session of $15.00, as the buyer leaves Stripe's form. */
async function paidSession(orderId: string) {
  const { sessionId } = await stripe().createCheckoutSession({
    orderId,
    orderNumber: 1,
    amountCents: 1500,
    currency: "usd",
    email: "ana@example.com",
    description: "3 handwritten postcards",
    returnUrl: "https://civic.test/payment-return?session_id={CHECKOUT_SESSION_ID}",
    idempotencyKey: `checkout-session-${orderId}`,
  });
  const session = fake.pay(sessionId);
  return { sessionId, paymentIntentId: session.payment_intent as string };
}

const refundsOf = (paymentIntentId: string) => fake.refunds.filter((r) => r.payment_intent === paymentIntentId);

describe("Stripe refunds and idempotency keys, as Stripe keeps them", () => {
  it("a refund whose first call got a saved 500 is not made twice, also once the key's answer expired", async () => {
    const payment = await paidSession("order-saved-500");
    const ask = () =>
      stripe().refund({ ...payment, amountCents: 500, idempotencyKey: "budget-refund-f1", reason: "Closed campaign" });
    // Stripe made the refund but answered 500, and keeps that 500 for the key: the client's own
    // retry gets it replayed. The refund is found by its metadata instead of being asked again.
    fake.failRefundsAfterExecuting(1);
    const first = await ask();
    const posts = () =>
      fake.requests.filter((r) => r.path === "/v1/refunds" && r.method === "POST").map((r) => r.idempotencyKey);
    const asked = posts();
    expect(asked.length).toBeGreaterThan(1); // the 500, then its replays
    expect(new Set(asked)).toEqual(new Set(["budget-refund-f1"]));
    expect(refundsOf(payment.paymentIntentId)).toHaveLength(1);
    expect(first).toEqual({ refundId: refundsOf(payment.paymentIntentId)[0]!.id, status: "succeeded" });
    // The job's retry the same day, then after Stripe pruned the key (when the same key would make
    // a new refund): found each time, never made again.
    expect(await ask()).toEqual(first);
    fake.advanceClock(DAY_MS + 1);
    expect(await ask()).toEqual(first);
    expect(refundsOf(payment.paymentIntentId)).toHaveLength(1);
    expect(posts()).toEqual(asked);
    expect(refundsOf(payment.paymentIntentId)[0]!.metadata).toMatchObject({ refund_key: "budget-refund-f1" });
  });

  it("a saved 500 that made no refund is asked again under a new key, once", async () => {
    const payment = await paidSession("order-saved-500-nothing-made");
    const ask = () =>
      stripe().refund({ ...payment, amountCents: 500, idempotencyKey: "refund-r2", reason: "A card failed" });
    fake.failRefundsBeforeExecuting(1);
    // The key's saved 500 would come back for a day: after looking again, a new key asks, once.
    const retried = await ask();
    expect(retried.status).toBe("succeeded");
    expect(refundsOf(payment.paymentIntentId)).toHaveLength(1);
    const keys = fake.requests
      .filter((r) => r.path === "/v1/refunds" && r.method === "POST" && r.idempotencyKey?.startsWith("refund-r2"))
      .map((r) => r.idempotencyKey);
    expect(keys.slice(0, 2)).toEqual(["refund-r2", "refund-r2"]); // the 500, then its replay
    expect(keys.at(-1)).toMatch(/^refund-r2:after-req_\d+$/);
    // And again: found, not made.
    expect(await ask()).toEqual(retried);
    expect(refundsOf(payment.paymentIntentId)).toHaveLength(1);
  });
});
