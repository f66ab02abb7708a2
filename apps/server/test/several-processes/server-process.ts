import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { sql } from "kysely";
import type { Db } from "../../src/db/database";
import { BUILT_SERVER, buildServerIfStale } from "../built-server";
import { SNAPSHOT_DAY } from "../snapshot-day";

/**
 * A real server process, built as `npm start` runs it (`apps/server/dist/main.js`), for the tests and
 * benchmarks that run several of them on one PostgreSQL, and the ledger that says afterwards whether
 * a card was lost or sent twice.
 */
export interface ServerProcess {
  child: ChildProcess;
  /** Resolves when the process has logged its ready line; rejects if it exits first. */
  ready: Promise<void>;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

/** The environment every such process shares: loopback, the given database, quiet vendors. */
export function serverEnv(databaseUrl: string, dataDir: string, extra: Record<string, string> = {}) {
  return {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // The local print shop would otherwise move each card on every few seconds, and log each step.
    LOCAL_MAIL_STEP_SECONDS: "3600",
    RENDER_THREADS: "1",
    ...extra,
  };
}

/** Starts `ROLE=web` ("listening on") or `ROLE=worker` ("job workers started"). */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const readyLine = env.ROLE === "worker" ? "job workers started" : "listening on";
  buildServerIfStale();
  const child = spawn(process.execPath, [BUILT_SERVER], {
    cwd: repoRoot,
    // On the snapshot's day, like the harness: the members chosen from it still sit.
    // Print images drawn when a card first needs one: the tests start dozens of these processes.
    env: { CLOCK_START: SNAPSHOT_DAY, PRINT_WARM_UP: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let seen = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (d) => {
      seen = (seen + d).slice(-4000);
      if (seen.includes(readyLine)) resolve();
    });
    void exited.then((code) => reject(new Error(`${env.ROLE} exited (${code}) before it was ready: ${seen}`)));
  });
  ready.catch(() => {});
  return { child, ready, exited };
}

export interface CardLedger {
  /** Cards of these orders not completed, or completed without reaching the print shop. */
  lostCards: number;
  /** Cards the print shop received more than once. */
  duplicatedCards: number;
  refunds: number;
  /** Refunds of a payment made more than once. */
  duplicatedRefunds: number;
}

/** What the local print shop and the local payments hold for these orders, counted once. */
export async function cardLedger(db: Db, orderIds: string[]): Promise<CardLedger> {
  const { rows } = await sql<CardLedger>`
    select
      (select count(*)::int from order_recipients r join orders o on o.id = r.order_id
        where r.order_id = any(${orderIds}::uuid[])
          and (o.status <> 'completed'
            or (not r.simulate_failure
                and not exists (select 1 from local_print_orders p where p.recipient_ref = r.id::text))))
        as "lostCards",
      (select count(*)::int from (select recipient_ref from local_print_orders
        group by recipient_ref having count(*) > 1) d) as "duplicatedCards",
      (select count(*)::int from local_refunds) as refunds,
      (select (count(*) - count(distinct payment_intent_id))::int from local_refunds) as "duplicatedRefunds"`.execute(
    db,
  );
  const row = rows[0];
  if (!row) throw new Error("the ledger query returned nothing");
  return row;
}
