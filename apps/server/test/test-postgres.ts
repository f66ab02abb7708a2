import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createLogger } from "../src/core/logger";
import { createDatabase } from "../src/db/database";
import { startEmbeddedPostgres } from "../src/db/embedded-postgres";
import { prepareDatabase } from "../src/db/roles";
import { importDirectory } from "../src/services/legislators/import-directory";
import { parseDirectory } from "../src/services/legislators/parse-sources";
import { BUNDLED_SNAPSHOT_DIR, readDirectoryFolder } from "../src/services/legislators/read-sources";
import { importStateDirectory } from "../src/services/legislators/state/import-state-directory";
import { parseStateDirectory } from "../src/services/legislators/state/parse-state-sources";
import {
  BUNDLED_STATE_SNAPSHOT_DIR,
  readStateDirectoryFolder,
} from "../src/services/legislators/state/read-state-sources";

/**
 * One PostgreSQL for a whole test run (Vitest's and Playwright's alike): a migrated database with
 * the legislator directory imported is made once, and every test file or app server gets a copy of
 * it (CREATE DATABASE … TEMPLATE), which takes milliseconds instead of a migration and an import.
 */
const TEMPLATE_DB = "civic_test_template";

export interface TestPostgres {
  /** The server's superuser address: what a test database's owner connects with. */
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * `DATABASE_URL` when set, else an embedded PostgreSQL in a throwaway folder; either way with the
 * template made. Test data need not survive a power cut, so the embedded one skips fsync.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  // `npm test` makes one for both phases (scripts/test-postgres-server.ts), template included.
  const shared = process.env.CIVIC_TEST_POSTGRES_URL;
  if (shared) return { adminUrl: shared, stop: async () => {} };
  if (process.env.DATABASE_URL) {
    await createTemplate(process.env.DATABASE_URL);
    return { adminUrl: process.env.DATABASE_URL, stop: async () => {} };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-test-pg-"));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres(path.join(dir, "postgres"), createLogger("warn"), undefined, {
    durable: false,
  });
  await createTemplate(server.url);
  return {
    adminUrl: server.url,
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the server at `adminUrl`: a copy of the template, or empty. Its address. */
export async function createDatabaseFromTemplate(adminUrl: string, options: { empty?: boolean } = {}) {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}${options.empty ? "" : ` TEMPLATE ${TEMPLATE_DB}`}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The template: the roles, the migrations and the app role's grants as a start makes them, and the directory. */
async function createTemplate(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const { appUrl } = await prepareDatabase(url.toString());
  const { db } = createDatabase(appUrl, 2);
  const { source, files } = await readDirectoryFolder(BUNDLED_SNAPSHOT_DIR);
  await importDirectory(db, parseDirectory(files), source, createLogger("warn"));
  const state = readStateDirectoryFolder(BUNDLED_STATE_SNAPSHOT_DIR);
  await importStateDirectory(db, parseStateDirectory(state.files), state.source, createLogger("warn"));
  await db.destroy();
}
