import { errorCodes } from "@civic/contracts/errors";
import { AppError } from "../../core/app-error";
import type { Config } from "../../core/config";
import type { StripeCheckout } from "../../providers/payments";
import type { VendorEventRecord } from "../vendor-events";

/**
 * A Stripe delivery: Stripe and its webhook secret configured, the signature right for the raw
 * body. Returns the event to record (webhooks/ records it once and queues its work).
 */
export function verifyStripeWebhook(
  deps: { config: Config },
  stripe: StripeCheckout | null,
  rawBody: string,
  signature: string | undefined,
): VendorEventRecord {
  if (!stripe) throw AppError.notFound("Stripe is not configured on this server.");
  if (!deps.config.STRIPE_WEBHOOK_SECRET) throw AppError.notConfigured("Stripe webhooks are not configured.");
  let event: ReturnType<StripeCheckout["verifyWebhookEvent"]>;
  try {
    event = stripe.verifyWebhookEvent(rawBody, signature);
  } catch {
    throw new AppError(401, errorCodes.invalidSignature, "The webhook signature is missing or wrong.");
  }
  return { provider: "stripe", eventId: event.id, type: event.type, payload: rawBody, orderId: event.orderId };
}
