// Benchmark (the full form of apps/server/test/rolling-restart.test.ts): two ROLE=web processes and
// a ROLE=worker on an embedded PostgreSQL under steady traffic, each sent SIGTERM and started again
// in turn. Usage: npx tsx bench/rolling-restart.ts [--clients 6] [--settle 10] [--write]
import os from "node:os";
import { parseArgs } from "node:util";
import { runRollingRestart } from "../apps/server/test/several-processes/rolling-restart";
import { writeFigures } from "./readme.mjs";
import { logLine, startScenarioRuntime } from "./scenario-runtime";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "6" },
    settle: { type: "string", default: "10" },
    write: { type: "boolean" },
  },
});
const scenario = await startScenarioRuntime("rolling");

const r = await runRollingRestart({
  databaseUrl: scenario.databaseUrl,
  db: scenario.runtime.ctx.db,
  legislators: scenario.legislators,
  clients: Number(values.clients),
  orderEvery: 4,
  pauseMs: 10,
  settleMs: Number(values.settle) * 1000,
  log: logLine,
});
await scenario.stop();

const figures = [
  "| requests | failed | refused and sent to the other process | paid orders | lost cards | duplicated cards | refunds (expected) | duplicated refunds | emails unsent | seconds |",
  "| -------- | ------ | ------------------------------------- | ----------- | ---------- | ---------------- | ------------------ | ------------------ | ------------- | ------- |",
  `| ${r.requests} | ${r.failed} | ${r.refusedAndRetried} | ${r.paid} | ${r.lostCards} | ${r.duplicatedCards} | ${r.refunds} (${r.refundsExpected}) | ${r.duplicatedRefunds} | ${r.unsentEmails} | ${r.seconds.toFixed(1)} |`,
  "",
  `Two web processes and a worker restarted in turn (${r.restarts.join(", ")}), ${values.clients} clients, ${values.settle} s of traffic before the first restart and after each. ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
].join("\n");
console.log(figures);
if (r.failures.length) console.log("failures:", r.failures);
const ok =
  r.failed === 0 &&
  r.lostCards === 0 &&
  r.duplicatedCards === 0 &&
  r.unsentEmails === 0 &&
  r.duplicatedRefunds === 0 &&
  r.refunds === r.refundsExpected;
if (values.write) writeFigures("rolling", figures);
process.exit(ok ? 0 : 1);
