import { sql } from "kysely";
import type { Db } from "../db/database";
import { isMigrated } from "../db/migrate";

export type ReadinessCheck = () => Promise<boolean>;

/** /readyz: the database answers and is migrated, plus whatever each service registers. */
export function createReadiness(db: Db) {
  const checks = new Map<string, ReadinessCheck>([
    [
      "database",
      async () => {
        await sql`select 1`.execute(db);
        return isMigrated(db);
      },
    ],
  ]);
  return {
    register(name: string, check: ReadinessCheck) {
      checks.set(name, check);
    },
    async check(): Promise<Record<string, "ok" | "failing">> {
      const entries = await Promise.all(
        [...checks].map(async ([name, fn]) => [name, (await fn().catch(() => false)) ? "ok" : "failing"] as const),
      );
      return Object.fromEntries(entries);
    },
  };
}
