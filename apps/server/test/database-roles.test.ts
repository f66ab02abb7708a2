import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../src/core/config";
import { createLogger } from "../src/core/logger";
import type { Db } from "../src/db/database";
import { createDatabase } from "../src/db/database";
import { migrateToLatest } from "../src/db/migrate";
import { prepareDatabase } from "../src/db/roles";
import { createJobQueue } from "../src/jobs/queue";
import { jobHandlers } from "../src/jobs/registry";
import { startRuntime } from "../src/runtime";
import { BUNDLED_SNAPSHOT_DIR } from "../src/services/legislators/read-sources";
import { BUNDLED_STATE_SNAPSHOT_DIR } from "../src/services/legislators/state/read-state-sources";
import { createTestDatabase, startTestRuntime, type TestRuntime } from "./harness";

// The audit log is append-only for the app: it runs as a role (civic_app) that may read the log
// and add to it, and nothing else; the table belongs to civic_audit_owner, which no one logs in as.
let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await rt?.stop();
});

/** Every way an app that owns the table could rewrite its history; each must be refused. */
async function expectAuditLogClosedTo(db: Db) {
  const who = await sql<{ user: string; superuser: boolean }>`
    select current_user as user, rolsuper as superuser from pg_roles where rolname = current_user`.execute(db);
  expect(who.rows[0]).toEqual({ user: "civic_app", superuser: false });

  await sql`insert into audit_log (operator_email, action, target_type, target_id, reason, result, idempotency_key)
    values ('ops@example.com', 'erase_order', 'order', 'x', 'Customer asked', 'succeeded', ${crypto.randomUUID()})`.execute(
    db,
  );
  const rows = await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(db);
  expect(rows.rows[0]?.n).toBeGreaterThan(0);

  const attempts = [
    sql`update audit_log set reason = 'changed'`,
    sql`delete from audit_log`,
    sql`truncate audit_log`,
    sql`alter table audit_log disable trigger all`,
    sql`alter table audit_log disable trigger audit_log_no_update_or_delete`,
    sql`drop trigger audit_log_no_update_or_delete on audit_log`,
    sql`alter table audit_log owner to civic_app`,
    sql`drop table audit_log`,
    sql`create or replace function refuse_audit_log_change() returns trigger language plpgsql as $$ begin return old; end $$`,
    sql`set role civic_audit_owner`,
    sql`grant civic_audit_owner to civic_app`,
    sql`alter role civic_app superuser`,
  ];
  for (const attempt of attempts) {
    const text = attempt.compile(db).sql;
    await expect(attempt.execute(db), text).rejects.toThrow(/permission denied|must be (the )?owner|must have/i);
  }
}

describe("the audit log, for the app's own role", () => {
  it("can be read and added to, but not updated, deleted, truncated, or have its triggers disabled (DATABASE_URL)", async () => {
    await expectAuditLogClosedTo(rt.ctx.db);
  });

  it("stays closed on a database whose tables and job queue the owner made before (an upgrade)", {
    timeout: 120_000,
  }, async () => {
    const ownerUrl = await createTestDatabase({ empty: true });
    // As before this change: the owner migrates and runs the job queue itself.
    const { db: owner } = createDatabase(ownerUrl, 2);
    await migrateToLatest(owner);
    const queue = await createJobQueue(ownerUrl, jobHandlers, createLogger("silent"));
    await queue.stop();
    await owner.destroy();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-roles-"));
    const upgraded = await startRuntime(
      loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        DATABASE_URL: ownerUrl,
        LOG_LEVEL: "silent",
        CONGRESS_DATA_DIR: BUNDLED_SNAPSHOT_DIR,
        STATE_DATA_DIR: BUNDLED_STATE_SNAPSHOT_DIR,
      }),
      createLogger("silent"),
    );
    try {
      // The job queue started under the app's role, which took it over.
      const queueOwner = await sql<{ owner: string }>`
        select nspowner::regrole::text as owner from pg_namespace where nspname = 'pgboss'`.execute(upgraded.ctx.db);
      expect(queueOwner.rows[0]?.owner).toBe("civic_app");
      await expectAuditLogClosedTo(upgraded.ctx.db);
    } finally {
      await upgraded.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("does not start with a DATABASE_URL role that cannot make roles, and says what to grant", async () => {
    const admin = new pg.Client({ connectionString: inject("adminDatabaseUrl") });
    await admin.connect();
    try {
      await admin.query("DROP ROLE IF EXISTS civic_plain_owner");
      await admin.query("CREATE ROLE civic_plain_owner LOGIN PASSWORD 'plain-owner-password'");
      const url = new URL(await createTestDatabase({ empty: true }));
      await admin.query(`ALTER DATABASE ${url.pathname.slice(1)} OWNER TO civic_plain_owner`);
      url.username = "civic_plain_owner";
      url.password = "plain-owner-password";
      await expect(prepareDatabase(url.toString())).rejects.toThrow(
        "DATABASE_URL's role (civic_plain_owner) must be able to create roles",
      );
      await admin.query(`ALTER DATABASE ${url.pathname.slice(1)} OWNER TO CURRENT_USER`);
      await admin.query("DROP ROLE civic_plain_owner");
    } finally {
      await admin.end();
    }
  });

  it("is closed the same way with the embedded database", { timeout: 180_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-roles-embedded-"));
    fs.chmodSync(dataDir, 0o755);
    const embedded = await startRuntime(
      loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        CONGRESS_DATA_DIR: BUNDLED_SNAPSHOT_DIR,
        STATE_DATA_DIR: BUNDLED_STATE_SNAPSHOT_DIR,
      }),
      createLogger("silent"),
    );
    try {
      await expectAuditLogClosedTo(embedded.ctx.db);
    } finally {
      await embedded.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
