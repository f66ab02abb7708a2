import { errorCodes } from "@civic/contracts/errors";
import { AppError } from "../core/app-error";
import { checkIgnitePostSignature, parseIgnitePostEvent } from "../providers/mailing/ignitepost";
import { recordVendorEvent } from "../services/vendor-events";
import type { WebhookHandler } from "./registry";

/** A captured delivery replayed later than this is refused. */
export const IGNITEPOST_WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * IgnitePost status webhook: signature required, then the card's status event recorded and its
 * work queued. A delivery older
 * than 5 minutes is refused: by the time its signature vouches for when there is one, else by
 * when we first recorded the same event (a body-only signature can be replayed forever).
 */
export const ignitePostWebhook: WebhookHandler = async (app, c, rawBody) => {
  const secret = app.config.IGNITEPOST_WEBHOOK_SECRET;
  if (!secret) throw AppError.notConfigured("IgnitePost webhooks are not configured on this server.");
  const signature = c.req.header("x-ignitepost-signature") ?? c.req.header("x-signature");
  const check = checkIgnitePostSignature(rawBody, signature, secret);
  if (!check.valid) throw new AppError(401, "invalid_signature", "The webhook signature is missing or wrong.");
  if (check.signedAt && Math.abs(Date.now() - check.signedAt.getTime()) > IGNITEPOST_WEBHOOK_MAX_AGE_MS) {
    throw stale();
  }
  let event: ReturnType<typeof parseIgnitePostEvent>;
  try {
    event = parseIgnitePostEvent(rawBody);
  } catch {
    throw new AppError(400, errorCodes.invalidBody, "The webhook body is not an IgnitePost order.");
  }
  if (!event) return c.json({ received: true });
  if (!check.signedAt) {
    const first = await app.db
      .selectFrom("vendor_events")
      .select(["received_at", "processed_at"])
      .where("provider", "=", "ignitepost")
      .where("event_id", "=", event.eventId)
      .executeTakeFirst();
    // One never fully handled (a crash mid-way) may still be finished by the vendor's retry.
    const age = first?.processed_at ? Date.now() - new Date(first.received_at).getTime() : 0;
    if (age > IGNITEPOST_WEBHOOK_MAX_AGE_MS) throw stale();
  }
  // Recorded once and queued: the card moves when the job runs, IgnitePost is answered now.
  await recordVendorEvent(app, {
    provider: "ignitepost",
    eventId: event.eventId,
    type: `card.${event.status}`,
    payload: rawBody,
    orderId: event.orderId ?? null,
  });
  return c.json({ received: true });
};

const stale = () => new AppError(409, "stale_webhook", "This webhook delivery is older than 5 minutes.");
