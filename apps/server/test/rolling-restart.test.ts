import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "./harness";
import { floridaLegislators } from "./orders/order-fixtures";
import { runRollingRestart } from "./several-processes/rolling-restart";

/**
 * The short form of bench/rolling-restart.ts: two ROLE=web processes and a ROLE=worker under
 * steady traffic, each stopped with SIGTERM and started again in turn; no request fails and no
 * job is lost.
 */
let rt: TestRuntime;
beforeAll(async () => {
  // Only for its database and directory: it serves nothing and runs no jobs.
  rt = await startTestRuntime({ ROLE: "web" });
});
afterAll(async () => {
  await rt?.stop();
});

it("restarts every process in turn under traffic without a failed request or a lost job", async () => {
  const { representative, senators } = floridaLegislators(rt);
  const report = await runRollingRestart({
    databaseUrl: rt.ctx.config.DATABASE_URL as string,
    db: rt.ctx.db,
    legislators: { representative: representative.id, senators: senators.map((s) => s.id) },
    clients: 3,
    // Traffic runs until the last process is back, so on a busy machine a slower restart meant more
    // requests and more orders, whose fulfilment, emails and refunds are most of the test's CPU, and
    // that CPU slowed the restarts in turn (with a 40 ms pause: 1,900 requests and 114 orders in 53 s
    // beside the chaos test, 1,000 and 60 in 24 s alone). An order in every sixteenth request (the
    // benchmark: every fourth) and a 100 ms pause keep dozens of orders and a hundred or more requests
    // across each restart (alone: 393 requests, 24 orders, 43 CPU-seconds against 61).
    orderEvery: 16,
    pauseMs: 100,
    settleMs: 500,
    log: (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`),
  });
  console.log("rolling restart:", JSON.stringify(report));
  expect(report.restarts).toEqual(["web 0", "web 1", "worker"]);
  expect(report.failures).toEqual([]);
  expect(report.requests).toBeGreaterThan(50);
  expect(report.paid).toBeGreaterThan(3);
  expect(report.lostCards).toBe(0);
  expect(report.duplicatedCards).toBe(0);
  expect(report.unsentEmails).toBe(0);
  expect(report.refunds).toBe(report.refundsExpected);
  expect(report.duplicatedRefunds).toBe(0);
}, 240_000);
