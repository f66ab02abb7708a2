import { cardFrontIds, DEFAULT_CARD_FRONT_ID } from "@civic/contracts/card-fronts";
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
 * - The OpenAPI description shipped with Handwrytten's Python SDK
 *   (github.com/handwrytten/handwrytten-python-sdk, swagger.json), and the API reference
 *   http://www.handwrytten.com/api-redoc (API 3.15.0): the API key is the whole `Authorization`
 *   header, with no "Bearer"; test mode is a switch on the account (orders accepted, not fulfilled).
 *   - GET auth/getUser: "a user's data", the Authorization header required; 200
 *     `{ httpCode, status: "ok", id, login }`, 401 `{ httpCode: 401, status: "error", message: "no auth" }`.
 *     The official SDKs' `auth.getUser()` (handwrytten-js-sdk src/resources/auth.ts) is their "who am I".
 *     GET cards/list and fonts/list take a key but do not need one (security `[{}, ApiKeyAuth]`):
 *     they cannot tell a wrong key.
 *   - GET cards/list: `{ cards: [{ id, name, characters, … }] }`, `characters` the longest message
 *     the card takes (example 340); GET fonts/list: `{ fonts: [{ id, label, … }] }`.
 *   - POST orders/singleStepOrder: `card_id`, `message`, `font_label` and the addresses required
 *     (`*_state` too in the US); `credit_card_id` "the credit card id to charge for the order.
 *     Currently this is required, even for invoiced accounts, it just won't be charged."; 400 errors
 *     include "You have a message that is too long for the card.  Either shorten your message or
 *     choose another card". It answers `{ httpCode, status, order_id, mail_sent }`, and its example
 *     `order_id` (196936) is the example `basket_id` of orders/details, not the order's `id`
 *     (725563): the id it returns names the basket. The description lists form encoding; the
 *     single-step-order page (http://www.handwrytten.com/api/single-step-order) and the SDKs send JSON.
 *   - GET orders/getByMetadata?metadata=: `{ order_ids: [integer] }`, "Order IDs by client
 *     metadata" (at most 255 characters): how we learn the order's own id after singleStepOrder.
 *   - GET orders/details?id=<order id>: `{ order: { id, basket_id, status, date_send,
 *     client_metadata, … } }`. Its only order status word is the example "suspended"; baskets'
 *     are "basket", "in_progress", "completed", "cancelled". None says an order was mailed.
 *   - Base path: the description's servers are …/api/v1/… and …/api/v2/…; both official SDKs
 *     default to https://api.handwrytten.com/v2/ (handwrytten-js-sdk src/http-client.ts,
 *     handwrytten-python-sdk handwrytten/http_client.py), so v2 is our default (docs/decisions/0071).
 * - Every answer carries `httpCode` and `status` ("ok", or "error" with a `message` or `error`), and
 *   401/403, 400, 404, 429 and 5xx are sent as HTTP codes too (the SDKs' http clients).
 * - Not found anywhere: an idempotency key, a status word that means mailed, and the webhook's body.
 *   So a call that may have reached Handwrytten is never repeated by us (`MailingVendorError`
 *   outcomes, as for IgnitePost); the webhook only names an order, fetched here before anything
 *   moves; and no status word is read as mailed until one is documented: an unknown word is
 *   logged (once per word) for an operator, never guessed.
 * - Which characters its fonts write: not said anywhere (fonts/list gives labels, cards/list a
 *   length). A card's characters are checked before payment against one set for every vendor
 *   (decision 0117).
 */

export interface HandwryttenOptions {
  apiUrl: string;
  apiKey: string;
  /** The card design of a card without its own (HANDWRYTTEN_CARD_ID). */
  cardId: number;
  /** A card design per front (HANDWRYTTEN_CARD_IDS): the sender's chosen front on Handwrytten's card. */
  cardIdsByFront?: Record<string, number>;
  fontLabel: string;
  /** Required by singleStepOrder, even for an invoiced account (it is not charged then). */
  creditCardId: number;
  /** Our webhook for this vendor (…/api/webhooks/handwrytten/<secret>), sent with each order. */
  webhookUrl?: string;
  timeoutMs?: number;
  /** Told of a status word Handwrytten sent that we do not know (so it never counts as mailed). */
  onUnknownStatus?: (status: string, vendorOrderId: string) => void;
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

const userReply = z.object({ id: id.optional(), login: z.string().optional() }).loose();
const cardsReply = z.object({ cards: z.array(z.object({ id, characters: z.coerce.number().nullish() }).loose()) });
const fontsReply = z.object({
  fonts: z.array(z.object({ id: z.string().nullish(), label: z.string().nullish() }).loose()),
});
const byMetadataReply = z.object({ order_ids: z.array(id) }).loose();

/** "Sen. Rick Scott" → first "Sen. Rick", last "Scott": the card's recipient line stays whole. */
function splitName(full: string) {
  const parts = full.trim().split(/\s+/);
  const last = parts.pop() ?? "";
  return { first: parts.join(" "), last };
}

/**
 * The order status words Handwrytten documents, none of which says mailed (see above). A word
 * found to mean mailed in Handwrytten's own documentation goes in MAILED_WORDS, nothing else.
 */
const KNOWN_NOT_MAILED = new Set(["suspended", "basket"]);
const MAILED_WORDS = new Set<string>();

/** What we send as `message`: the greeting and body; the sign-off is Handwrytten's `wishes`. */
const handwryttenMessage = (card: Pick<CardOrder, "salutation" | "body">) => `${card.salutation}\n\n${card.body}`;

export function createHandwrytten(options: HandwryttenOptions): ApiMailingVendor {
  const base = options.apiUrl.replace(/\/$/, "");
  const timeoutMs = options.timeoutMs ?? 15_000;
  const headers = { Authorization: options.apiKey, Accept: "application/json" };
  /** Each card design's `characters` (cards/list), once the start check has read them. */
  const messageLimits = new Map<number, number>();
  const cardIdOf = (card: Pick<CardOrder, "front">) =>
    (card.front && options.cardIdsByFront?.[card.front]) || options.cardId;
  const cardIds = [...new Set([options.cardId, ...Object.values(options.cardIdsByFront ?? {})])];
  const reportedWords = new Set<string>();

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
    const word = (order.status ?? "").trim().toLowerCase();
    const mailed = MAILED_WORDS.has(word);
    if (word && !mailed && !KNOWN_NOT_MAILED.has(word) && !reportedWords.has(word)) {
      reportedWords.add(word);
      options.onUnknownStatus?.(word, order.id);
    }
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

  /** The order ids Handwrytten holds under this client_metadata (null: it could not say). */
  async function ordersByMetadata(metadata: string): Promise<string[] | null> {
    try {
      const { status, json } = await get(`/orders/getByMetadata?metadata=${encodeURIComponent(metadata)}`);
      if (status !== 200) return null;
      const parsed = byMetadataReply.safeParse(json);
      return parsed.success ? parsed.data.order_ids : null;
    } catch {
      return null;
    }
  }

  /** Whether the account lists the configured card (noting its `characters`) and font; a reason when not. */
  async function checkCatalogue(): Promise<string | null> {
    const cards = await get("/cards/list");
    if (cards.status !== 200) return `Handwrytten answered GET cards/list with HTTP ${cards.status}.`;
    const cardList = cardsReply.safeParse(cards.json);
    if (!cardList.success) return "Handwrytten answered GET cards/list in an unknown shape.";
    for (const cardId of cardIds) {
      const card = cardList.data.cards.find((c) => c.id === String(cardId));
      const setting = cardId === options.cardId ? "HANDWRYTTEN_CARD_ID" : "HANDWRYTTEN_CARD_IDS";
      if (!card) return `Handwrytten lists no card ${cardId} (${setting}): see GET cards/list.`;
      if (card.characters && card.characters > 0) messageLimits.set(cardId, card.characters);
    }
    const fonts = await get("/fonts/list");
    if (fonts.status !== 200) return `Handwrytten answered GET fonts/list with HTTP ${fonts.status}.`;
    const fontList = fontsReply.safeParse(fonts.json);
    if (!fontList.success) return "Handwrytten answered GET fonts/list in an unknown shape.";
    // singleStepOrder's `font_label` is "the colloquial name of the font"; the id is accepted too.
    const font = options.fontLabel;
    if (!fontList.data.fonts.some((f) => f.label === font || f.id === font)) {
      return `Handwrytten lists no font "${font}" (HANDWRYTTEN_FONT): see GET fonts/list.`;
    }
    return null;
  }

  return {
    name: "handwrytten",
    reports: { written: false, delivered: false },
    testMode: false,
    idempotent: false,
    // HANDWRYTTEN_CARD_ID prints the default front; HANDWRYTTEN_CARD_IDS, the fronts it maps.
    fronts: cardFrontIds.filter((f) => f === DEFAULT_CARD_FRONT_ID || options.cardIdsByFront?.[f] !== undefined),

    refusesMessage(card) {
      const limit = messageLimits.get(cardIdOf(card));
      const length = handwryttenMessage(card).length;
      return limit !== undefined && length > limit ? { limit, length } : null;
    },

    async submit(card: CardOrder) {
      const sender = splitName(card.sender.fullName);
      const recipient = splitName(nameOnCard(card.recipient));
      const metadata = JSON.stringify({
        key: card.idempotencyKey,
        order_id: card.orderId,
        recipient_id: card.recipientId,
      });
      const body = {
        card_id: cardIdOf(card),
        font_label: options.fontLabel,
        // The greeting and body as the message; the sign-off is Handwrytten's right-shifted closing.
        message: handwryttenMessage(card),
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
        client_metadata: metadata,
        credit_card_id: options.creditCardId,
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
      // The id singleStepOrder returns names the basket; the order's own id (what orders/details
      // and the webhook name) is found by our metadata. Taken but not found: an operator decides.
      const ids = await ordersByMetadata(metadata);
      if (ids?.length !== 1) {
        throw new MailingVendorError(
          `Handwrytten took the card (basket ${created.data.order_id}) but orders/getByMetadata named ${ids === null ? "no order (it did not answer)" : `${ids.length} orders`}.`,
          "unknown",
        );
      }
      return { vendorOrderId: ids[0] as string };
    },

    async fetchOrder(vendorOrderId: string) {
      const { status, json } = await get(`/orders/details?id=${encodeURIComponent(vendorOrderId)}`);
      if (status === 404 || status === 400) return null;
      if (status !== 200) throw new Error(`Handwrytten answered GET orders/details with HTTP ${status}.`);
      const details = detailsReply.safeParse(json);
      if (!details.success) throw new Error("Handwrytten answered GET orders/details in an unknown shape.");
      return toVendorOrder(details.data.order);
    },

    async findOrderOf(card) {
      const ids = await ordersByMetadata(
        JSON.stringify({ key: card.idempotencyKey, order_id: card.orderId, recipient_id: card.recipientId }),
      );
      return ids?.length === 1 ? (ids[0] as string) : null;
    },

    /** The start check: auth/getUser (the key), then the card and font in the account's lists. */
    async authenticate() {
      try {
        const { status, json } = await get("/auth/getUser");
        if (status === 401 || status === 403) {
          return { ok: false, reason: "Handwrytten does not accept HANDWRYTTEN_API_KEY (GET auth/getUser)." };
        }
        if (status !== 200) return { ok: false, reason: `Handwrytten answered GET auth/getUser with HTTP ${status}.` };
        const me = userReply.safeParse(json);
        if (!me.success) return { ok: false, reason: "Handwrytten answered GET auth/getUser in an unknown shape." };
        const wrong = await checkCatalogue();
        if (wrong) return { ok: false, reason: wrong };
        return { ok: true, account: me.data.login ?? `user ${me.data.id ?? "(no id)"}` };
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
