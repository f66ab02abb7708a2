import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeIgnitePostOrder {
  id: number;
  uid: string;
  form: Record<string, string>;
  metadata: Record<string, string>;
}

/**
 * IgnitePost's order API on 127.0.0.1, with the documented shapes: form-encoded POST /orders
 * with X-TOKEN, JSON order back. Knobs make it fail the way a real vendor can.
 */
export async function startFakeIgnitePost(token: string) {
  const orders: FakeIgnitePostOrder[] = [];
  const requests: { method: string; path: string; token: string | undefined }[] = [];
  const knobs = {
    failNext: 0,
    dropAfterAcceptNext: 0,
    rejectRecipient: null as string | null,
    /** Share of order POSTs answered 503, and of accepted orders whose answer is lost. */
    failRate: 0,
    dropRate: 0,
  };
  let nextId = 9000;

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const given = req.headers["x-token"] as string | undefined;
      requests.push({ method: req.method ?? "", path: url.pathname, token: given });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      if (given !== token) return json(401, { message: "Invalid token" });
      if (req.method === "GET" && url.pathname === "/api/v1/orders") {
        const uid = url.searchParams.get("uid");
        return json(200, { data: orders.filter((o) => o.uid === uid).map(present) });
      }
      if (req.method !== "POST" || url.pathname !== "/api/v1/orders") return json(404, { message: "Not found" });
      if (req.headers["content-type"] !== "application/x-www-form-urlencoded") {
        return json(415, { message: "form-encoded bodies only" });
      }
      if (knobs.failNext > 0 || Math.random() < knobs.failRate) {
        knobs.failNext = Math.max(0, knobs.failNext - 1);
        return json(503, { message: "Service unavailable" });
      }
      const form = Object.fromEntries(new URLSearchParams(body));
      if (!form.message || !form.recipient_name || !form.recipient_zip || !form.uid) {
        return json(422, { errors: { message: ["can't be blank"] } });
      }
      if (knobs.rejectRecipient && form.recipient_name === knobs.rejectRecipient) {
        return json(422, { message: "recipient address is undeliverable" });
      }
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(form)) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m?.[1]) metadata[m[1]] = v;
      }
      const order = { id: nextId++, uid: form.uid, form, metadata };
      orders.push(order);
      if (knobs.dropAfterAcceptNext > 0 || Math.random() < knobs.dropRate) {
        knobs.dropAfterAcceptNext = Math.max(0, knobs.dropAfterAcceptNext - 1);
        req.socket.destroy(); // accepted, but the answer never arrives
        return;
      }
      json(201, present(order));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  function present(o: FakeIgnitePostOrder) {
    return { id: o.id, uid: o.uid, metadata: o.metadata, message: o.form.message, sent_at: null };
  }

  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    orders,
    requests,
    knobs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
