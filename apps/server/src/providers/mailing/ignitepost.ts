import { type CardFrontId, cardFrontIds, DEFAULT_CARD_FRONT_ID } from "@civic/contracts/card-fronts";
import { z } from "zod";
import { createOrderCall } from "./create-order-call";
import {
  type ApiMailingVendor,
  type CardOrder,
  MailingVendorError,
  nameOnCard,
  type VendorOrder,
  writtenMessage,
} from "./mailing-vendor";
import { getVendorJson } from "./vendor-get";

/**
 * IgnitePost, as its documentation describes it. Read, and what each confirms:
 * - https://dashboard.ignitepost.com/api-documentation (the vendor's own page; the stored copy we
 *   could read holds its first part only): base https://dashboard.ignitepost.com/api/v1, the
 *   `X-TOKEN` header, errors as plain HTTP codes (4xx: our request, 5xx: theirs), the order object
 *   (`id`, `uid`, `metadata` hash, `sent_at`, no status field), test mode (`X-TESTING: true`, or a
 *   key not switched to live: orders "will not be persisted"), GET /authenticate answering
 *   `{ "email" }`, GET /letter_templates answering `{ "data": [{ "id": "42", "name" }] }`, GET /fonts
 *   answering `{ "data": [{ "key": "becca", … }] }`.
 * - Its later sections (POST /orders, POST /preview, GET /orders/:id, GET /images) we could not
 *   read on IgnitePost's page itself. They are taken from MindCloud's IgnitePost connector
 *   reference (native-api/actions/create-order.md, preview-note.md, list-letter-templates.md, and
 *   list-default-images.md: GET /images answers images with a `key`),
 *   which links each to the page's anchors (#create-an-order, #preview-note, #retrieve-an-order):
 *   POST /orders requires `font`, `message` (at most 450 characters), `image` (a stock key or a
 *   public image URL), `recipient_address_one`, `recipient_city`, `recipient_state`,
 *   `recipient_zip`; `letter_template_id` is an optional number; `uid` a string; `metadata` an
 *   object. POST /preview takes `font`, `message`, `image`, `image_inside`, `image_backside` and
 *   no template, and answers picture URLs (front, inside, back): docs/decisions/0053.
 * - Not found anywhere: an idempotency rule for `uid` (so a call that may have reached IgnitePost
 *   is never repeated by us: `MailingVendorError`'s outcomes), a status field or a delivery
 *   report (`sent_at` set means mailed), and the webhook (no signature, no body shape): its body
 *   only names an order, fetched with GET /orders/:id before anything moves (webhooks/ignitepost.ts).
 * - Replies come bare or wrapped in `data` (the page shows both); both are read.
 * - Which characters its fonts write: not said anywhere (only `message`'s length). A card's
 *   characters are checked before payment against one set for every vendor (decision 0117).
 */

/** IgnitePost's documented limit on `message`. */
const IGNITEPOST_MESSAGE_LIMIT = 450;

export interface IgnitePostOptions {
  apiUrl: string;
  token: string;
  /** A font key (GET /fonts). */
  font: string;
  /**
   * The picture side: one stock image key (GET /images) or public image URL for every card, or,
   * per card, a public URL of the card's own front (the sender previewed it; decision 0074).
   */
  image: string | ((front: CardFrontId) => string);
  /** A letter template (GET /letter_templates); checked, and refused: see `authenticate`. */
  letterTemplateId?: number;
  testMode: boolean;
  timeoutMs?: number;
}

const id = z.union([z.number(), z.string().min(1)]).transform(String);

/** The card's own front, or the default for a card with none (or one the renderer does not know). */
const frontOf = (card: CardOrder): CardFrontId => cardFrontIds.find((f) => f === card.front) ?? DEFAULT_CARD_FRONT_ID;

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

/** GET /letter_templates: the ids and names (the page shows ids as strings). */
/** GET /fonts and GET /images: lists of `{ key, … }`, wrapped in `data` (the page) or bare. */
const keysReply = z
  .union([
    z.object({ data: z.array(z.object({ key: z.string() }).loose()) }).transform((r) => r.data),
    z.array(z.object({ key: z.string() }).loose()),
  ])
  .transform((items) => items.map((i) => i.key));

const letterTemplatesReply = z.union([
  z.object({ data: z.array(z.object({ id, name: z.string().nullish() }).loose()) }).transform((r) => r.data),
  z.array(z.object({ id, name: z.string().nullish() }).loose()),
]);

