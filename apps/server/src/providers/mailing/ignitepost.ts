import { z } from "zod";
import {
  type CardOrder,
  type MailingVendor,
  MailingVendorError,
  nameOnCard,
  type VendorOrder,
  writtenMessage,
} from "./mailing-vendor";

/**
 * IgnitePost, as its API reference documents it:
 * https://dashboard.ignitepost.com/api-documentation (authentication, errors, the order object,
 * test mode, and the endpoints GET /authenticate, GET /letter_templates, GET /fonts, GET /images,
 * POST /preview, POST /orders, GET /orders/:id).
 *
 * - Every call carries `X-TOKEN`; test mode is `X-TESTING: true`, and its orders are not
 *   persisted (they cannot be fetched afterwards).
 * - POST /orders (form-encoded) needs `font`, `message` (at most 450 characters), `image` (a stock
 *   key or a public image URL), `recipient_address_one`, `recipient_city`, `recipient_state` and
 *   `recipient_zip`; `uid` is our own identifier, and nothing documents that a second order with
 *   the same `uid` is refused: IgnitePost has no idempotency, so a call that may have reached it
 *   is never repeated by us (see `MailingVendorError`'s outcomes).
 * - The order object has no status: `sent_at` set means mailed. Nothing reports delivery.
 * - Replies come bare or wrapped in `data`; both are read.
 * - Webhooks are not documented (no signature): their body only names an order, which is
 *   fetched with GET /orders/:id before anything moves (webhooks/ignitepost.ts).
 */

/** IgnitePost's documented limit on `message`. */
const IGNITEPOST_MESSAGE_LIMIT = 450;

export interface IgnitePostOptions {
  apiUrl: string;
  token: string;
  /** A font key (GET /fonts). */
  font: string;
  /** A stock image key (GET /images) or a public image URL. */
  image: string;
  letterTemplateId?: string;
  testMode: boolean;
  timeoutMs?: number;
}

const id = z.union([z.number(), z.string().min(1)]).transform(String);

/** The order object: the fields we read. */
const ignitePostOrder = z
  .object({
    id,
    uid: z.string().nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
    sent_at: z.string().nullish(),
  })
  .loose();

/** A reply that is an object, bare or wrapped in `data` (IgnitePost answers both ways). */
function bareOrWrapped<T extends z.ZodType>(schema: T) {
  return z.union([
    z.object({ data: schema }).transform((reply) => (reply as { data: z.output<T> }).data),
    schema.transform((reply) => reply as z.output<T>),
  ]);
}

const orderReply = bareOrWrapped(ignitePostOrder);
const authenticateReply = bareOrWrapped(z.object({ email: z.string() }).loose());

const errorBody = z.object({ message: z.string().optional(), error: z.string().optional() }).loose();

/** A network error that happened before our request could have been sent. */
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

function causeCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export type IgnitePost = MailingVendor & {
  /** GET /authenticate: the account's email, or why the token is not accepted. */
  authenticate(): Promise<{ ok: true; account: string } | { ok: false; reason: string }>;
  fetchOrder(vendorOrderId: string): Promise<VendorOrder | null>;
};

