import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { refundCents } from "@civic/contracts/pricing";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startFakeIgnitePost } from "../fakes/fake-ignitepost";
import { startFakeStripe } from "../fakes/fake-stripe";
import { createTestDatabase, startTestRuntime, type TestRuntime } from "../harness";
import { mailFilesIn } from "../mail-outbox";
import { serverEnv, startServerProcess } from "../several-processes/server-process";
import { startTcpProxy } from "../tcp-proxy";
import { orderBody } from "./order-fixtures";
import { waitFor } from "./wait";

/**
 * 200 paid orders of 1–3 cards; per order the Stripe webhook arrives 3 times and verify-payment
 * is called 5 times at once; worker processes (ROLE=worker, same database) are SIGKILLed and
 * replaced throughout, and the vendor answers 503 or loses its answer now and then (each such card
 * waits for an operator, played by `actAsOperator`). Afterwards every card reached the vendor
 * exactly once and every failed card was refunded exactly once.
 * Then the database goes away under paid orders (the short form of bench/database-outage.ts).
 */
const ORDERS = Number(process.env.CHAOS_ORDERS ?? 200);
const IN_FLIGHT = 20;
const WORKERS = 2;
const KILLS = 4;
const STRIPE_KEY = "sk_test_chaos";
const WEBHOOK_SECRET = "whsec_chaos";
const IGNITEPOST_TOKEN = "ip_chaos";

let rt: TestRuntime;
let stripeFake: Awaited<ReturnType<typeof startFakeStripe>>;
let vendor: Awaited<ReturnType<typeof startFakeIgnitePost>>;
const workers = new Set<ChildProcess>();
const workerDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-chaos-"));

beforeAll(async () => {
  stripeFake = await startFakeStripe(STRIPE_KEY);
  vendor = await startFakeIgnitePost(IGNITEPOST_TOKEN);
  rt = await startTestRuntime({ ROLE: "web", RATE_LIMIT_ENABLED: "false", ...vendorEnv() });
});
afterAll(async () => {
  for (const w of workers) w.kill("SIGKILL");
  await rt?.stop();
  await stripeFake?.close();
  await vendor?.close();
  fs.rmSync(workerDataDir, { recursive: true, force: true });
});

function vendorEnv() {
  return {
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeFake.url,
    MAILING_VENDORS: "ignitepost",
    IGNITEPOST_TOKEN,
    IGNITEPOST_API_URL: vendor.url,
    IGNITEPOST_FONT: "becca",
    IGNITEPOST_IMAGE: "thank-you-1",
    LOCAL_MAIL_STEP_SECONDS: "3600",
  };
}

/**
 * Stands in for an operator: IgnitePost has no idempotency, so a card whose call may have reached
 * it (a lost answer, a 503, a worker killed mid-call) waits in Needs attention. The operator looks
 * it up in IgnitePost's dashboard (here: the fake's orders, by uid) and says "IgnitePost has it"
 * with its id, or "Send it again".
 */
async function actAsOperator(runtime: TestRuntime) {
  const unknown = await runtime.ctx.db
    .selectFrom("order_recipients")
    .select("id")
    .where("status", "=", "outcome_unknown")
    .execute();
  const operator = { email: "ops@civicpostcard.test" };
  for (const card of unknown) {
    const found = vendor.orders.find((o) => o.uid === `card-${card.id}`);
    const req = { reason: "Looked it up in IgnitePost's dashboard", idempotencyKey: crypto.randomUUID() };
    const decided = found
      ? runtime.ctx.services.admin.confirmAtVendor(operator, card.id, { ...req, vendorOrderId: found.id })
      : runtime.ctx.services.admin.sendAgain(operator, card.id, req);
    await decided.catch(() => {});
  }
}

/**
 * A worker process on the snapshot's day, as the test's own runtime (the members its orders name
 * still sit); `ready` resolves once its job workers run, and rejects with its output if it exits first.
 */
function startWorker() {
  const worker = startServerProcess(
    serverEnv(rt.ctx.config.DATABASE_URL as string, workerDataDir, { ROLE: "worker", ...vendorEnv() }),
  );
  workers.add(worker.child);
  worker.child.on("exit", () => workers.delete(worker.child));
  if (process.env.CHAOS_DEBUG)
    worker.child.stdout?.pipe(fs.createWriteStream("/tmp/chaos-workers.log", { flags: "a" }));
  return worker;
}

