import { createHmac } from "node:crypto";
import { sql } from "kysely";
import { StartupError } from "../core/startup-error";
import { createDatabase, type Db } from "./database";
import { migrateToLatest } from "./migrate";

/** Owns audit_log (migration 0013); nobody logs in as it. */
const AUDIT_LOG_OWNER = "civic_audit_owner";
/** The role the app runs as: reads and writes its tables, but only reads and adds to audit_log. */
const APP_ROLE = "civic_app";

/**
 * The database, made ready by its owner (DATABASE_URL's role, or the embedded server's superuser),
 * and the address the app then runs with. At every start: the two roles exist, the migrations
 * run as the owner (who owns every table but audit_log), and the app's role gets what it needs
 * on the tables (not UPDATE, DELETE or TRUNCATE on audit_log, and no way to become its owner).
 * The owner's connection closes here; requests, jobs and workers use the app's role only.
 */
export async function prepareDatabase(ownerUrl: string): Promise<{ appUrl: string; applied: string[] }> {
  const { db } = createDatabase(ownerUrl, 1);
  try {
    const owner = await ownerPrivileges(db);
    const password = appRolePassword(ownerUrl);
    await retryOnRoleRace(() => ensureRoles(db, owner, password));
    const applied = await migrateToLatest(db);
    await db.transaction().execute(async (trx) => {
      // Two processes starting at once: one grants while the other waits.
      await sql`select pg_advisory_xact_lock(hashtext('civic-postcard roles'))`.execute(trx);
      await grantAppRole(trx);
    });
    const appUrl = new URL(ownerUrl);
    appUrl.username = APP_ROLE;
    appUrl.password = password;
    return { appUrl: appUrl.toString(), applied };
  } finally {
    await db.destroy();
  }
}

interface Owner {
  name: string;
  superuser: boolean;
}

async function ownerPrivileges(db: Db): Promise<Owner> {
  const { rows } = await sql<{ name: string; superuser: boolean; createrole: boolean }>`
    select rolname as name, rolsuper as superuser, rolcreaterole as createrole
    from pg_roles where rolname = current_user`.execute(db);
  const me = rows[0];
  if (!me || (!me.superuser && !me.createrole)) {
    throw new StartupError(
      `DATABASE_URL's role (${me?.name ?? "unknown"}) must be able to create roles: the app runs as its own role ` +
        `${APP_ROLE}, which may only read and add to the audit log. Run once as a superuser: ` +
        `ALTER ROLE ${me?.name ?? "<role>"} CREATEROLE;`,
    );
  }
  if (me.name === APP_ROLE) throw new StartupError(`DATABASE_URL must be the owner's role, not ${APP_ROLE}.`);
  return me;
}

/**
 * The app role's password, the same in every process given the same DATABASE_URL and secret to
 * anyone without it (the embedded server listens on 127.0.0.1 only).
 */
function appRolePassword(ownerUrl: string): string {
  // From the owner's credentials only, not the address: a process that reaches the same server by
  // another address (a proxy, a pooler) must not change the password under the others' feet.
  const url = new URL(ownerUrl);
  return createHmac("sha256", decodeURIComponent(url.password) || decodeURIComponent(url.username))
    .update(APP_ROLE)
    .digest("base64url");
}

async function ensureRoles(db: Db, owner: Owner, password: string) {
  const { rows } = await sql<{ rolname: string }>`
    select rolname from pg_roles where rolname in (${AUDIT_LOG_OWNER}, ${APP_ROLE})`.execute(db);
  const existing = new Set(rows.map((r) => r.rolname));
  if (!existing.has(AUDIT_LOG_OWNER)) await sql.raw(`CREATE ROLE ${AUDIT_LOG_OWNER} NOLOGIN`).execute(db);
  // No superuser, no role or database making, no replication, no bypassing row security; it is
  // a member of no role, so it can never act as audit_log's owner.
  const attributes = "LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS INHERIT";
  const verb = existing.has(APP_ROLE) ? "ALTER" : "CREATE";
  // The password is base64url (no quote can appear), and DDL takes no parameters.
  await sql.raw(`${verb} ROLE ${APP_ROLE} WITH ${attributes} PASSWORD '${password}'`).execute(db);
  if (!owner.superuser) {
    // A CREATEROLE owner must be able to act as both roles to hand them objects.
    for (const role of [AUDIT_LOG_OWNER, APP_ROLE]) {
      const { rows: member } = await sql`select 1 from pg_auth_members m join pg_roles r on r.oid = m.roleid
        where r.rolname = ${role} and m.member = (select oid from pg_roles where rolname = current_user)`.execute(db);
      if (!member.length) await sql.raw(`GRANT ${role} TO CURRENT_USER`).execute(db);
    }
  }
}

/** Roles are shared by every database of a server: two starts may race to make or alter them. */
async function retryOnRoleRace(work: () => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: string }).code;
      // duplicate_object, unique_violation, "tuple concurrently updated" (XX000)
      if (attempt >= 5 || !["42710", "23505", "XX000"].includes(code ?? "")) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** What the app's role may do, given again at every start so new tables are covered. */
async function grantAppRole(db: Db) {
  const database = (await sql<{ db: string }>`select current_database() as db`.execute(db)).rows[0]?.db ?? "";
  const statements = [
    // CREATE: pg-boss makes its own schema (pgboss) on a fresh database, and owns it.
    `GRANT CONNECT, TEMPORARY, CREATE ON DATABASE ${ident(database)} TO ${APP_ROLE}`,
    `GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`,
    `GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`,
    // The audit log: read and add, nothing else.
    `REVOKE ALL ON audit_log FROM ${APP_ROLE}`,
    `GRANT SELECT, INSERT ON audit_log TO ${APP_ROLE}`,
    `REVOKE ALL ON SEQUENCE audit_log_id_seq FROM ${APP_ROLE}`,
    `GRANT USAGE ON SEQUENCE audit_log_id_seq TO ${APP_ROLE}`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  // A job queue made before the app had its own role belongs to the owner: the app's role takes
  // it over (pg-boss adds a table per new queue, which only the queue's owner can attach).
  await sql
    .raw(`DO $$
DECLARE r record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss') THEN RETURN; END IF;
  EXECUTE 'ALTER SCHEMA pgboss OWNER TO ${APP_ROLE}';
  FOR r IN SELECT c.oid::regclass AS rel, c.relkind FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'pgboss' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
      AND c.relowner <> '${APP_ROLE}'::regrole
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i'))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO ${APP_ROLE}',
      CASE r.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END, r.rel);
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS fn FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'pgboss' AND p.proowner <> '${APP_ROLE}'::regrole
  LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO ${APP_ROLE}', r.fn);
  END LOOP;
  FOR r IN SELECT t.oid::regtype AS typ FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'pgboss' AND t.typtype IN ('e', 'd') AND t.typowner <> '${APP_ROLE}'::regrole
  LOOP
    EXECUTE format('ALTER TYPE %s OWNER TO ${APP_ROLE}', r.typ);
  END LOOP;
END $$`)
    .execute(db);
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