export function createIgnitePost(options: IgnitePostOptions): IgnitePost {
  const base = options.apiUrl.replace(/\/$/, "");
  const timeoutMs = options.timeoutMs ?? 15_000;
  const headers = {
    "X-TOKEN": options.token,
    Accept: "application/json",
    ...(options.testMode ? { "X-TESTING": "true" } : {}),
  };

  /** A read (GET): any failure is an ordinary error, retried by whoever asked. */
  async function get(path: string): Promise<{ status: number; json: unknown }> {
    const res = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      if (res.ok) throw new Error(`IgnitePost answered GET ${path} with something that is not JSON.`);
    }
    return { status: res.status, json };
  }

  const toVendorOrder = (order: z.infer<typeof ignitePostOrder>): VendorOrder => {
    const meta = (key: string) => {
      const value = order.metadata?.[key];
      return typeof value === "string" ? value : null;
    };
    const sentAt = order.sent_at ? new Date(order.sent_at) : null;
    return {
      vendorOrderId: order.id,
      idempotencyKey: order.uid ?? null,
      recipientId: meta("recipient_id"),
      orderId: meta("order_id"),
      mailedAt: sentAt && !Number.isNaN(sentAt.getTime()) ? sentAt : null,
      payload: { id: order.id, uid: order.uid ?? null, sent_at: order.sent_at ?? null },
    };
  };

  return {
    name: "ignitepost",
    reports: { written: false, delivered: false },
    testMode: options.testMode,
    idempotent: false,

    async submit(card: CardOrder) {
      const message = writtenMessage(card);
      // Checked here as well as when the card was planned: a refusal after payment is a refund.
      if (message.length > IGNITEPOST_MESSAGE_LIMIT) {
        throw new MailingVendorError(
          `The card's text is ${message.length} characters; IgnitePost takes at most ${IGNITEPOST_MESSAGE_LIMIT}.`,
          "refused",
        );
      }
      const form = new URLSearchParams({
        font: options.font,
        image: options.image,
        message,
        recipient_name: nameOnCard(card.recipient),
        recipient_address_one: card.recipient.address.street,
        recipient_city: card.recipient.address.city,
        recipient_state: card.recipient.address.state,
        recipient_zip: card.recipient.address.zip,
        sender_name: card.sender.fullName,
        sender_address_one: card.sender.streetAddress,
        sender_city: card.sender.city,
        sender_state: card.sender.state,
        sender_zip: card.sender.zipCode,
        uid: card.idempotencyKey,
        "metadata[order_id]": card.orderId,
        "metadata[order_number]": String(card.orderNumber),
        "metadata[recipient_id]": card.recipientId,
      });
      if (options.letterTemplateId) form.set("letter_template_id", options.letterTemplateId);

      let res: Response;
      try {
        res = await fetch(`${base}/orders`, {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const code = causeCode(err);
        if (code && NOT_SENT_CODES.has(code)) {
          throw new MailingVendorError(`IgnitePost could not be reached (${code}).`, "not_sent");
        }
        const timedOut = err instanceof Error && err.name === "TimeoutError";
        throw new MailingVendorError(
          timedOut
            ? `IgnitePost did not answer within ${timeoutMs / 1000} s; it may have taken the card.`
            : `The connection to IgnitePost was lost (${code ?? "no answer"}); it may have taken the card.`,
          "unknown",
        );
      }
      const text = await res.text().catch(() => null);
      if (res.status === 429) throw new MailingVendorError("IgnitePost asked us to slow down (HTTP 429).", "not_sent");
      if (res.status >= 500 || text === null) {
        throw new MailingVendorError(
          `IgnitePost failed on its side (HTTP ${res.status}); it may have taken the card.`,
          "unknown",
        );
      }
      if (!res.ok) {
        throw new MailingVendorError(
          `IgnitePost refused the card (HTTP ${res.status}): ${describeError(text)}`,
          "refused",
        );
      }
      let reply: unknown = null;
      try {
        reply = JSON.parse(text);
      } catch {}
      const created = orderReply.safeParse(reply);
      if (!created.success) {
        throw new MailingVendorError("IgnitePost took the card but its answer carries no order id.", "unknown");
      }
      return { vendorOrderId: created.data.id };
    },

    async fetchOrder(vendorOrderId: string) {
      const { status, json } = await get(`/orders/${encodeURIComponent(vendorOrderId)}`);
      if (status === 404) return null;
      if (status !== 200) throw new Error(`IgnitePost answered GET /orders/:id with HTTP ${status}.`);
      const order = orderReply.safeParse(json);
      if (!order.success) throw new Error("IgnitePost answered GET /orders/:id in an unknown shape.");
      return toVendorOrder(order.data);
    },

    async authenticate() {
      try {
        const { status, json } = await get("/authenticate");
        if (status === 401 || status === 403)
          return { ok: false, reason: "IgnitePost does not accept IGNITEPOST_TOKEN." };
        if (status !== 200) return { ok: false, reason: `IgnitePost answered GET /authenticate with HTTP ${status}.` };
        const me = authenticateReply.safeParse(json);
        if (!me.success) return { ok: false, reason: "IgnitePost answered GET /authenticate in an unknown shape." };
        return { ok: true, account: me.data.email };
      } catch (err) {
        return { ok: false, reason: `IgnitePost could not be reached: ${err instanceof Error ? err.message : err}` };
      }
    },
  };
}

function describeError(text: string): string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return text.slice(0, 300) || "no details";
  }
  const body = errorBody.safeParse(json);
  const detail = body.success ? (body.data.message ?? body.data.error) : undefined;
  return detail ?? JSON.stringify(json).slice(0, 300);
}

/** A webhook body: only the IgnitePost order id it names is used (the rest is not trusted). */
const webhookBody = bareOrWrapped(z.object({ id, sent_at: z.string().nullish() }).loose());

/**
 * The IgnitePost order a webhook body names, and whether it claims the order was sent (a claim
 * only: the order is fetched before anything moves); null when it names none.
 */
export function readIgnitePostWebhook(rawBody: string): { orderId: string; claimsSent: boolean } | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = webhookBody.safeParse(json);
  return parsed.success ? { orderId: parsed.data.id, claimsSent: Boolean(parsed.data.sent_at) } : null;
}
