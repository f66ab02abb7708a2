import { sql } from "kysely";
import type { Db } from "../../db/database";

/**
 * Runs `work` while holding a PostgreSQL advisory lock on the order, so two workers never
 * fulfil the same order at once. The lock lives on one connection, which `work` gets to run its
 * queries on (one connection per order in flight, none waiting for a second): a killed worker's
 * connection closes and the lock goes with it. Returns false when another holder has it.
 */
export async function withOrderLock(db: Db, orderId: string, work: (conn: Db) => Promise<void>): Promise<boolean> {
  return db.connection().execute(async (conn) => {
    const key = sql`hashtextextended(${`order:${orderId}`}, 0)`;
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(conn);
    if (!rows[0]?.locked) return false;
    try {
      await work(conn);
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
