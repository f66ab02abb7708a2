import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeHandwryttenOrder {
  id: number;
  body: Record<string, unknown>;
  status: string;
  date_send: string | null;
}

const REQUIRED = [
  "card_id",
  "message",
  "font_label",
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

/** The fake account's card catalogue (cards/list); `card_id` must name one. */
export const FAKE_HANDWRYTTEN_CARDS = [1234];

/**
 * Handwrytten's API on 127.0.0.1, following the pages the adapter cites
 * (src/providers/mailing/handwrytten.ts): the API key is the whole `Authorization` header (else
 * 401 `{ httpCode, status: "error", message }`), POST /v1/orders/singleStepOrder (JSON) refuses
 * a missing required field (the states too: US addresses), a `card_id` that is not an integer of
 * the catalogue, with a 400 `{ httpCode, status: "error", error }`, and answers
 * `{ httpCode, status: "ok", order_id, mail_sent }`; GET /v1/orders/details?id= answers
 * `{ httpCode, status, order }`; GET /v1/cards/list the catalogue.
 */
export async function startFakeHandwrytten(apiKey: string) {
  const orders: FakeHandwryttenOrder[] = [];
  const requests: { method: string; path: string; headers: http.IncomingHttpHeaders }[] = [];
  const knobs = { down: false };
  let nextId = 50_000;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      requests.push({ method: req.method ?? "", path: url.pathname, headers: req.headers });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      const refuse = (httpCode: number, error: string) => json(httpCode, { httpCode, status: "error", error });
      if (req.headers.authorization !== apiKey) {
        return json(401, { httpCode: 401, status: "error", message: "no auth" });
      }
      if (knobs.down) return refuse(503, "Service unavailable");
      if (req.method === "GET" && url.pathname === "/v1/cards/list") {
        return json(200, {
          httpCode: 200,
          status: "ok",
          cards: FAKE_HANDWRYTTEN_CARDS.map((cardId) => ({ id: cardId, name: "Plain" })),
        });
      }
      if (req.method === "GET" && url.pathname === "/v1/orders/details") {
        const order = orders.find((o) => String(o.id) === url.searchParams.get("id"));
        if (!order) return refuse(400, "Order not found");
        return json(200, {
          httpCode: 200,
          status: "ok",
          order: {
            id: order.id,
            status: order.status,
            date_send: order.date_send,
            message: order.body.message,
            client_metadata: order.body.client_metadata,
          },
        });
      }
      if (req.method !== "POST" || url.pathname !== "/v1/orders/singleStepOrder") {
        return refuse(404, "Not found");
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw);
      } catch {
        return refuse(400, "Invalid JSON");
      }
      const missing = REQUIRED.filter((f) => body[f] === undefined || body[f] === "");
      if (missing.length) return refuse(400, `${missing[0]} is required`);
      if (!Number.isInteger(body.card_id) || !FAKE_HANDWRYTTEN_CARDS.includes(body.card_id as number)) {
        return refuse(400, "card not found");
      }
      const order = { id: nextId++, body, status: "processing", date_send: null };
      orders.push(order);
      json(200, { httpCode: 200, status: "ok", order_id: order.id, mail_sent: 0 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    orders,
    requests,
    knobs,
    /** Handwrytten mails an order. */
    markSent(id: number, at = new Date()) {
      const order = orders.find((o) => o.id === id);
      if (!order) throw new Error(`No order ${id}`);
      order.status = "sent";
      order.date_send = at.toISOString();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
