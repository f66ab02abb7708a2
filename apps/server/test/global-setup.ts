import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createLogger } from "../src/core/logger";
import { createDatabase } from "../src/db/database";
import { startEmbeddedPostgres } from "../src/db/embedded-postgres";
import { prepareDatabase } from "../src/db/roles";
import { importDirectory } from "../src/services/legislators/import-directory";
import { parseDirectory } from "../src/services/legislators/parse-sources";
import { BUNDLED_SNAPSHOT_DIR, readDirectoryFolder } from "../src/services/legislators/read-sources";

export const TEMPLATE_DB = "civic_test_template";

/**
 * A migrated database with the legislator directory already imported: each test file's database
 * is a copy of it (CREATE DATABASE … TEMPLATE), which takes milliseconds instead of an import.
 */
async function createTemplate(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  // The roles, the migrations and the app role's grants, as a start makes them.
  const { appUrl } = await prepareDatabase(url.toString());
  const { db } = createDatabase(appUrl, 2);
  const { source, files } = await readDirectoryFolder(BUNDLED_SNAPSHOT_DIR);
  await importDirectory(db, parseDirectory(files), source, createLogger("warn"));
  await db.destroy();
}

/**
 * One real PostgreSQL for the whole run: `DATABASE_URL` when set, else an embedded one in a
 * throwaway folder. Each test file makes its own database in it (see harness.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    await createTemplate(process.env.DATABASE_URL);
    project.provide("adminDatabaseUrl", process.env.DATABASE_URL);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-test-pg-"));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres(path.join(dir, "postgres"), createLogger("warn"));
  await createTemplate(server.url);
  project.provide("adminDatabaseUrl", server.url);
  return async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
