import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FunctionName, FunctionRequest } from "@civic/contracts/functions";
import pg from "pg";
import { inject } from "vitest";
import { loadConfig } from "../src/core/config";
import { createLogger } from "../src/core/logger";
import { type Runtime, startRuntime } from "../src/runtime";
import { BUNDLED_SNAPSHOT_DIR } from "../src/services/legislators/read-sources";
import { TEMPLATE_DB } from "./global-setup";

/** A fresh database in the run's PostgreSQL: migrated, with the legislator directory imported. */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<string> {
  const admin = inject("adminDatabaseUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}${options.empty ? "" : ` TEMPLATE ${TEMPLATE_DB}`}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestRuntime extends Runtime {
  dataDir: string;
  /** POST /api/functions/{name} through app.request(): status and parsed JSON. */
  call<N extends FunctionName>(name: N, body: FunctionRequest<N> | string): Promise<{ status: number; body: any }>;
}

/** The real runtime (database, jobs, services) against a fresh database; no port is opened. */
export async function startTestRuntime(
  env: Record<string, string> = {},
  options: { emptyDatabase?: boolean } = {},
): Promise<TestRuntime> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-test-data-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: await createTestDatabase({ empty: options.emptyDatabase }),
    LOG_LEVEL: "silent",
    // Tests never reach upstream: the directory comes from the snapshot shipped in the repo.
    CONGRESS_DATA_DIR: BUNDLED_SNAPSHOT_DIR,
    ...env,
  });
  const runtime = await startRuntime(config, createLogger(config.LOG_LEVEL));
  return {
    ...runtime,
    dataDir,
    async call(name, body) {
      const res = await runtime.app.request(`/api/functions/${name}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    async stop() {
      await runtime.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
