import { sql } from "kysely";
import type { Db } from "../../db/database";

/** How long an erasure waits for fulfilment to let go of the order before it answers "busy". */
const WAIT_FOR_LOCK = "10s";

/**
 * Runs `work` while holding a PostgreSQL advisory lock on the order, so two workers never fulfil
 * the same order at once and an erasure never runs while its cards are being sent. The lock lives
 * on one connection, which `work` gets to run its queries on (one connection per order in flight,
 * none waiting for a second): a killed worker's connection closes and the lock goes with it.
 * Without `wait`, returns false at once when another holder has it (fulfilment: the holder does
 * the work); with it, waits up to 10 s for the holder (an erasure), then returns false.
 */
export async function withOrderLock(
  db: Db,
  orderId: string,
  work: (conn: Db) => Promise<void>,
  { wait = false }: { wait?: boolean } = {},
): Promise<boolean> {
  return db.connection().execute(async (conn) => {
    const key = sql`hashtextextended(${`order:${orderId}`}, 0)`;
    if (wait) {
      try {
        await sql`select set_config('lock_timeout', ${WAIT_FOR_LOCK}, false)`.execute(conn);
        await sql`select pg_advisory_lock(${key})`.execute(conn);
      } catch (err) {
        if ((err as { code?: string }).code === "55P03") return false; // lock_not_available
        throw err;
      } finally {
        await sql`select set_config('lock_timeout', '0', false)`.execute(conn);
      }
    } else {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(conn);
      if (!rows[0]?.locked) return false;
    }
    try {
      await work(conn);
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
