import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import { Readable } from "node:stream";
import { errorCodes } from "@civic/contracts/errors";
import type { Context, Hono } from "hono";
import { type SSEStreamingApi, streamSSE } from "hono/streaming";
import type { AppContext } from "../context";
import { AppError } from "../core/app-error";
import type { CardOrder } from "../providers/mailing";
import { frontPngPath } from "../services/mailing";
import { isOrderErased } from "../services/orders";
import type { AppEnv } from "./app-env";
import { clientAddressOf } from "./behind-proxy";

/** The status page re-reads its order at least this often, should a change notice be lost. */
const RECHECK_MS = 15_000;
/**
 * Live-update streams one client address may hold open in a process: a person's tabs, and the few
 * people behind one shared address (an office, a carrier's NAT). Beyond it, 429: the page polls.
 */
const STREAMS_PER_CLIENT = 10;
/** Live-update streams one order may have open in a process: a family's phones, not thousands. */
const STREAMS_PER_ORDER = 20;

interface CardFile {
  type: string;
  path(p: Paths): string;
  /** The side a proof image shows: drawn on its first request. The PDF is the print shop's own. */
  proof: "front" | "back" | null;
}
/** A Map, not an object: a name such as `constructor` or `__proto__` must not find Object's own members. */
const FILES = new Map<string, CardFile>([
  ["front.png", { type: "image/png", path: (p) => frontPngPath(p.png), proof: "front" }],
  ["back.png", { type: "image/png", path: (p) => p.png, proof: "back" }],
  ["card.pdf", { type: "application/pdf", path: (p) => p.pdf, proof: null }],
]);
interface Paths {
  png: string;
  pdf: string;
}

/**
 * The status page's GET routes, all keyed on its secret token: live updates (server-sent events),
 * the card files the print shop wrote, and "Download my data". Nothing here is cached by the
 * browser or a proxy, sent on as a Referer, or indexed; the access log names the route, never the
 * token. Any failure to match the token is the same plain 404.
 */