// Not retried: a second attempt would run on the first one's database, and its counts (every
// order, card and refund there) could not pass; the first attempt's failure is the one to read.
it("fulfils every card exactly once and refunds every failed card exactly once through crashes", {
  retry: 0,
  timeout: 300_000,
}, async () => {
  const stripe = new Stripe(STRIPE_KEY);
  vendor.knobs.failRate = 0.05;
  vendor.knobs.dropRate = 0.05;

  // While orders flow, a running worker is SIGKILLed every few seconds and replaced; the next
  // crash waits for the replacement to be up, so there is always a worker and the crashes land
  // mid-run even on a slow machine.
  const t0 = Date.now();
  const running = Array.from({ length: WORKERS }, () => startWorker());
  await Promise.all(running.map((w) => w.ready));
  const workersReadyMs = Date.now() - t0;
  let kills = 0;
  const crashes = (async () => {
    while (kills < KILLS) {
      await new Promise((r) => setTimeout(r, 1_000 + Math.random() * 2_000));
      const victim = running.splice(Math.floor(Math.random() * running.length), 1)[0]!;
      victim.child.kill("SIGKILL");
      kills++;
      const replacement = startWorker();
      running.push(replacement);
      await replacement.ready;
    }
  })();
  // Stands in for the every-minute reconciliation job, at test speed.
  const reconcile = setInterval(() => {
    rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 2 }).catch(() => {});
    actAsOperator(rt).catch(() => {});
  }, 2_000);

  let webhookDeliveries = 0;
  let verifyCalls = 0;
  const placeOne = async (i: number) => {
    const cards = ((i % 3) + 1) as 1 | 2 | 3;
    const failing = i % 4 === 0 ? (i % cards) + 1 : 0;
    const body = orderBody(rt, cards, failing ? { simulateFailure: true, simulatedFailed: failing } : {});
    const created = await rt.call("create-payment", body);
    expect(created.status).toBe(200);
    const payload = stripeFake.event("checkout.session.completed", stripeFake.pay(created.body.sessionId));
    const deliver = async () => {
      const res = await rt.app.request("/api/webhooks/stripe", {
        method: "POST",
        headers: { "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
        body: payload,
      });
      webhookDeliveries++;
      return res.status;
    };
    const verify = async () => {
      const res = await rt.call("verify-payment", { sessionId: created.body.sessionId });
      verifyCalls++;
      return res.status;
    };
    const answers = await Promise.all([
      deliver(),
      deliver(),
      deliver(),
      verify(),
      verify(),
      verify(),
      verify(),
      verify(),
    ]);
    expect(answers.every((s) => s === 200)).toBe(true);
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < ORDERS) await placeOne(next++);
    }),
  );
  const loadMs = Date.now() - t0 - workersReadyMs;
  await waitFor(
    "every order to complete",
    async () => {
      const left = await rt.ctx.db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "!=", "completed")
        .executeTakeFirstOrThrow();
      return Number(left.n) === 0;
    },
    150_000,
  );
  await crashes;
  clearInterval(reconcile);
  const drainMs = Date.now() - t0 - workersReadyMs - loadMs;

  const orders = await rt.ctx.db.selectFrom("orders").selectAll().execute();
  const recipients = await rt.ctx.db.selectFrom("order_recipients").selectAll().execute();
  const postsByUid = new Map<string, number>();
  for (const o of vendor.orders) postsByUid.set(o.uid ?? "", (postsByUid.get(o.uid ?? "") ?? 0) + 1);
  const ordered = recipients.filter((r) => r.status === "ordered");
  const failedCards = recipients.filter((r) => r.status === "failed");
  let wrongRefunds = 0;
  for (const order of orders) {
    const mine = recipients.filter((r) => r.order_id === order.id);
    const failed = mine.filter((r) => r.status === "failed").length;
    const made = stripeFake.refunds.filter((r) => r.payment_intent === order.payment_intent_id).map((r) => r.amount);
    const expected = failed ? [refundCents(order.amount_cents, mine.length, failed)] : [];
    if (JSON.stringify(made) !== JSON.stringify(expected)) wrongRefunds++;
  }
  const counts = {
    orders: orders.length,
    cards: recipients.length,
    cardsOrdered: ordered.length,
    cardsFailed: failedCards.length,
    vendorOrders: vendor.orders.length,
    cardsSentTwice: [...postsByUid.values()].filter((n) => n > 1).length,
    orderedCardsMissingAtVendor: ordered.filter((r) => postsByUid.get(`card-${r.id}`) !== 1).length,
    failedCardsSentAnyway: failedCards.filter((r) => postsByUid.has(`card-${r.id}`)).length,
    refunds: stripeFake.refunds.length,
    ordersRefundedWrongly: wrongRefunds,
    webhookDeliveries,
    verifyCalls,
    workerKills: kills,
    workersReadyMs,
    loadMs,
    drainMs,
  };
  console.log("chaos test counts", counts);
  expect(orders).toHaveLength(ORDERS);
  expect(failedCards.every((r) => r.simulate_failure)).toBe(true);
  expect(kills).toBeGreaterThanOrEqual(3);
  expect(counts.cardsSentTwice).toBe(0);
  expect(counts.orderedCardsMissingAtVendor).toBe(0);
  expect(counts.failedCardsSentAnyway).toBe(0);
  expect(counts.vendorOrders).toBe(counts.cardsOrdered);
  expect(counts.ordersRefundedWrongly).toBe(0);
  expect(counts.refunds).toBe(
    orders.filter((o) => recipients.some((r) => r.order_id === o.id && r.status === "failed")).length,
  );
});

