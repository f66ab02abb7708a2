import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { refundCents } from "@civic/contracts/pricing";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startFakeIgnitePost } from "../fakes/fake-ignitepost";
import { startFakeStripe } from "../fakes/fake-stripe";
import { startTestRuntime, type TestRuntime } from "../harness";
import { orderBody } from "./order-fixtures";
import { waitFor } from "./wait";

/**
 * 200 paid orders of 1–3 cards; per order the Stripe webhook arrives 3 times and verify-payment
 * is called 5 times at once; worker processes (ROLE=worker, same database) are SIGKILLed and
 * replaced throughout, and the vendor answers 503 or loses its answer now and then. Afterwards
 * every card reached the vendor exactly once and every failed card was refunded exactly once.
 */
const ORDERS = Number(process.env.CHAOS_ORDERS ?? 200);
const IN_FLIGHT = 40;
const WORKERS = 2;
const KILLS = 5;
const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const STRIPE_KEY = "sk_test_chaos";
const WEBHOOK_SECRET = "whsec_chaos";
const IGNITEPOST_TOKEN = "ip_chaos";

let rt: TestRuntime;
let stripeFake: Awaited<ReturnType<typeof startFakeStripe>>;
let vendor: Awaited<ReturnType<typeof startFakeIgnitePost>>;
const workers = new Set<ReturnType<typeof spawn>>();
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
    IGNITEPOST_TOKEN,
    IGNITEPOST_API_URL: vendor.url,
    LOCAL_MAIL_STEP_SECONDS: "3600",
  };
}

/** A worker process; `ready` resolves once its job workers run (start-up takes seconds). */
function startWorker() {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      ROLE: "worker",
      LOG_LEVEL: "info",
      DATA_DIR: workerDataDir,
      DATABASE_URL: rt.ctx.config.DATABASE_URL,
      ...vendorEnv(),
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  workers.add(child);
  child.on("exit", () => workers.delete(child));
  if (process.env.CHAOS_DEBUG) child.stdout?.pipe(fs.createWriteStream("/tmp/chaos-workers.log", { flags: "a" }));
  const ready = new Promise<void>((resolve) => {
    child.stdout?.on("data", (d) => {
      if (String(d).includes("job workers started")) resolve();
    });
  });
  return { child, ready };
}

it("fulfils every card exactly once and refunds every failed card exactly once through crashes", async () => {
  const stripe = new Stripe(STRIPE_KEY);
  vendor.knobs.failRate = 0.05;
  vendor.knobs.dropRate = 0.05;

  // Each worker is SIGKILLed a moment after it starts working and replaced at once, until
  // KILLS crashes have happened; the last ones finish the run.
  let kills = 0;
  let loadDone = false;
  const crashLater = (worker: ReturnType<typeof startWorker>) => {
    void worker.ready.then(async () => {
      await new Promise((r) => setTimeout(r, 500 + Math.random() * 2_000));
      if (kills >= KILLS || loadDone) return;
      kills++;
      worker.child.kill("SIGKILL");
      crashLater(startWorker());
    });
  };
  const t0 = Date.now();
  const first = Array.from({ length: WORKERS }, () => startWorker());
  await Promise.all(first.map((w) => w.ready));
  const workersReadyMs = Date.now() - t0;
  for (const w of first) crashLater(w);
  // Stands in for the every-minute reconciliation job, at test speed.
  const reconcile = setInterval(() => {
    rt.ctx.services.orders.reconcile({ olderThanSeconds: 2 }).catch(() => {});
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
    90_000,
  );
  loadDone = true;
  clearInterval(reconcile);
  const drainMs = Date.now() - t0 - workersReadyMs - loadMs;

  const orders = await rt.ctx.db.selectFrom("orders").selectAll().execute();
  const recipients = await rt.ctx.db.selectFrom("order_recipients").selectAll().execute();
  const postsByUid = new Map<string, number>();
  for (const o of vendor.orders) postsByUid.set(o.uid, (postsByUid.get(o.uid) ?? 0) + 1);
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
}, 240_000);
