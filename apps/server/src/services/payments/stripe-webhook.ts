import type Stripe from "stripe";
import { AppError } from "../../http/app-error";
import type { StripeCheckout } from "../../providers/payments/stripe-checkout";
import type { OrderDeps } from "../orders/order-deps";
import { markPaymentFailed, syncPayment } from "./payment-events";

const COMPLETED = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
const FAILED = new Set(["checkout.session.async_payment_failed", "checkout.session.expired"]);

/**
 * A Stripe event: the signature is checked on the raw body first, the event is recorded once by
 * its id, then handled. Handling is idempotent, so Stripe's repeated deliveries change nothing.
 */
export async function handleStripeWebhook(
  deps: OrderDeps,
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
  await deps.db
    .insertInto("vendor_events")
    .values({ provider: "stripe", event_id: event.id, type: event.type, payload: rawBody, processed_at: null })
    .onConflict((oc) => oc.columns(["provider", "event_id"]).doNothing())
    .execute();
  if (COMPLETED.has(event.type) || FAILED.has(event.type)) {
    const session = event.data.object as Stripe.Checkout.Session;
    if (COMPLETED.has(event.type)) await syncPayment(deps, session.id);
    else await markPaymentFailed(deps, session.id);
  }
  await deps.db
    .updateTable("vendor_events")
    .set({ processed_at: new Date() })
    .where("provider", "=", "stripe")
    .where("event_id", "=", event.id)
    .execute();
}
