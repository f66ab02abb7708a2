// Benchmark (the full form of apps/server/test/rolling-restart.test.ts): two ROLE=web processes and
// a ROLE=worker on an embedded PostgreSQL under steady traffic, each sent SIGTERM and started again
// in turn. Usage: npx tsx bench/rolling-restart.ts [--clients 6] [--settle 10] [--write]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../apps/server/src/core/config";
import { createLogger } from "../apps/server/src/core/logger";
import { startEmbeddedPostgres } from "../apps/server/src/db/embedded-postgres";
import { startRuntime } from "../apps/server/src/runtime";
import { runRollingRestart } from "../apps/server/test/several-processes/rolling-restart";
import { writeFigures } from "./readme.mjs";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "6" },
    settle: { type: "string", default: "10" },
    write: { type: "boolean" },
  },
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-bench-rolling-"));
fs.chmodSync(dir, 0o755);
const log = createLogger("warn");
const pg = await startEmbeddedPostgres(path.join(dir, "postgres"), log);
// This process migrates and imports the directory, then only checks.
const config = loadConfig({ ...process.env, DATA_DIR: dir, DATABASE_URL: pg.url, ROLE: "web", LOG_LEVEL: "warn" });
const runtime = await startRuntime(config, log);
const found = runtime.ctx.services.legislators.index.findByZip("33301");
const representative = found?.representatives.find((r) => !r.vacant);
if (!found || !representative) throw new Error("the directory has no Fort Lauderdale legislators");

const r = await runRollingRestart({
  databaseUrl: pg.url,
  db: runtime.ctx.db,
  legislators: { representative: representative.id, senators: found.senators.map((s) => s.id) },
  clients: Number(values.clients),
  orderEvery: 4,
  pauseMs: 10,
  settleMs: Number(values.settle) * 1000,
  log: (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`),
});
await runtime.stop();
await pg.stop();
fs.rmSync(dir, { recursive: true, force: true });

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
