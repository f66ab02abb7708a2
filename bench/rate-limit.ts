// Benchmark: what a rate-limit check costs, counted in PostgreSQL (shared by every process) or
// in the process's memory (the directory lookups). Usage: npx tsx bench/rate-limit.ts [--calls 3000] [--write]
//
// Each check is one `consume` of the limiter the function API uses, for 50 clients in turn, with
// a budget that never runs out: sequential (one at a time: the latency a call adds) and 64 at
// once (the throughput one process gets from the shared table).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../apps/server/src/core/config";
import { createLogger } from "../apps/server/src/core/logger";
import { startRuntime } from "../apps/server/src/runtime";
import { writeFigures } from "./readme.mjs";

const { values } = parseArgs({ options: { calls: { type: "string", default: "3000" }, write: { type: "boolean" } } });
const CALLS = Number(values.calls);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-bench-rate-limit-"));
fs.chmodSync(dataDir, 0o755);
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
  ROLE: "web",
  RATE_LIMIT_ENABLED: "true",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
});
const runtime = await startRuntime(config, createLogger(config.LOG_LEVEL));
const { rateLimits } = runtime.ctx;

async function measure(name: string, perProcess: boolean) {
  const limit = { points: 1e9, windowSeconds: 600, ...(perProcess ? { perProcess: true as const } : {}) };
  await rateLimits.consume(`${name}-warm`, limit, "warm");
  let started = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) await rateLimits.consume(`${name}-seq`, limit, `client-${i % 50}`);
  const sequentialMs = (performance.now() - started) / CALLS;
  const cpuMs = (() => {
    const used = process.cpuUsage(cpu);
    return (used.user + used.system) / 1000 / CALLS;
  })();
  started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (next < CALLS) await rateLimits.consume(`${name}-par`, limit, `client-${next++ % 50}`);
    }),
  );
  const perSecond = CALLS / ((performance.now() - started) / 1000);
  return { name, sequentialMs, cpuMs, perSecond };
}

const rows = [await measure("postgres", false), await measure("memory", true)];
const table = [
  "| store | ms per check, one at a time | Node CPU ms per check | checks/s, 64 at once |",
  "| ----- | --------------------------- | --------------------- | -------------------- |",
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.sequentialMs.toFixed(3)} | ${r.cpuMs.toFixed(3)} | ${Math.round(r.perSecond).toLocaleString("en-US")} |`,
  ),
].join("\n");
const note = `${CALLS} checks each, one process, embedded PostgreSQL, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}) at load average ${os.loadavg()[0]?.toFixed(1)}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`;
console.log(`${table}\n\n${note}`);
if (values.write) writeFigures("rate-limit", `${table}\n\n${note}`);
await runtime.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
