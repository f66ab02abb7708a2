import fs from "node:fs/promises";
import path from "node:path";
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";

const migrationsDir = path.join(import.meta.dirname, "migrations");

/** Plain SQL files in `migrations/`, applied in name order; Kysely tracks and locks them. */
class SqlFileMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(migrationsDir)).filter((f) => f.endsWith(".sql")).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await fs.readFile(path.join(migrationsDir, file), "utf8");
      migrations[file.replace(/\.sql$/, "")] = {
        up: async (db) => {
          await sql.raw(text).execute(db);
        },
      };
    }
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<any>) {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
}

/** True when every committed migration has been applied (used by /readyz). */
export async function isMigrated(db: Kysely<any>): Promise<boolean> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider() });
  const all = await migrator.getMigrations();
  return all.every((m) => m.executedAt !== undefined);
}
