import Stripe from "stripe";
import { z } from "zod";
import {
  type CheckoutSessionInput,
  type CheckoutSessionState,
  type PaymentProvider,
  PaymentProviderError,
  type RefundInput,
} from "./payment-provider";

/**
 * Pinned on purpose: request and webhook shapes follow this version, whatever the account's
 * default. In it, Embedded Checkout's UI mode is called `embedded_page`.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

export interface StripeCheckoutOptions {
  secretKey: string;
  webhookSecret?: string;
  /** Another Stripe API address (tests: a fake on 127.0.0.1). */
  apiUrl?: string;
}

/** The one test/live decision: any live key (secret `sk_live_` or restricted `rk_live_`) is live. */
function isLiveStripeKey(secretKey: string): boolean {
  return /^(sk|rk)_live_/.test(secretKey);
}

/** A chain of saved failures this long (each key's own) is left to the next retry. */
const MAX_REPLAYED_FAILURES = 3;

function refundAnswer(refund: Stripe.Refund) {
  const status = refund.status === "succeeded" ? "succeeded" : refund.status === "pending" ? "pending" : "failed";
  return { refundId: refund.id, status } as const;
}

/** Stripe Embedded Checkout: sessions, their payment state, refunds, and signed webhooks. */
export function createStripeCheckout(options: StripeCheckoutOptions): PaymentProvider & {
  verifyWebhookEvent(rawBody: string, signature: string | undefined): StripeEvent;
} {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "http:" ? 80 : 443),
          protocol: api.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });

  return {
    name: "stripe",
    testMode: !isLiveStripeKey(options.secretKey),

    async createCheckoutSession(input: CheckoutSessionInput) {
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            ui_mode: "embedded_page",
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency,
                  unit_amount: input.amountCents,
                  product_data: { name: input.description },
                },
              },
            ],
            customer_email: input.email,
            client_reference_id: input.orderId,
            metadata: { order_id: input.orderId, order_number: String(input.orderNumber) },
            payment_intent_data: { metadata: { order_id: input.orderId } },
            return_url: input.returnUrl,
            // Checkout Sessions' `locale` (https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-locale).
            ...(input.locale ? { locale: input.locale } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!session.client_secret)
        throw new PaymentProviderError("Stripe returned a session without a client secret.", false);
      return { sessionId: session.id, clientSecret: session.client_secret };
    },

    async retrieveSession(sessionId: string): Promise<CheckoutSessionState | null> {
      const s = await call(() =>
        stripe.checkout.sessions.retrieve(sessionId).catch((err) => {
          if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "resource_missing") return null;
          throw err;
        }),
      );
      if (!s) return null;
      return {
        sessionId: s.id,
        orderId: s.metadata?.order_id ?? s.client_reference_id ?? null,
        status: s.status === "complete" ? "complete" : s.status === "expired" ? "expired" : "open",
        paymentStatus:
          s.payment_status === "paid"
            ? "paid"
            : s.payment_status === "no_payment_required"
              ? "no_payment_required"
              : "unpaid",
        paymentIntentId: typeof s.payment_intent === "string" ? s.payment_intent : (s.payment_intent?.id ?? null),
        amountTotal: s.amount_total,
        currency: s.currency?.toLowerCase() ?? null,
      };
    },

    /**
     * Stripe keeps the first answer to an idempotency key, "regardless of whether it succeeds or
     * fails ... including 500 errors", and may prune the key once it is 24 hours old, after which
     * the same key makes a new request (https://docs.stripe.com/idempotency,
     * https://docs.stripe.com/api/idempotent_requests). So a retry with the same key can only get
     * a saved failure back for a day, and then could refund a second time. Every ask therefore
     * first looks for the refund itself among the payment's refunds, by the key we store in its
     * metadata (`refund_key`); only when there is none does it ask. A saved failure replayed
     * (`Idempotent-Replayed: true`, also on the client's own retries) is followed by another look,
     * and only if the refund is still not there by a new ask under a key derived from that answer's
     * request id, so that callers racing on one refund (each under its own lock, which should never
     * happen) still share each key.
     */
    async refund(input: RefundInput) {
      const paymentIntent = input.paymentIntentId ?? (await this.retrieveSession(input.sessionId))?.paymentIntentId;
      if (!paymentIntent) throw new PaymentProviderError(`Session ${input.sessionId} has no payment to refund.`, false);
      const made = () =>
        call(() =>
          stripe.refunds
            .list({ payment_intent: paymentIntent, limit: 100 })
            .then((page) => page.data.find((r) => r.metadata?.refund_key === input.idempotencyKey)),
        );
      let key = input.idempotencyKey;
      for (let attempt = 0; ; attempt++) {
        const found = await made();
        if (found) return refundAnswer(found);
        try {
          const refund = await stripe.refunds.create(
            {
              payment_intent: paymentIntent,
              amount: input.amountCents,
              reason: "requested_by_customer",
              metadata: { note: input.reason.slice(0, 400), refund_key: input.idempotencyKey },
            },
            { idempotencyKey: key },
          );
          return refundAnswer(refund);
        } catch (err) {
          // Replayed: this key's saved answer is a failure. Whether that call made the refund
          // is looked up again (above) before a new key asks.
          const replayed =
            err instanceof Stripe.errors.StripeError &&
            err.headers?.["idempotent-replayed"] === "true" &&
            err.requestId;
          if (!replayed || attempt >= MAX_REPLAYED_FAILURES) return call(() => Promise.reject(err));
          key = `${input.idempotencyKey}:after-${err.requestId}`;
        }
      }
    },

    /** The event of a delivery whose signature is right for the raw body; throws otherwise. */
    verifyWebhookEvent(rawBody: string, signature: string | undefined) {
      if (!options.webhookSecret) throw new Error("STRIPE_WEBHOOK_SECRET is not set.");
      if (!signature) throw new Error("The Stripe-Signature header is missing.");
      return readStripeEvent(stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret));
    },
  };
}

