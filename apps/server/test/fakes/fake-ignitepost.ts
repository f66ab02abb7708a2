import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeIgnitePostOrder {
  id: string;
  uid: string | null;
  form: Record<string, string>;
  metadata: Record<string, string>;
  sent_at: string | null;
  /** The X-TESTING header was sent: answered like any order, kept nowhere (`orders` lists it apart). */
  testing: boolean;
}

/** The fonts and stock images the fake account has (GET /fonts, GET /images). */
export const FAKE_IGNITEPOST_FONTS = ["becca", "hunter"];
export const FAKE_IGNITEPOST_IMAGES = ["thank-you-1"];
/** The fake account's letter templates (GET /letter_templates: ids as strings, as the page shows). */
export const FAKE_IGNITEPOST_LETTER_TEMPLATES = [{ id: "42", name: "Congratulations Card" }];

const REQUIRED = [
  "font",
  "message",
  "image",
  "recipient_address_one",
  "recipient_city",
  "recipient_state",
  "recipient_zip",
];

/**
 * IgnitePost's API on 127.0.0.1, following https://dashboard.ignitepost.com/api-documentation:
 * X-TOKEN on every call (else 401), GET /authenticate, GET /fonts, GET /images,
 * GET /letter_templates, form-encoded POST /orders that refuses what the real one refuses (a
 * missing required field, an unknown font, image or letter template, a message over 450
 * characters: 422, a 4xx as the page's Errors section says), GET /orders/:id. With `X-TESTING: true` an order
 * is answered but not persisted, so it cannot be fetched. Replies alternate between bare and
 * `data`-wrapped, both documented. Knobs make it fail the way the real one can.
 */
