import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import type pg from "pg";
import { StartupError } from "../core/startup-error";

const migrationsDir = path.join(import.meta.dirname, "migrations");
const manifestFile = path.join(migrationsDir, "manifest.json");

interface MigrationFile {
  name: string;
  text: string;
  checksum: string;
}

/** The SQL files in `migrations/`, in name order, each with the checksum the manifest keeps. */
export async function readMigrationFiles(): Promise<MigrationFile[]> {
  const files = (await fs.readdir(migrationsDir)).filter((f) => f.endsWith(".sql")).sort();
  return Promise.all(
    files.map(async (file) => {
      const text = await fs.readFile(path.join(migrationsDir, file), "utf8");
      return { name: file.replace(/\.sql$/, ""), text, checksum: migrationChecksum(text) };
    }),
  );
}

/**
 * The sha256 of what a migration does: its text without whole-line `--` comments, blank lines and
 * CRLF (a Windows checkout), so a reworded comment is not an edit; every other change is, a
 * comment at the end of a line of SQL included. scripts/migrations-manifest.mjs does the same.
 */
function migrationChecksum(text: string): string {
  const sql = text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line && !line.trimStart().startsWith("--"))
    .join("\n");
  return createHash("sha256").update(sql).digest("hex");
}

/** Released migrations (name → migrationChecksum of the file): they never change once released. */
export async function readManifest(): Promise<Record<string, string>> {
  return JSON.parse(await fs.readFile(manifestFile, "utf8"));
}

/**
 * What is wrong between the migration files and the manifest: a released migration edited,
 * renamed or removed. A file not in the manifest yet is new, not released; the unit test
 * (migrations.test.ts) still asks for it to be added before it ships.
 */
export function releasedMigrationProblems(files: MigrationFile[], manifest: Record<string, string>): string[] {
  const byName = new Map(files.map((f) => [f.name, f]));
  const problems: string[] = [];
  for (const [name, checksum] of Object.entries(manifest)) {
    const file = byName.get(name);
    if (!file) {
      problems.push(
        `${name}.sql is released (in manifest.json) but missing: a released migration is never renamed or removed.`,
      );
    } else if (file.checksum !== checksum) {
      problems.push(
        `${name}.sql was edited after its release: put the change in a new migration and restore the file.`,
      );
    }
  }
  return problems;
}

/** Plain SQL files in `migrations/`, applied in name order; Kysely tracks and locks them. */
class SqlFileMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const { name, text } of await readMigrationFiles()) {
      migrations[name] = {
        up: async (db) => {
          await sql.raw(text).execute(db);
        },
      };
    }
    return migrations;
  }
}

/**
 * Refuses a database this version cannot own: one with a migration applied that the manifest
 * does not know (made by a newer version, or by a migration renamed after it ran), and a build
 * whose released migrations were changed. Kysely alone would stop with "corrupted migrations".
 */
async function assertKnownMigrations(db: Kysely<any>) {
  const manifest = await readManifest();
  const problems = releasedMigrationProblems(await readMigrationFiles(), manifest);
  if (problems.length)
    throw new StartupError(`This build's migrations are not as released:\n  ${problems.join("\n  ")}`);
  const { rows } = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(
    db,
  );
  if (!rows[0]?.exists) return;
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  const unknown = applied.rows.map((r) => r.name).filter((name) => !(name in manifest));
  if (unknown.length) {
    throw new StartupError(
      `The database has migrations this version does not know: ${unknown.join(", ")}. It was migrated by another ` +
        "version (a newer one, or one whose migrations were renamed). Start that version, or restore a backup taken before it ran.",
    );
  }
}

export async function migrateToLatest(db: Kysely<any>) {
  await assertKnownMigrations(db);
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
}

/** "civic-postcard start" as a PostgreSQL advisory lock key. */
const START_LOCK = 0x63697669_63;

/**
 * Runs `fn` while holding one database-wide lock, so processes starting together take turns:
 * the first migrates (and creates the job queue's tables, and imports the directory on a fresh
 * database); the others then find nothing to do. Kysely's own lock starts only after it has
 * created its tables, which two processes at once can both try.
 */
export async function withStartLock<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [START_LOCK]);
    try {
      return await fn();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [START_LOCK]).catch(() => {});
    }
  } finally {
    client.release();
  }
}

/** True when every committed migration has been applied (used by /readyz). */
export async function isMigrated(db: Kysely<any>): Promise<boolean> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider() });
  const all = await migrator.getMigrations();
  return all.every((m) => m.executedAt !== undefined);
}
