import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import {
  type CardOrder,
  type MailingVendor,
  MailingVendorError,
  type MailStatusEvent,
  nameOnCard,
  writtenMessage,
} from "./mailing-vendor";

export interface IgnitePostOptions {
  apiUrl: string;
  token: string;
  /** The account's letter template (card design and font); IgnitePost's default when unset. */
  letterTemplateId?: string;
  timeoutMs?: number;
}

/** The parts of an IgnitePost order we read, in its replies and in its status webhooks. */
const ignitePostOrder = z
  .object({
    id: z.union([z.number(), z.string()]),
    uid: z.string().nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
    sent_at: z.string().nullish(),
    delivered_at: z.string().nullish(),
  })
  .loose();
type IgnitePostOrder = z.infer<typeof ignitePostOrder>;

/** POST /orders: only the new order's id matters. */
const createdOrder = z.object({ id: z.union([z.number(), z.string()]) }).loose();

/** GET /orders?uid=…: a list, bare or wrapped in `data`. */
const ignitePostOrderList = z.union([z.array(z.unknown()), z.object({ data: z.array(z.unknown()).nullish() }).loose()]);

const ignitePostErrorBody = z
  .object({ message: z.string().optional(), error: z.string().optional(), errors: z.unknown() })
  .loose();

/**
 * IgnitePost's order API: one form-encoded POST per card, authenticated with X-TOKEN. Our `uid`
 * is the card's idempotency key; a card whose earlier call may have reached IgnitePost is first
 * looked up by that uid, so a retry never writes a second card.
 */
export function createIgnitePost(options: IgnitePostOptions): MailingVendor {
  const base = options.apiUrl.replace(/\/$/, "");
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function request(path: string, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        ...init,
        headers: { "X-TOKEN": options.token, Accept: "application/json", ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const reason = err instanceof Error && err.name === "TimeoutError" ? "timed out" : "could not be reached";
      throw new MailingVendorError(`IgnitePost ${reason}.`, true);
    }
    const text = await res.text();
    if (res.ok) {
      try {
        return JSON.parse(text);
      } catch {
        throw new MailingVendorError("IgnitePost answered with something that is not JSON.", true);
      }
    }
    const retryable = res.status >= 500 || res.status === 429 || res.status === 408;
    throw new MailingVendorError(`IgnitePost refused the card (HTTP ${res.status}): ${describeError(text)}`, retryable);
  }

  async function findByUid(uid: string): Promise<IgnitePostOrder | null> {
    const found = ignitePostOrderList.safeParse(
      await request(`/orders?uid=${encodeURIComponent(uid)}`, { method: "GET" }),
    );
    if (!found.success) throw new MailingVendorError("IgnitePost answered the order search in an unknown shape.", true);
    const list = Array.isArray(found.data) ? found.data : (found.data.data ?? []);
    // An entry we cannot read is not the card we are looking for.
    const orders = list.flatMap((o) => {
      const order = ignitePostOrder.safeParse(o);
      return order.success ? [order.data] : [];
    });
    return orders.find((o) => o.uid === uid) ?? null;
  }

  return {
    name: "ignitepost",
    async submit(card: CardOrder) {
      if (card.retry) {
        const existing = await findByUid(card.idempotencyKey);
        if (existing) return { vendorOrderId: String(existing.id) };
      }
      const form = new URLSearchParams({
        message: writtenMessage(card),
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
      const created = createdOrder.safeParse(
        await request("/orders", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: form.toString(),
        }),
      );
      if (!created.success) {
        throw new MailingVendorError("IgnitePost accepted the card but returned no order id.", true);
      }
      return { vendorOrderId: String(created.data.id) };
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
  const body = ignitePostErrorBody.safeParse(json);
  if (!body.success) return JSON.stringify(json).slice(0, 300);
  const detail = body.data.message ?? body.data.error ?? body.data.errors;
  return typeof detail === "string" ? detail : JSON.stringify(detail ?? body.data).slice(0, 300);
}

/**
 * HMAC-SHA256 with the webhook secret, hex: of the raw body ('sha256=<hex>', the prefix optional),
 * or, when the vendor sends its time, of `<unix seconds>.<raw body>` as 't=<seconds>,v1=<hex>'.
 */
export function signIgnitePostBody(rawBody: string, secret: string, signedAt?: Date): string {
  if (!signedAt) return `sha256=${hmac(secret, rawBody).toString("hex")}`;
  const t = Math.floor(signedAt.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${rawBody}`).toString("hex")}`;
}

/** Whether the signature is right, and the time it vouches for when it carries one. */
export function checkIgnitePostSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
): { valid: false } | { valid: true; signedAt: Date | null } {
  if (!header) return { valid: false };
  const timed = /^t=(\d+),v1=([0-9a-f]+)$/i.exec(header.trim());
  const [hex, signed, signedAt] = timed
    ? [timed[2] as string, `${timed[1]}.${rawBody}`, new Date(Number(timed[1]) * 1000)]
    : [header.trim().replace(/^sha256=/, ""), rawBody, null];
  const given = Buffer.from(hex, "hex");
  const expected = hmac(secret, signed);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { valid: true, signedAt }
    : { valid: false };
}

const hmac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest();

/**
 * IgnitePost posts the order itself when its status changes: `sent_at` once the card is in the
 * mail, `delivered_at` if it is known. Anything earlier carries no status for us (null).
 */
export function parseIgnitePostEvent(rawBody: string): MailStatusEvent | null {
  return ignitePostStatusEvent(JSON.parse(rawBody));
}

/** The same, from a body already parsed as JSON (a recorded event's payload). Throws without an order id. */
export function ignitePostStatusEvent(body: unknown): MailStatusEvent | null {
  const parsed = ignitePostOrder.safeParse(body);
  if (!parsed.success) throw new Error("The webhook body has no order id.");
  const order: IgnitePostOrder = parsed.data;
  const status = order.delivered_at ? "delivered" : order.sent_at ? "mailed" : null;
  if (!status) return null;
  const at = new Date((status === "delivered" ? order.delivered_at : order.sent_at) ?? "");
  const metadataText = (key: string) => {
    const value = order.metadata?.[key];
    return typeof value === "string" ? value : null;
  };
  return {
    vendor: "ignitepost",
    eventId: `${order.id}:${status}`,
    vendorOrderId: String(order.id),
    recipientId: metadataText("recipient_id"),
    orderId: metadataText("order_id"),
    status,
    occurredAt: Number.isNaN(at.getTime()) ? new Date() : at,
    payload: order,
  };
}
