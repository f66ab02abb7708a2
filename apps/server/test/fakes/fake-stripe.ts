import http from "node:http";
import type { AddressInfo } from "node:net";
import { CHECKOUT_LOCALES } from "../../src/providers/payments/payment-provider";

type Params = Record<string, any>;

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects; enough for what we send. */
export function parseStripeForm(body: string): Params {
  const out: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node: any = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
    });
  }
  return out;
}

/** How long the fake keeps a key's answer before pruning it (Stripe: "at least 24 hours old"). */
const KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The parts of Stripe's API we use, on 127.0.0.1: Checkout Sessions, refunds (created, and listed
 * by payment intent), and idempotency keys as https://docs.stripe.com/idempotency says Stripe keeps
 * them: the first answer once the endpoint began executing, failures and 500s included, replayed
 * with `Idempotent-Replayed: true` and its original request id, and pruned after KEY_TTL_MS (the
 * fake's clock moves with `advanceClock`), after which the same key makes a new request.
 */
export async function startFakeStripe(secretKey: string) {
  const sessions = new Map<string, Params>();
  const refunds: Params[] = [];
  const requests: { method: string; path: string; idempotencyKey?: string; version?: string; params: Params }[] = [];
  const byIdempotencyKey = new Map<string, { status: number; body: unknown; requestId: string; savedAt: number }>();
  let n = 0;
  let clockOffsetMs = 0;
  const now = () => Date.now() + clockOffsetMs;
  let failAfterExecuting = 0;
  let failBeforeExecuting = 0;
  let refundsDown = false;
  let refusedRefunds = 0;
  let droppedRefundAnswers = 0;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const params = parseStripeForm(raw);
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        idempotencyKey,
        version: req.headers["stripe-version"] as string | undefined,
        params,
      });
      const send = (status: number, body: unknown) => {
        const requestId = `req_${++n}`;
        if (req.method === "POST" && idempotencyKey) {
          byIdempotencyKey.set(idempotencyKey, { status, body, requestId, savedAt: now() });
        }
        res.writeHead(status, { "content-type": "application/json", "request-id": requestId });
        res.end(JSON.stringify(body));
      };
      for (const [key, saved] of byIdempotencyKey)
        if (now() - saved.savedAt >= KEY_TTL_MS) byIdempotencyKey.delete(key);
      const error = (status: number, code: string, message: string) =>
        send(status, { error: { type: "invalid_request_error", code, message } });
      if (req.headers.authorization !== `Bearer ${secretKey}`) return error(401, "invalid_api_key", "Invalid API Key");
      const isRefund = req.method === "POST" && url.pathname === "/v1/refunds";
      if (isRefund && refusedRefunds > 0) {
        refusedRefunds--;
        // Like refundsDown: nothing was executed, so nothing is kept for the key.
        res.writeHead(503, { "content-type": "application/json", "request-id": `req_${++n}` });
        return res.end(JSON.stringify({ error: { type: "api_error", message: "Refunds are unavailable." } }));
      }
      // The refund is made (or replayed) but its answer never arrives: the connection is cut.
      const dropAnswer = isRefund && droppedRefundAnswers > 0;
      if (dropAnswer) {
        droppedRefundAnswers--;
        res.end = (() => {
          req.socket.destroy();
          return res;
        }) as typeof res.end;
      }
      const replay = idempotencyKey && req.method === "POST" ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) {
        res.writeHead(replay.status, {
          "content-type": "application/json",
          "idempotent-replayed": "true",
          "request-id": replay.requestId,
        });
        return res.end(JSON.stringify(replay.body));
      }
      if (req.method === "GET" && url.pathname === "/v1/refunds") {
        const pi = url.searchParams.get("payment_intent");
        const data = refunds.filter((r) => !pi || r.payment_intent === pi);
        return send(200, { object: "list", data, has_more: false, url: "/v1/refunds" });
      }
      // Stripe's own failure once the endpoint began: saved under the key like any answer.
      const apiError = () => send(500, { error: { type: "api_error", message: "An unknown error occurred." } });
      if (isRefund && failBeforeExecuting > 0) {
        failBeforeExecuting--;
        return apiError();
      }
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        // Stripe refuses a locale outside Checkout's list, naming the parameter.
        if (params.locale !== undefined && !(CHECKOUT_LOCALES as readonly string[]).includes(params.locale)) {
          return send(400, {
            error: { type: "invalid_request_error", param: "locale", message: `Invalid locale: ${params.locale}` },
          });
        }
        const item = params.line_items?.[0];
        const id = `cs_test_fake_${++n}`;
        const session = {
          id,
          object: "checkout.session",
          client_secret: `${id}_secret_fake`,
          ui_mode: params.ui_mode,
          mode: params.mode,
          status: "open",
          payment_status: "unpaid",
          amount_total: Number(item?.price_data?.unit_amount ?? 0) * Number(item?.quantity ?? 1),
          currency: item?.price_data?.currency,
          customer_email: params.customer_email,
          client_reference_id: params.client_reference_id ?? null,
          metadata: params.metadata ?? {},
          return_url: params.return_url,
          locale: params.locale ?? null,
          payment_intent: null as string | null,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && sessionMatch) {
        const session = sessions.get(sessionMatch[1]!);
        return session
          ? send(200, session)
          : error(404, "resource_missing", `No such checkout.session: '${sessionMatch[1]}'`);
      }
      if (req.method === "POST" && url.pathname === "/v1/refunds" && refundsDown) {
        // Stripe keeps no idempotent result for a request it could not process.
        res.writeHead(503, { "content-type": "application/json", "request-id": `req_${++n}` });
        return res.end(JSON.stringify({ error: { type: "api_error", message: "Refunds are unavailable." } }));
      }
      if (req.method === "POST" && url.pathname === "/v1/refunds") {
        const session = [...sessions.values()].find((s) => s.payment_intent === params.payment_intent);
        if (!session) return error(400, "resource_missing", `No such payment_intent: '${params.payment_intent}'`);
        const amount = Number(params.amount ?? session.amount_total);
        const already = refunds
          .filter((r) => r.payment_intent === params.payment_intent)
          .reduce((s, r) => s + r.amount, 0);
        if (already + amount > session.amount_total) {
          return error(400, "charge_already_refunded", "Refund amount is greater than the unrefunded amount.");
        }
        const refund = {
          id: `re_fake_${++n}`,
          object: "refund",
          amount,
          status: "succeeded",
          payment_intent: params.payment_intent,
          metadata: params.metadata ?? {},
        };
        refunds.push(refund);
        if (failAfterExecuting > 0) {
          failAfterExecuting--;
          return apiError();
        }
        return send(200, refund);
      }
      error(404, "resource_missing", `Unrecognized request URL (${req.method}: ${url.pathname})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    requests,
    /** While down, every refund answers 503 (after the client's own retries, the call fails). */
    setRefundsDown(down: boolean) {
      refundsDown = down;
    },
    /** The next `count` refund requests are refused (503), each kept for no key: a client's own retries count. */
    refuseRefunds(count: number) {
      refusedRefunds = count;
    },
    /** The next `count` refund requests are made (or replayed) but answered with a cut connection. */
    dropRefundAnswers(count: number) {
      droppedRefundAnswers = count;
    },
    /** The next `count` refund requests fail with a 500 before any refund is made; the 500 is kept for the key. */
    failRefundsBeforeExecuting(count: number) {
      failBeforeExecuting = count;
    },
    /** The next `count` refund requests make the refund, then fail with a 500; the 500 is kept for the key. */
    failRefundsAfterExecuting(count: number) {
      failAfterExecuting = count;
    },
    /** Moves the fake's clock on: keys older than 24 hours are pruned. */
    advanceClock(ms: number) {
      clockOffsetMs += ms;
    },
    /** The buyer pays in Stripe's embedded form. */
    pay(sessionId: string) {
      const session = sessions.get(sessionId)!;
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: `pi_fake_${++n}` });
      return session;
    },
    event(type: string, object: Params) {
      return JSON.stringify({
        id: `evt_fake_${++n}`,
        object: "event",
        type,
        api_version: "2026-10-28.endive",
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
