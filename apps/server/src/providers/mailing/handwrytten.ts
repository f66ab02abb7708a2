import { z } from "zod";
import { createOrderCall } from "./create-order-call";
import {
  type ApiMailingVendor,
  type CardOrder,
  MailingVendorError,
  nameOnCard,
  type VendorOrder,
} from "./mailing-vendor";
import { getVendorJson } from "./vendor-get";

/**
 * Handwrytten, as its documentation describes it. Read, and what each confirms:
 * - https://www.handwrytten.com/api-documentation/ : the base https://api.handwrytten.com/v1/.
 * - http://www.handwrytten.com/api-redoc (API 3.15.0): the API key is the whole `Authorization`
 *   header, with no "Bearer"; test mode is a switch on the account (orders accepted, not fulfilled).
 * - http://www.handwrytten.com/api/single-step-order (and its older copy at
 *   https://www.handwrytten.com/api/single-step-order/): POST orders/singleStepOrder, JSON;
 *   `card_id` (integer), `message` and `font_label` required; `wishes` (the right-shifted closing),
 *   `delivery_confirmation`, `webhook_url`, `credit_card_id`, `client_metadata` (a string);
 *   `sender_address1`, `sender_city`, `sender_zip`, `recipient_address1`, `recipient_city`,
 *   `recipient_zip` required, `*_state` required in the US, first and last names optional. It
 *   answers 200 `{ httpCode, status, order_id, mail_sent }`, 400 `{ httpCode, error }`, 401.
 * - http://www.handwrytten.com/api/order-details : GET orders/details?id=<integer> answers
 *   `{ httpCode, status, order: { id, status, date_send, … } }`; the part we could read lists no
 *   `client_metadata` in it, so an order that does not echo it cannot be matched to a card
 *   (the operator's "Handwrytten has it" is then refused).
 * - Handwrytten's own SDKs (github.com/handwrytten/handwrytten-js-sdk, its http client and
 *   resources; handwrytten-python-sdk's swagger.json): GET cards/list and fonts/list exist; every
 *   answer carries `httpCode` and `status` ("ok", or "error" with a `message`), and 401/403,
 *   400, 404, 429 and 5xx are sent as HTTP codes too.
 * - Not found anywhere: an idempotency key, the list of order status words, and the webhook's
 *   body. So a call that may have reached Handwrytten is never repeated by us (`MailingVendorError`
 *   outcomes, as for IgnitePost); the webhook only names an order, fetched here before anything
 *   moves; and only a status word that says the card was sent or mailed counts as mailed.
 */

export interface HandwryttenOptions {
  apiUrl: string;
  apiKey: string;
  cardId: number;
  fontLabel: string;
  creditCardId?: number;
  /** Our webhook for this vendor (…/api/webhooks/handwrytten/<secret>), sent with each order. */
  webhookUrl?: string;
  timeoutMs?: number;
}

const id = z.union([z.number(), z.string().min(1)]).transform(String);

const createdReply = z.object({ order_id: id }).loose();

/** Every answer carries `httpCode` and `status`; an error adds `error` (singleStepOrder) or `message`. */
const errorReply = z
  .object({
    httpCode: z.coerce.number(),
    status: z.literal("error").optional(),
    error: z.string().optional(),
    message: z.string().optional(),
  })
  .loose()
  .refine((r) => r.status === "error" || r.httpCode >= 400);

const detailsReply = z
  .object({
    order: z
      .object({
        id,
        status: z.string().nullish(),
        date_send: z.string().nullish(),
        client_metadata: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
      })
      .loose(),
  })
  .loose();

/** "Sen. Rick Scott" → first "Sen. Rick", last "Scott": the card's recipient line stays whole. */
function splitName(full: string) {
  const parts = full.trim().split(/\s+/);
  const last = parts.pop() ?? "";
  return { first: parts.join(" "), last };
}

/** Handwrytten's status words are not listed: these say the card left. */
const MAILED = /\b(sent|mailed|shipped|complete|completed)\b/i;

