import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

// BIGINT counts and NUMERIC come back as strings by default; ours fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// DATE stays a 'YYYY-MM-DD' string: a calendar day, not an instant.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = Kysely<Database>;

/** Up to `fulfilOrderJob.concurrency` (32) orders in fulfilment each hold a connection (their lock) while the vendor answers; the rest serve requests. */
export function createDatabase(url: string, max: number): { db: Db; pool: pg.Pool } {
  // A database that does not answer (a dropped network, not a stopped server, which refuses at
  // once) fails a request in 30 s, a 503 (core/unavailable.ts), instead of holding it for the OS's
  // two minutes; the same limit applies to waiting for a free connection, so it stays well above
  // any wait under load. keepAlive notices a silently dropped server.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: "civic-postcard",
    connectionTimeoutMillis: 30_000,
    keepAlive: true,
  });
  pool.on("error", () => {}); // an idle client's error surfaces on the next query instead
  // So does the error of a client held between queries (a transaction, fulfilment's order lock)
  // when the server goes away: without a listener, node-postgres would throw it out of the process.
  pool.on("connect", (client) => client.on("error", () => {}));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
}
