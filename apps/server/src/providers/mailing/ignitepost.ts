import { createHmac, timingSafeEqual } from "node:crypto";
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

interface IgnitePostOrder {
  id: number | string;
  uid?: string | null;
  metadata?: Record<string, string> | null;
  sent_at?: string | null;
  delivered_at?: string | null;
}

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
    const found = await request(`/orders?uid=${encodeURIComponent(uid)}`, { method: "GET" });
    const list = Array.isArray(found) ? found : ((found as { data?: unknown[] })?.data ?? []);
    return (list as IgnitePostOrder[]).find((o) => o.uid === uid) ?? null;
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
      const created = (await request("/orders", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      })) as IgnitePostOrder;
      if (created?.id === undefined || created.id === null) {
        throw new MailingVendorError("IgnitePost accepted the card but returned no order id.", true);
      }
      return { vendorOrderId: String(created.id) };
    },
  };
}

function describeError(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: string; error?: string; errors?: unknown };
    const detail = body.message ?? body.error ?? body.errors;
    return typeof detail === "string" ? detail : JSON.stringify(detail ?? body).slice(0, 300);
  } catch {
    return text.slice(0, 300) || "no details";
  }
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
  const order = JSON.parse(rawBody) as IgnitePostOrder;
  if (order?.id === undefined || order.id === null) throw new Error("The webhook body has no order id.");
  const status = order.delivered_at ? "delivered" : order.sent_at ? "mailed" : null;
  if (!status) return null;
  const at = new Date((status === "delivered" ? order.delivered_at : order.sent_at) as string);
  return {
    vendor: "ignitepost",
    eventId: `${order.id}:${status}`,
    vendorOrderId: String(order.id),
    recipientId: order.metadata?.recipient_id ?? null,
    orderId: order.metadata?.order_id ?? null,
    status,
    occurredAt: Number.isNaN(at.getTime()) ? new Date() : at,
    payload: order,
  };
}