export function mountOrderRoutes(
  app: Hono<AppEnv>,
  ctx: AppContext,
  trustedProxyHops: number,
  apiHeaders: Readonly<Record<string, string>>,
) {
  const service = ctx.services.orderStatus;
  const privateHeaders = (c: Context<AppEnv>) => {
    for (const [k, v] of Object.entries(apiHeaders)) if (k !== "content-type") c.header(k, v);
    c.header("x-robots-tag", "noindex, nofollow");
  };

  // Open streams, counted in this process (each re-reads its order every 15 s): per client, and per order.
  const streamsOf = new Map<string, number>();
  const take = (key: string, cap: number) => {
    const n = streamsOf.get(key) ?? 0;
    if (n >= cap) return false;
    streamsOf.set(key, n + 1);
    return true;
  };
  const give = (key: string) => {
    const n = (streamsOf.get(key) ?? 1) - 1;
    if (n > 0) streamsOf.set(key, n);
    else streamsOf.delete(key);
  };
  const tooMany = () =>
    new AppError(429, errorCodes.rateLimited, "Too many live updates are open. The page checks for changes instead.");

  app.get("/api/orders/:token/events", async (c) => {
    c.set("route", "orders:events");
    const token = c.req.param("token");
    const client = `client:${clientAddressOf(c, trustedProxyHops)}`;
    if (!take(client, STREAMS_PER_CLIENT)) throw tooMany();
    let order: string | null = null;
    try {
      const orderId = await service.orderOf(token);
      if (!take(`order:${orderId}`, STREAMS_PER_ORDER)) throw tooMany();
      order = `order:${orderId}`;
      privateHeaders(c);
      const held = order;
      const res = streamSSE(c, async (stream) => {
        try {
          await liveUpdates(stream, orderId, token);
        } finally {
          give(client);
          give(held);
        }
      });
      res.headers.set("cache-control", "no-store"); // streamSSE's own is no-cache
      // A stream's connection ends with it (EventSource opens a new one to reconnect): ended by a
      // stopping server, it must not linger as an idle keep-alive the stop would wait for.
      res.headers.set("connection", "close");
      return res;
    } catch (err) {
      give(client);
      if (order) give(order);
      throw err;
    }
  });

  /** Pushes the order whenever it changes (or every 15 s) until the page leaves or the server stops. */
  async function liveUpdates(stream: SSEStreamingApi, orderId: string, token: string) {
    let changed = true;
    let wake: (() => void) | null = null;
    const unsubscribe = await service.subscribe(orderId, () => {
      changed = true;
      wake?.();
    });
    stream.onAbort(() => wake?.());
    let last = "";
    try {
      // `unsubscribe.closed`: the server is stopping, and a graceful stop waits for no stream.
      while (!stream.aborted && !stream.closed && !unsubscribe.closed) {
        if (changed) {
          changed = false;
          // A replaced link stops here too: the stream ends, and the page's next ask is a 404.
          if ((await service.orderIdFor(token)) !== orderId) break;
          const status = await service.getOrderStatus(orderId, service.forPage(token));
          const json = JSON.stringify(status);
          if (json !== last) {
            last = json;
            await stream.writeSSE({ event: "status", data: json });
          }
        } else {
          await stream.write(": still here\n\n");
        }
        // Asked again in the turn that sets `wake`: a page that left while the order was read or
        // written above found no `wake` to call, and would hold its place for RECHECK_MS.
        if (unsubscribe.closed || stream.aborted || stream.closed) break;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            changed = true;
            resolve();
          }, RECHECK_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    } finally {
      unsubscribe();
    }
  }

  app.get("/api/orders/:token/cards/:cardId/:file", async (c) => {
    c.set("route", "orders:card-file");
    const file = FILES.get(c.req.param("file"));
    const orderId = await service.orderOf(c.req.param("token"));
    if (!file) throw AppError.notFound("Not found.");
    // An erased order has no files to serve, whatever a late writer may have left (erasure clears
    // the paths along with the files; this holds even if one came back).
    const erased = () => isOrderErased(ctx.db, orderId);
    if (await erased()) throw AppError.notFound("Not found.");
    const printed = await ctx.db
      .selectFrom("local_print_orders")
      .select(["png_path", "pdf_path", "card"])
      .where("order_ref", "=", orderId)
      .where("recipient_ref", "=", c.req.param("cardId"))
      .executeTakeFirst();
    if (!printed?.png_path || !printed.pdf_path) throw AppError.notFound("Not found.");
    const filePath = file.path({ png: printed.png_path, pdf: printed.pdf_path });
    // A proof is drawn on its first request (the print shop writes only the PDF), then kept.
    if (file.proof) {
      await ctx.services.mailing.cardProof(printed.card as unknown as CardOrder, printed.png_path, file.proof);
      // Erased while it was drawn: the proof is the sender's name and address again.
      if (await erased()) {
        await fs.rm(filePath, { force: true });
        throw AppError.notFound("Not found.");
      }
    }
    const stat = await fs.stat(filePath).catch(() => null);
    if (!stat?.isFile()) throw AppError.notFound("Not found.");
    privateHeaders(c);
    c.header("content-type", file.type);
    c.header("content-length", String(stat.size));
    c.header("content-disposition", "inline");
    return c.body(Readable.toWeb(createReadStream(filePath)) as ReadableStream);
  });

  app.get("/api/orders/:token/data.json", async (c) => {
    c.set("route", "orders:data");
    const orderId = await service.orderOf(c.req.param("token"));
    const data = await service.exportOrderData(orderId);
    if (!data) throw AppError.notFound("Not found.");
    privateHeaders(c);
    c.header("content-type", "application/json; charset=utf-8");
    c.header("content-disposition", `attachment; filename="order-${data.order.number}-data.json"`);
    return c.body(JSON.stringify(data, null, 2));
  });
}