export function createIgnitePost(options: IgnitePostOptions): ApiMailingVendor {
  const base = options.apiUrl.replace(/\/$/, "");
  const timeoutMs = options.timeoutMs ?? 15_000;
  const headers = {
    "X-TOKEN": options.token,
    Accept: "application/json",
    ...(options.testMode ? { "X-TESTING": "true" } : {}),
  };

  const get = (path: string) => getVendorJson("IgnitePost", `${base}${path}`, { headers, timeoutMs });

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

  /**
   * A letter template may print its own greeting before each card's "Dear …" (docs/decisions/0053):
   * POST /preview takes no template and answers pictures, so nothing in the API shows what a
   * template prints. A template is looked up (a wrong id says so) and then refused: IgnitePost
   * gets no card while IGNITEPOST_LETTER_TEMPLATE is set, and /readyz and the console say why.
   */
  /**
   * Whether IgnitePost lists `key` (GET /fonts, GET /images): a key it does not have would get
   * every card refused, and refunded, after payment. Said only when the list was read: an answer
   * in another shape does not stop the cards.
   */
  async function missingKey(path: "/fonts" | "/images", key: string): Promise<string | null> {
    const { status, json } = await get(path);
    const keys = status === 200 ? keysReply.safeParse(json) : null;
    if (!keys?.success || keys.data.includes(key)) return null;
    const setting = path === "/fonts" ? "IGNITEPOST_FONT" : "IGNITEPOST_IMAGE";
    return `IgnitePost has no ${path.slice(1, -1)} "${key}" (GET ${path}): set ${setting} to one of ${keys.data.join(", ")}.`;
  }
  /** A stock image key is checked; an image URL (ours, or the operator's) is IgnitePost's to fetch. */
  const missingImage = () =>
    typeof options.image !== "string" || /^https?:\/\//.test(options.image)
      ? Promise.resolve(null)
      : missingKey("/images", options.image);

  async function refuseLetterTemplate(templateId: number): Promise<{ ok: false; reason: string }> {
    const { status, json } = await get("/letter_templates");
    if (status !== 200) return { ok: false, reason: `IgnitePost answered GET /letter_templates with HTTP ${status}.` };
    const templates = letterTemplatesReply.safeParse(json);
    if (!templates.success) {
      return { ok: false, reason: "IgnitePost answered GET /letter_templates in an unknown shape." };
    }
    const template = templates.data.find((t) => t.id === String(templateId));
    if (!template)
      return { ok: false, reason: `IgnitePost has no letter template ${templateId} (IGNITEPOST_LETTER_TEMPLATE).` };
    return {
      ok: false,
      reason:
        `IGNITEPOST_LETTER_TEMPLATE is set (${templateId}, "${template.name ?? ""}"): IgnitePost's API cannot show ` +
        "whether a template prints its own greeting, and every card already begins with its own. " +
        "Unset IGNITEPOST_LETTER_TEMPLATE to send cards to IgnitePost.",
    };
  }

  return {
    name: "ignitepost",
    reports: { written: false, delivered: false },
    testMode: options.testMode,
    idempotent: false,
    // One image for every card prints only the default front; a URL per front prints each.
    fronts: typeof options.image === "string" ? [DEFAULT_CARD_FRONT_ID] : cardFrontIds,

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
        image: typeof options.image === "string" ? options.image : options.image(frontOf(card)),
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

      const reply = await createOrderCall("IgnitePost", `${base}/orders`, {
        headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
        body: form.toString(),
        timeoutMs,
      });
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

    /** The start check: GET /authenticate, then a letter template's lookup and refusal (0053). */
    async authenticate() {
      try {
        const { status, json } = await get("/authenticate");
        if (status === 401 || status === 403)
          return { ok: false, reason: "IgnitePost does not accept IGNITEPOST_TOKEN." };
        if (status !== 200) return { ok: false, reason: `IgnitePost answered GET /authenticate with HTTP ${status}.` };
        const me = authenticateReply.safeParse(json);
        if (!me.success) return { ok: false, reason: "IgnitePost answered GET /authenticate in an unknown shape." };
        const unknownKey = (await missingKey("/fonts", options.font)) ?? (await missingImage());
        if (unknownKey) return { ok: false, reason: unknownKey };
        if (options.letterTemplateId === undefined) return { ok: true, account: me.data.email };
        return await refuseLetterTemplate(options.letterTemplateId);
      } catch (err) {
        return { ok: false, reason: `IgnitePost could not be reached: ${err instanceof Error ? err.message : err}` };
      }
    },
  };
}

/** A webhook body: only the IgnitePost order id it names is used (the rest is not trusted). */
/**
 * A webhook names an order by an id we then ask IgnitePost about: anything but a plain number or
 * a short token (a NUL, a 10 KB string) names none, rather than reaching the database and the API.
 */
const webhookOrderId = z
  .union([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)])
  .transform(String);
const webhookBody = bareOrWrapped(z.object({ id: webhookOrderId, sent_at: z.string().nullish() }).loose());

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
