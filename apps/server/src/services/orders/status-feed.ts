import pg from "pg";
import type { Logger } from "../../core/logger";
import { ORDER_STATUS_CHANNEL } from "./card-events";

/**
 * Open status pages wait on PostgreSQL NOTIFY (sent by `recordCardEvent` from whichever process
 * handled the event): one listening connection per web process, opened on the first page, fanned
 * out to the pages of that order. A lost connection is reopened by the next page; meanwhile each
 * page still re-reads its order on a timer.
 */
export function createStatusFeed(databaseUrl: string, log: Logger) {
  const waiting = new Map<string, Set<() => void>>();
  let client: Promise<pg.Client> | null = null;

  const connect = () => {
    client ??= (async () => {
      const c = new pg.Client({ connectionString: databaseUrl, application_name: "civic-postcard-status" });
      c.on("notification", (msg) => {
        for (const wake of waiting.get(msg.payload ?? "") ?? []) wake();
      });
      c.on("error", (err) => {
        log.warn({ err }, "status feed connection lost");
        client = null;
        c.end().catch(() => {});
      });
      await c.connect();
      await c.query(`LISTEN ${ORDER_STATUS_CHANNEL}`);
      return c;
    })().catch((err) => {
      client = null;
      throw err;
    });
    return client;
  };

  return {
    /** Calls `onChange` whenever the order changes; returns the unsubscribe. */
    async subscribe(orderId: string, onChange: () => void): Promise<() => void> {
      await connect();
      const set = waiting.get(orderId) ?? new Set();
      waiting.set(orderId, set);
      set.add(onChange);
      return () => {
        set.delete(onChange);
        if (set.size === 0) waiting.delete(orderId);
      };
    },
    async stop() {
      const c = client;
      client = null;
      if (c) await (await c.catch(() => null))?.end();
    },
  };
}
