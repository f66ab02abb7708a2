// Benchmark (the full form of apps/server/test/several-processes.test.ts): one PostgreSQL, two
// ROLE=web processes and one ROLE=worker; lookups and paid orders through both web processes while
// a web process and then the worker are SIGKILLed and restarted.
// Usage: npx tsx bench/several-processes.ts [--orders 150] [--write]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../apps/server/src/core/config";
import { createLogger } from "../apps/server/src/core/logger";
import { startEmbeddedPostgres } from "../apps/server/src/db/embedded-postgres";
import { startRuntime } from "../apps/server/src/runtime";
import { runSeveralProcesses } from "../apps/server/test/several-processes/scenario";
import { writeFigures } from "./readme.mjs";

const { values } = parseArgs({ options: { orders: { type: "string", default: "150" }, write: { type: "boolean" } } });
const ORDERS = Number(values.orders);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-bench-several-"));
fs.chmodSync(dir, 0o755);
const log = createLogger("warn");
const pg = await startEmbeddedPostgres(path.join(dir, "postgres"), log);
// This process migrates and imports the directory, then only checks and reconciles.
const config = loadConfig({ ...process.env, DATA_DIR: dir, DATABASE_URL: pg.url, ROLE: "web", LOG_LEVEL: "warn" });
const runtime = await startRuntime(config, log);
const found = runtime.ctx.services.legislators.index.findByZip("33301");
const representative = found?.representatives.find((r) => !r.vacant);
if (!found || !representative) throw new Error("the directory has no Fort Lauderdale legislators");

const report = await runSeveralProcesses({
  databaseUrl: pg.url,
  db: runtime.ctx.db,
  reconcile: () => runtime.ctx.services.orders.reconcile({ olderThanSeconds: 2 }),
  legislators: { representative: representative.id, senators: found.senators.map((s) => s.id) },
  orders: ORDERS,
  inFlight: 6,
  log: (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`),
});
await runtime.stop();
await pg.stop();
fs.rmSync(dir, { recursive: true, force: true });

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