/**
 * Paid orders in flight while PostgreSQL cannot be reached for a few seconds (a TCP proxy between
 * the process and the database is cut, then restored). Meanwhile every call that needs the
 * database answers 503 `unavailable` with Retry-After, lookups still answer from memory, the
 * workers wait, and the process carries on; afterwards every card reached the vendor exactly once
 * and no refund or email went out twice.
 */
it("loses and repeats nothing while the database is away, and answers 503 unavailable meanwhile", async () => {
  const OUTAGE_ORDERS = 18;
  const stripe = new Stripe(STRIPE_KEY);
  vendor.knobs.failRate = 0;
  vendor.knobs.dropRate = 0;
  const proxy = await startTcpProxy(await createTestDatabase());
  const app = await startTestRuntime({
    ROLE: "all",
    RATE_LIMIT_ENABLED: "false",
    ...vendorEnv(),
    DATABASE_URL: proxy.url,
  });
  try {
    const outageAnswers: { status: number; code?: string; retryAfter: string | null; message?: string }[] = [];
    /** Asks until answered 200, as a person (or Stripe's retries) would after a 503. */
    const until200 = async (ask: () => Response | Promise<Response>) => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const res = await ask();
        if (res.status === 200) return (await res.json()) as Record<string, any>;
        const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
        outageAnswers.push({
          status: res.status,
          code: body?.error?.code,
          message: body?.error?.message,
          retryAfter: res.headers.get("retry-after"),
        });
        await new Promise((r) => setTimeout(r, 250)); // Retry-After, at test speed
      }
      throw new Error("no answer after 200 attempts");
    };
    const call = (name: string, body: unknown) => async () =>
      app.app.request(`/api/functions/${name}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const paid: { orderId: string; sessionId: string }[] = [];
    const placeOne = async (i: number) => {
      const cards = ((i % 3) + 1) as 1 | 2 | 3;
      const extra = i % 4 === 0 ? { simulateFailure: true, simulatedFailed: 1 } : {};
      const created = await until200(call("create-payment", orderBody(app, cards, extra)));
      const payload = stripeFake.event("checkout.session.completed", stripeFake.pay(created.sessionId));
      const deliver = () =>
        until200(() =>
          app.app.request("/api/webhooks/stripe", {
            method: "POST",
            headers: {
              "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
            },
            body: payload,
          }),
        );
      await Promise.all([deliver(), deliver(), until200(call("verify-payment", { sessionId: created.sessionId }))]);
      paid.push({ orderId: created.orderId, sessionId: created.sessionId });
    };

    let next = 0;
    const placing = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < OUTAGE_ORDERS) await placeOne(next++);
      }),
    );
    await waitFor("a third of the orders placed", async () => next >= OUTAGE_ORDERS / 3);
    await proxy.cut();
    // While the database is away: a call that needs it is a 503 a person can act on, the lookups
    // answer from memory, /readyz says not ready.
    const draft = await call("draft-postcard-message", { concerns: "Bridges", personalImpact: "", zipCode: "82001" })();
    const lookup = await call("lookup-legislators", { zipCode: "82001" })();
    const ready = await app.app.request("/readyz");
    await new Promise((r) => setTimeout(r, 3_000));
    await proxy.restore();
    await placing;

    expect(draft.status).toBe(503);
    expect(draft.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await draft.json()).error).toMatchObject({
      code: "unavailable",
      message: "We're briefly unavailable. Please try again in a moment.",
    });
    expect(lookup.status).toBe(200);
    expect(ready.status).toBe(503);
    expect(outageAnswers.length).toBeGreaterThan(0);
    for (const answer of outageAnswers) {
      expect(answer).toMatchObject({ status: 503, code: "unavailable", retryAfter: expect.stringMatching(/^\d+$/) });
    }

    const ids = paid.map((p) => p.orderId);
    const db = app.ctx.db;
    // What was still open at the last look, so that a timeout says what got stuck.
    let stuck = "";
    await waitFor(
      "every paid order to complete and its emails to go out",
      async () => {
        const open = await db
          .selectFrom("orders")
          .select(["id", "status"])
          .where("id", "in", ids)
          .where("status", "!=", "completed")
          .execute();
        const unsent = await db.selectFrom("emails").selectAll().where("sent_at", "is", null).execute();
        if (open.length || unsent.length) {
          const openIds = open.map((o) => o.id);
          const openCards = openIds.length
            ? await db
                .selectFrom("order_recipients")
                .select(["order_id", "status"])
                .where("order_id", "in", openIds)
                .execute()
            : [];
          stuck = JSON.stringify({ open, openCards, unsent });
          await app.ctx.services.fulfilment.reconcile({ olderThanSeconds: 2 }).catch(() => {});
          await actAsOperator(app).catch(() => {});
        }
        return open.length === 0 && unsent.length === 0;
      },
      // Three minutes: on a busy machine CI once ran out of two here.
      180_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; still open: ${stuck}`);
    });
    const orders = await db.selectFrom("orders").selectAll().where("id", "in", ids).execute();
    const cards = await db.selectFrom("order_recipients").selectAll().where("order_id", "in", ids).execute();
    const atVendor = (id: string) => vendor.orders.filter((o) => o.uid === `card-${id}`).length;
    const emails = await db.selectFrom("emails").select("id").where("sent_at", "is not", null).execute();
    const emlFiles = mailFilesIn(app.dataDir).length;
    const counts = {
      orders: orders.length,
      cards: cards.length,
      lost: cards.filter((c) => c.status === "ordered" && atVendor(c.id) !== 1).length,
      duplicated: cards.filter((c) => atVendor(c.id) > 1).length,
      failedSentAnyway: cards.filter((c) => c.status === "failed" && atVendor(c.id) > 0).length,
      refunds: stripeFake.refunds.filter((r) => orders.some((o) => o.payment_intent_id === r.payment_intent)).length,
      refundsExpected: orders.filter((o) => cards.some((c) => c.order_id === o.id && c.status === "failed")).length,
      emailsSent: emails.length,
      emlFiles,
      outageAnswers: outageAnswers.length,
    };
    console.log("database outage counts", counts);
    expect(orders).toHaveLength(OUTAGE_ORDERS);
    expect(orders.every((o) => o.status === "completed")).toBe(true);
    expect(counts.lost).toBe(0);
    expect(counts.duplicated).toBe(0);
    expect(counts.failedSentAnyway).toBe(0);
    expect(counts.refunds).toBe(counts.refundsExpected);
    expect(counts.emlFiles).toBe(counts.emailsSent);
  } finally {
    await app.stop();
    await proxy.close();
  }
}, 300_000);
