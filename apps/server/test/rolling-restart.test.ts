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
    // requests and more orders, whose fulfilment, emails and refunds are most of the test's CPU
    // (2,000 requests and 224 orders in 46 s in the whole suite, against 1,200 and 133 in 18 s
    // alone). An order in every sixteenth request (the benchmark: every fourth) and a 40 ms pause
    // keep dozens of orders and hundreds of requests across each restart.
    orderEvery: 16,
    pauseMs: 40,
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
