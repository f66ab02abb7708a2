import type Stripe from "stripe";
import { AppError } from "../../core/app-error";
import type { Config } from "../../core/config";
import type { JobQueue } from "../../core/jobs";
import type { Db } from "../../db/database";
import type { StripeCheckout } from "../../providers/payments/stripe-checkout";
import { markVendorEventProcessed, recordVendorEvent, unprocessedVendorEvent } from "../vendor-events";
import { markPaymentFailed, type PaymentDeps, syncPayment } from "./payment-events";

const COMPLETED = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
const FAILED = new Set(["checkout.session.async_payment_failed", "checkout.session.expired"]);

/**
 * A Stripe event: the signature is checked on the raw body first, the event is recorded once by
 * its id and its work queued; Stripe gets its answer without waiting for that work.
 */
export async function handleStripeWebhook(
  deps: { config: Config; db: Db; jobs: JobQueue },
  stripe: StripeCheckout | null,
  rawBody: string,
  signature: string | undefined,
) {
  if (!stripe) throw AppError.notFound("Stripe is not configured on this server.");
  if (!deps.config.STRIPE_WEBHOOK_SECRET) throw AppError.notConfigured("Stripe webhooks are not configured.");
  let event: Stripe.Event;
  try {
    event = stripe.constructWebhookEvent(rawBody, signature);
  } catch {
    throw new AppError(401, "invalid_signature", "The webhook signature is missing or wrong.");
  }
  const object = event.data.object as { metadata?: Record<string, string> | null };
  await recordVendorEvent(deps, {
    provider: "stripe",
    eventId: event.id,
    type: event.type,
    payload: rawBody,
    orderId: object.metadata?.order_id ?? null,
  });
}

/** The queued work of a recorded Stripe event. Idempotent, so Stripe's repeated deliveries change nothing. */
export async function processStripeEvent(deps: PaymentDeps, eventId: string) {
  const row = await unprocessedVendorEvent(deps.db, "stripe", eventId);
  if (!row) return;
  const event = row.payload as Stripe.Event;
  if (COMPLETED.has(event.type) || FAILED.has(event.type)) {
    const session = event.data.object as Stripe.Checkout.Session;
    if (COMPLETED.has(event.type)) await syncPayment(deps, session.id);
    else await markPaymentFailed(deps, session.id);
  }
  await markVendorEventProcessed(deps.db, "stripe", eventId);
}