export type StripeCheckout = ReturnType<typeof createStripeCheckout>;

/** The parts of an event we read, whatever its kind: its object's id and our order id in its metadata. */
const stripeEvent = z
  .object({
    id: z.string(),
    type: z.string(),
    data: z.object({
      object: z.object({ id: z.string().optional(), metadata: z.record(z.string(), z.unknown()).nullish() }).loose(),
    }),
  })
  .loose();

export interface StripeEvent {
  id: string;
  type: string;
  /** The Checkout Session's id, for a checkout.session.* event. */
  objectId: string | null;
  orderId: string | null;
}

/** Our order ids are UUIDs; anything else in the metadata was not put there by us. */
const ORDER_ID = z.uuid();

/**
 * A verified delivery, or one recorded earlier, read with a schema. Throws on a body that is not an
 * event. A `metadata.order_id` that is not a UUID (a session made elsewhere on the same Stripe
 * account) is no order of ours: null, so the event is acknowledged instead of failing on the
 * database's uuid column, which Stripe would retry for days.
 */
export function readStripeEvent(body: unknown): StripeEvent {
  const event = stripeEvent.parse(body);
  const orderId = ORDER_ID.safeParse(event.data.object.metadata?.order_id);
  return {
    id: event.id,
    type: event.type,
    objectId: event.data.object.id ?? null,
    orderId: orderId.success ? orderId.data : null,
  };
}

/** Network trouble, rate limits and Stripe's 5xx are worth retrying; the rest is not. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) {
      const retryable =
        err instanceof Stripe.errors.StripeConnectionError ||
        err instanceof Stripe.errors.StripeRateLimitError ||
        err instanceof Stripe.errors.StripeAPIError ||
        (err.statusCode ?? 0) >= 500;
      throw new PaymentProviderError(`Stripe: ${err.message}`, retryable);
    }
    throw err;
  }
}