export async function startFakeIgnitePost(token: string) {
  /** Persisted (live) orders. */
  const orders: FakeIgnitePostOrder[] = [];
  /** Every POST /orders the fake took, test mode included (what was "received"). */
  const received: FakeIgnitePostOrder[] = [];
  const requests: { method: string; path: string; headers: http.IncomingHttpHeaders }[] = [];
  const knobs = {
    /** Answer the next N order POSTs 503 (without taking them). */
    failNext: 0,
    /** Answer every call 503 (an outage), order POSTs not taken. */
    down: false,
    /** Answer the next N order POSTs 429. */
    tooManyNext: 0,
    /** Take the next N orders and never answer (the client times out). */
    hangNext: 0,
    /** Take the next N orders and drop the connection instead of answering. */
    dropAfterAcceptNext: 0,
    /** Refuse orders to this recipient_name with a 422. */
    rejectRecipient: null as string | null,
    /** Shares of order POSTs answered 503 (not taken) and of taken orders whose answer is lost. */
    failRate: 0,
    dropRate: 0,
    /** Reply shape: "alternate" between bare and `data`-wrapped, or always one. */
    shape: "alternate" as "alternate" | "bare" | "wrapped",
  };
  let nextId = 9000;
  let replies = 0;
  const hung = new Set<http.ServerResponse>();
  /** The ids of the orders taken and never answered (`hangNext`). */
  const hungIds: string[] = [];

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      requests.push({ method: req.method ?? "", path: url.pathname, headers: req.headers });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      const reply = (value: unknown) => {
        const wrapped = knobs.shape === "wrapped" || (knobs.shape === "alternate" && replies++ % 2 === 1);
        json(200, wrapped ? { data: value } : value);
      };
      if (req.headers["x-token"] !== token) return json(401, { message: "Invalid API token" });
      if (knobs.down) return json(503, { message: "Service unavailable" });
      const testing = req.headers["x-testing"] === "true";
      const path = url.pathname.replace(/^\/api\/v1/, "");

      if (req.method === "GET" && path === "/authenticate") return json(200, { email: "cards@civicpostcard.test" });
      if (req.method === "GET" && path === "/fonts") {
        return json(200, { data: FAKE_IGNITEPOST_FONTS.map((key) => ({ key, label: key })) });
      }
      if (req.method === "GET" && path === "/letter_templates")
        return json(200, { data: FAKE_IGNITEPOST_LETTER_TEMPLATES });
      if (req.method === "GET" && path === "/images") {
        return json(200, { data: FAKE_IGNITEPOST_IMAGES.map((key) => ({ key })) });
      }
      const one = /^\/orders\/([^/]+)$/.exec(path);
      if (req.method === "GET" && one) {
        const order = orders.find((o) => o.id === decodeURIComponent(one[1] as string));
        return order ? reply(present(order)) : json(404, { message: "Order not found" });
      }
      if (req.method !== "POST" || path !== "/orders") return json(404, { message: "Not found" });

      if (!req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
        return json(415, { message: "form-encoded bodies only" });
      }
      if (knobs.failNext > 0 || Math.random() < knobs.failRate) {
        knobs.failNext = Math.max(0, knobs.failNext - 1);
        return json(503, { message: "Service unavailable" });
      }
      if (knobs.tooManyNext > 0) {
        knobs.tooManyNext--;
        return json(429, { message: "Too many requests" });
      }
      const form = Object.fromEntries(new URLSearchParams(body));
      const missing = REQUIRED.filter((field) => !form[field]?.trim());
      if (missing.length) {
        return json(422, { errors: Object.fromEntries(missing.map((f) => [f, ["can't be blank"]])) });
      }
      if ((form.message as string).length > 450) {
        return json(422, { errors: { message: ["is too long (maximum is 450 characters)"] } });
      }
      if (!FAKE_IGNITEPOST_FONTS.includes(form.font as string)) return json(422, { errors: { font: ["is invalid"] } });
      if (!FAKE_IGNITEPOST_IMAGES.includes(form.image as string) && !/^https?:\/\//.test(form.image as string)) {
        return json(422, { errors: { image: ["is invalid"] } });
      }
      if (form.letter_template_id && !FAKE_IGNITEPOST_LETTER_TEMPLATES.some((t) => t.id === form.letter_template_id)) {
        return json(422, { errors: { letter_template_id: ["is invalid"] } });
      }
      if (knobs.rejectRecipient && form.recipient_name === knobs.rejectRecipient) {
        return json(422, { message: "recipient address is undeliverable" });
      }
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(form)) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m?.[1]) metadata[m[1]] = v;
      }
      const order: FakeIgnitePostOrder = {
        id: String(nextId++),
        uid: form.uid ?? null,
        form,
        metadata,
        sent_at: null,
        testing,
      };
      received.push(order);
      if (!testing) orders.push(order);
      if (knobs.hangNext > 0) {
        knobs.hangNext--;
        hung.add(res);
        hungIds.push(order.id);
        return;
      }
      if (knobs.dropAfterAcceptNext > 0 || Math.random() < knobs.dropRate) {
        knobs.dropAfterAcceptNext = Math.max(0, knobs.dropAfterAcceptNext - 1);
        req.socket.destroy();
        return;
      }
      reply(present(order));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  function present(o: FakeIgnitePostOrder) {
    return {
      id: o.id,
      uid: o.uid,
      message: o.form.message,
      font: o.form.font,
      image_url: o.form.image,
      metadata: o.metadata,
      recipient_name: o.form.recipient_name,
      created_at: new Date().toISOString(),
      send_on: null,
      sent_at: o.sent_at,
      sent_at_unix: o.sent_at ? Math.floor(new Date(o.sent_at).getTime() / 1000) : null,
    };
  }

  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    orders,
    received,
    requests,
    knobs,
    hungIds,
    /** IgnitePost mails an order: `sent_at` is set. */
    markSent(id: string, at = new Date()) {
      const order = orders.find((o) => o.id === id);
      if (!order) throw new Error(`No order ${id}`);
      order.sent_at = at.toISOString();
      return present(order);
    },
    /** The bare order object, as the undocumented webhook is seen to post it. */
    webhookBody: (id: string) => {
      const order = orders.find((o) => o.id === id);
      return JSON.stringify(order ? present(order) : { id });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hung) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
