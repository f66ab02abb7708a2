import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeHandwryttenOrder {
  /** The order's own id (orders/details, getByMetadata). */
  id: number;
  /** The basket it was placed in: what singleStepOrder answers as `order_id`. */
  basketId: number;
  body: Record<string, unknown>;
  status: string;
  date_send: string | null;
}

const REQUIRED = [
  "card_id",
  "message",
  "font_label",
  // "Currently this is required, even for invoiced accounts, it just won't be charged."
  "credit_card_id",
  "sender_address1",
  "sender_city",
  "sender_zip",
  // Required for US and Canada addresses (country id 1 by default).
  "sender_state",
  "recipient_address1",
  "recipient_city",
  "recipient_zip",
  "recipient_state",
];

/** The fake account's card catalogue (cards/list): `card_id` must name one; `characters` caps its message. */
export const FAKE_HANDWRYTTEN_CARDS = [
  { id: 1234, name: "Plain", characters: 340 },
  { id: 5678, name: "Small note", characters: 120 },
];
/** The fonts (fonts/list): `font_label` must be one's label (or id). */
export const FAKE_HANDWRYTTEN_FONTS = [
  { id: "hwDavid", label: "Casual David" },
  { id: "hwJenna", label: "Fancy Jenna" },
];
const TOO_LONG =
  "You have a message that is too long for the card.  Either shorten your message or choose another card";

/**
 * Handwrytten's API on 127.0.0.1 under /v2, following the description the adapter cites
 * (src/providers/mailing/handwrytten.ts). The API key is the whole `Authorization` header. GET
 * auth/getUser answers 401 `{ httpCode, status: "error", message: "no auth" }` to a missing or
 * wrong key; cards/list and fonts/list need none (their security lists `{}`); the rest refuse a
 * wrong key with the same 401. POST orders/singleStepOrder (JSON) refuses a missing required field
 * (`credit_card_id` and the states too), a `card_id` not in the catalogue, a font it does not list,
 * and a message longer than the card's `characters`, with 400 `{ httpCode, status: "error", error }`;
 * it answers `{ httpCode, status: "ok", order_id: <the basket's id>, mail_sent }`. GET
 * orders/getByMetadata?metadata= answers `{ order_ids }`; GET orders/details?id=<order id>
 * `{ httpCode, status, order }` (400 for an id it has not, a basket's included).
 */
export async function startFakeHandwrytten(apiKey: string) {
  const orders: FakeHandwryttenOrder[] = [];
  const requests: { method: string; path: string; headers: http.IncomingHttpHeaders }[] = [];
  const knobs = { down: false };
  // This account's catalogue: a test may take a card or font away.
  const cards = FAKE_HANDWRYTTEN_CARDS.map((c) => ({ ...c }));
  const fonts = FAKE_HANDWRYTTEN_FONTS.map((f) => ({ ...f }));
  let nextId = 50_000;
  let nextBasket = 9_000;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const path = url.pathname.replace(/^\/v2/, "");
      requests.push({ method: req.method ?? "", path: url.pathname, headers: req.headers });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      const refuse = (httpCode: number, error: string) => json(httpCode, { httpCode, status: "error", error });
      if (!url.pathname.startsWith("/v2/")) return refuse(404, "Not found");
      if (knobs.down) return refuse(503, "Service unavailable");
      if (req.method === "GET" && path === "/cards/list") {
        return json(200, {
          httpCode: 200,
          status: "ok",
          // Ids are strings in the description's example.
          cards: cards.map((c) => ({ ...c, id: String(c.id) })),
        });
      }
      if (req.method === "GET" && path === "/fonts/list") {
        return json(200, { httpCode: 200, status: "ok", fonts });
      }
      if (req.headers.authorization !== apiKey) {
        return json(401, { httpCode: 401, status: "error", message: "no auth" });
      }
      if (req.method === "GET" && path === "/auth/getUser") {
        return json(200, { httpCode: 200, status: "ok", id: 77, login: "orders@civicpostcard.test" });
      }
      if (req.method === "GET" && path === "/orders/getByMetadata") {
        const metadata = url.searchParams.get("metadata");
        if (!metadata) return json(400, { httpCode: 400, status: "error", message: "Metadata is required" });
        if (metadata.length > 255) {
          return json(400, {
            httpCode: 400,
            status: "error",
            message: "Metadata cannot be longer than 255 characters",
          });
        }
        const ids = orders.filter((o) => o.body.client_metadata === metadata).map((o) => o.id);
        return json(200, { httpCode: 200, status: "ok", order_ids: ids });
      }
      if (req.method === "GET" && path === "/orders/details") {
        const order = orders.find((o) => String(o.id) === url.searchParams.get("id"));
        if (!order) return refuse(400, "Order not found");
        return json(200, {
          httpCode: 200,
          status: "ok",
          order: {
            id: order.id,
            basket_id: order.basketId,
            status: order.status,
            date_send: order.date_send,
            message: order.body.message,
            client_metadata: order.body.client_metadata,
          },
        });
      }
      if (req.method !== "POST" || path !== "/orders/singleStepOrder") {
        return refuse(404, "Not found");
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw);
      } catch {
        return refuse(400, "Invalid JSON");
      }
      const missing = REQUIRED.filter((f) => body[f] === undefined || body[f] === "" || body[f] === 0);
      if (missing.length) {
        return refuse(400, missing[0] === "credit_card_id" ? "credit_card id error" : `${missing[0]} is required`);
      }
      const card = cards.find((c) => c.id === body.card_id);
      if (!Number.isInteger(body.card_id) || !card) return refuse(400, "Card not found");
      if (!fonts.some((f) => f.label === body.font_label || f.id === body.font_label)) {
        return refuse(400, "font label error");
      }
      if (String(body.message).length > card.characters) return refuse(400, TOO_LONG);
      const order = { id: nextId++, basketId: nextBasket++, body, status: "suspended", date_send: null };
      orders.push(order);
      json(200, { httpCode: 200, status: "ok", order_id: order.basketId, mail_sent: 0 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2`,
    orders,
    requests,
    knobs,
    cards,
    fonts,
    /** Handwrytten's order moves on, to a status word of its own (none is documented as mailed). */
    setStatus(id: number, status: string, dateSend: Date | null = null) {
      const order = orders.find((o) => o.id === id);
      if (!order) throw new Error(`No order ${id}`);
      order.status = status;
      order.date_send = dateSend?.toISOString() ?? null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
