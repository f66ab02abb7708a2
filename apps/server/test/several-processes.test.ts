import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "./harness";
import { floridaLegislators } from "./orders/order-fixtures";
import { runSeveralProcesses } from "./several-processes/scenario";

/**
 * The short form of bench/several-processes.ts: two ROLE=web processes and one ROLE=worker on the
 * test's PostgreSQL, a web process and the worker SIGKILLed and restarted while orders flow.
 */
let rt: TestRuntime;
beforeAll(async () => {
  // Only for its database, directory and reconciliation: it serves nothing and runs no jobs.
  rt = await startTestRuntime({ ROLE: "web" });
});
afterAll(async () => {
  await rt?.stop();
});

it("loses and duplicates no card or refund through crashes, and keeps one rate-limit budget per client", async () => {
  const { representative, senators } = floridaLegislators(rt);
  const report = await runSeveralProcesses({
    databaseUrl: rt.ctx.config.DATABASE_URL as string,
    db: rt.ctx.db,
    reconcile: () => rt.ctx.services.fulfilment.reconcile({ olderThanSeconds: 2 }),
    legislators: { representative: representative.id, senators: senators.map((s) => s.id) },
    orders: 12,
    inFlight: 3,
    log: (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`),
  });
  console.log("several processes:", JSON.stringify(report));
  expect(report.restarts).toEqual({ web: 1, worker: 1 });
  expect(report.paid).toBe(12);
  expect(report.lostCards).toBe(0);
  expect(report.duplicatedCards).toBe(0);
  expect(report.refunds).toBe(report.refundsExpected);
  expect(report.duplicatedRefunds).toBe(0);
  expect(report.lookups.count).toBeGreaterThan(0);
  expect(report.lookups.failed).toBe(0);
  expect(report.rateLimit.allowed).toBe(report.rateLimit.budget);
  expect(report.rateLimit.limited).toBe(4);
}, 300_000);
