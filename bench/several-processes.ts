// Benchmark (the full form of apps/server/test/several-processes.test.ts): one PostgreSQL, two
// ROLE=web processes and one ROLE=worker; lookups and paid orders through both web processes while
// a web process and then the worker are SIGKILLed and restarted.
// Usage: npx tsx bench/several-processes.ts [--orders 150] [--write]
import os from "node:os";
import { parseArgs } from "node:util";
import { runSeveralProcesses } from "../apps/server/test/several-processes/scenario";
import { writeFigures } from "./readme.mjs";
import { logLine, startScenarioRuntime } from "./scenario-runtime";

const { values } = parseArgs({ options: { orders: { type: "string", default: "150" }, write: { type: "boolean" } } });
const ORDERS = Number(values.orders);
const scenario = await startScenarioRuntime("several");

const report = await runSeveralProcesses({
  databaseUrl: scenario.databaseUrl,
  db: scenario.runtime.ctx.db,
  reconcile: () => scenario.runtime.ctx.services.fulfilment.reconcile({ olderThanSeconds: 2 }),
  legislators: scenario.legislators,
  orders: ORDERS,
  inFlight: 6,
  log: logLine,
});
await scenario.stop();

const r = report;
const figures = [
  "| orders (cards) | paid | lost cards | duplicated cards | refunds (expected) | duplicated refunds | rate-limit budget: allowed / limited | lookups | lookup p50 / p99 ms | requests failed over | seconds to settle all |",
  "| -------------- | ---- | ---------- | ---------------- | ------------------ | ------------------ | ------------------------------------ | ------- | ------------------- | -------------------- | --------------------- |",
  `| ${r.orders} (${r.cards}) | ${r.paid} | ${r.lostCards} | ${r.duplicatedCards} | ${r.refunds} (${r.refundsExpected}) | ${r.duplicatedRefunds} | ${r.rateLimit.budget}: ${r.rateLimit.allowed} / ${r.rateLimit.limited} | ${r.lookups.count} (${r.lookups.failed} failed) | ${r.lookups.p50.toFixed(0)} / ${r.lookups.p99.toFixed(0)} | ${r.failovers} | ${r.seconds.toFixed(1)} |`,
  "",
  `Two web processes, one worker, embedded PostgreSQL; web process 1 SIGKILLed a third of the way in and the worker two thirds in, both restarted (${r.restarts.web} + ${r.restarts.worker}). ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
].join("\n");
console.log(figures);
const ok =
  r.lostCards === 0 &&
  r.duplicatedCards === 0 &&
  r.duplicatedRefunds === 0 &&
  r.refunds === r.refundsExpected &&
  r.rateLimit.allowed === r.rateLimit.budget;
if (values.write) writeFigures("several", figures);
process.exit(ok ? 0 : 1);