export function createHandwrytten(options: HandwryttenOptions): ApiMailingVendor {
  const base = options.apiUrl.replace(/\/$/, "");
  const timeoutMs = options.timeoutMs ?? 15_000;
  const headers = { Authorization: options.apiKey, Accept: "application/json" };

  const get = (path: string) => getVendorJson("Handwrytten", `${base}${path}`, { headers, timeoutMs });

  const toVendorOrder = (order: z.infer<typeof detailsReply>["order"]): VendorOrder => {
    let meta: Record<string, unknown> = {};
    if (typeof order.client_metadata === "string") {
      try {
        const parsed: unknown = JSON.parse(order.client_metadata);
        if (parsed && typeof parsed === "object") meta = parsed as Record<string, unknown>;
      } catch {}
    } else if (order.client_metadata) meta = order.client_metadata;
    const text = (key: string) => (typeof meta[key] === "string" ? (meta[key] as string) : null);
    const mailed = order.status ? MAILED.test(order.status) : false;
    const sentOn = order.date_send ? new Date(order.date_send) : null;
    return {
      vendorOrderId: order.id,
      idempotencyKey: text("key"),
      recipientId: text("recipient_id"),
      orderId: text("order_id"),
      mailedAt: mailed ? (sentOn && !Number.isNaN(sentOn.getTime()) ? sentOn : new Date()) : null,
      payload: { id: order.id, status: order.status ?? null },
    };
  };

  return {
    name: "handwrytten",
    reports: { written: false, delivered: false },
    testMode: false,
    idempotent: false,

    async submit(card: CardOrder) {
      const sender = splitName(card.sender.fullName);
      const recipient = splitName(nameOnCard(card.recipient));
      const body = {
        card_id: options.cardId,
        font_label: options.fontLabel,
        // The greeting and body as the message; the sign-off is Handwrytten's right-shifted closing.
        message: `${card.salutation}\n\n${card.body}`,
        wishes: card.signOff,
        sender_first_name: sender.first,
        sender_last_name: sender.last,
        sender_address1: card.sender.streetAddress,
        sender_city: card.sender.city,
        sender_state: card.sender.state,
        sender_zip: card.sender.zipCode,
        recipient_first_name: recipient.first,
        recipient_last_name: recipient.last,
        recipient_address1: card.recipient.address.street,
        recipient_city: card.recipient.address.city,
        recipient_state: card.recipient.address.state,
        recipient_zip: card.recipient.address.zip,
        delivery_confirmation: false,
        client_metadata: JSON.stringify({
          key: card.idempotencyKey,
          order_id: card.orderId,
          recipient_id: card.recipientId,
        }),
        ...(options.creditCardId ? { credit_card_id: options.creditCardId } : {}),
        ...(options.webhookUrl ? { webhook_url: options.webhookUrl } : {}),
      };
      const reply = await createOrderCall("Handwrytten", `${base}/orders/singleStepOrder`, {
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify(body),
        timeoutMs,
      });
      // An answer that says it is an error (its own httpCode a 4xx) made no order: refused.
      const said = errorReply.safeParse(reply);
      if (said.success && said.data.httpCode >= 400 && said.data.httpCode < 500) {
        throw new MailingVendorError(
          `Handwrytten refused the card (${said.data.httpCode}): ${said.data.error ?? said.data.message ?? "no details"}`,
          "refused",
        );
      }
      const created = createdReply.safeParse(reply);
      if (!created.success) {
        throw new MailingVendorError("Handwrytten took the card but its answer carries no order id.", "unknown");
      }
      return { vendorOrderId: created.data.order_id };
    },

    async fetchOrder(vendorOrderId: string) {
      const { status, json } = await get(`/orders/details?id=${encodeURIComponent(vendorOrderId)}`);
      if (status === 404 || status === 400) return null;
      if (status !== 200) throw new Error(`Handwrytten answered GET orders/details with HTTP ${status}.`);
      const details = detailsReply.safeParse(json);
      if (!details.success) throw new Error("Handwrytten answered GET orders/details in an unknown shape.");
      return toVendorOrder(details.data.order);
    },

    /** Handwrytten documents no "who am I": its card catalogue answers only a key it accepts. */
    async authenticate() {
      try {
        const { status } = await get("/cards/list");
        if (status === 401 || status === 403) {
          return { ok: false, reason: "Handwrytten does not accept HANDWRYTTEN_API_KEY." };
        }
        if (status !== 200) return { ok: false, reason: `Handwrytten answered GET cards/list with HTTP ${status}.` };
        return { ok: true, account: "the API key's account" };
      } catch (err) {
        return { ok: false, reason: `Handwrytten could not be reached: ${err instanceof Error ? err.message : err}` };
      }
    },
  };
}

/** A webhook body: only the Handwrytten order id it names is used (the body is not documented). */
export function readHandwryttenWebhook(rawBody: string): { orderId: string } | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    json = Object.fromEntries(new URLSearchParams(rawBody));
  }
  const parsed = z
    .union([
      z.object({ order_id: id }).transform((b) => b.order_id),
      z.object({ id }).transform((b) => b.id),
      z.object({ order: z.object({ id }) }).transform((b) => b.order.id),
    ])
    .safeParse(json);
  return parsed.success ? { orderId: parsed.data } : null;
}
