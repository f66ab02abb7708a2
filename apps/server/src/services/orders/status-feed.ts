import pg from "pg";
import type { Logger } from "../../core/logger";
import { ORDER_STATUS_CHANNEL } from "./card-events";

/**
 * Open status pages wait on PostgreSQL NOTIFY (sent by `recordCardEvent` from whichever process
 * handled the event): one listening connection per web process, opened on the first page, fanned
 * out to the pages of that order. A lost connection is reopened by the next page; meanwhile each
 * page still re-reads its order on a timer.
 */
/** Ends a page's subscription; `closed` turns true when the server is stopping and the page must let go. */
export type Unsubscribe = (() => void) & { readonly closed: boolean };

export function createStatusFeed(databaseUrl: string, log: Logger) {
  const waiting = new Map<string, Set<() => void>>();
  let closing = false;
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
    /** Calls `onChange` whenever the order changes (and once when the server starts to stop); returns the unsubscribe. */
    async subscribe(orderId: string, onChange: () => void): Promise<Unsubscribe> {
      const closed = {
        get closed() {
          return closing;
        },
      };
      if (closing) return Object.defineProperties(() => {}, Object.getOwnPropertyDescriptors(closed)) as Unsubscribe;
      await connect();
      const set = waiting.get(orderId) ?? new Set();
      waiting.set(orderId, set);
      set.add(onChange);
      const unsubscribe = () => {
        set.delete(onChange);
        if (set.size === 0) waiting.delete(orderId);
      };
      return Object.defineProperties(unsubscribe, Object.getOwnPropertyDescriptors(closed)) as Unsubscribe;
    },
    /**
     * The server is stopping: every open page's stream is told to end (it falls back to asking,
     * then reconnects to another process), so no stream holds a graceful stop open.
     */
    closeAll() {
      closing = true;
      for (const set of waiting.values()) for (const wake of set) wake();
    },
    async stop() {
      const c = client;
      client = null;
      if (c) await (await c.catch(() => null))?.end();
    },
  };
}
