import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../apps/server/src/core/config";
import { createLogger } from "../apps/server/src/core/logger";
import { startEmbeddedPostgres } from "../apps/server/src/db/embedded-postgres";
import { startRuntime } from "../apps/server/src/runtime";

/**
 * For the benchmarks that run several server processes: an embedded PostgreSQL in a fresh
 * directory, migrated and with the directory imported by this process (which then only checks the
 * outcome), and the Fort Lauderdale (33301) legislators the scenarios write to.
 */
export async function startScenarioRuntime(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `civic-bench-${name}-`));
  fs.chmodSync(dir, 0o755);
  const log = createLogger("warn");
  const pg = await startEmbeddedPostgres(path.join(dir, "postgres"), log);
  const config = loadConfig({ ...process.env, DATA_DIR: dir, DATABASE_URL: pg.url, ROLE: "web", LOG_LEVEL: "warn" });
  const runtime = await startRuntime(config, log);
  const found = runtime.ctx.services.legislators.index.findByZip("33301");
  const representative = found?.representatives.find((r) => !r.vacant);
  if (!found || !representative) throw new Error("the directory has no Fort Lauderdale legislators");
  return {
    databaseUrl: pg.url,
    runtime,
    legislators: { representative: representative.id, senators: found.senators.map((s) => s.id) },
    async stop() {
      await runtime.stop();
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const logLine = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
