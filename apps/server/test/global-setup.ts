import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../src/db/embedded-postgres";
import { createLogger } from "../src/observability/logger";

/**
 * One real PostgreSQL for the whole run: `DATABASE_URL` when set, else an embedded one in a
 * throwaway folder. Each test file makes its own database in it (see harness.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("adminDatabaseUrl", process.env.DATABASE_URL);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-test-pg-"));
  fs.chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(path.join(dir, "postgres"), createLogger("warn"));
  project.provide("adminDatabaseUrl", pg.url);
  return async () => {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
