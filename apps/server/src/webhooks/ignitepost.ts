import { errorCodes } from "@civic/contracts/errors";
import type { AppContext } from "../context";
import { AppError } from "../core/app-error";
import { checkIgnitePostSignature, ignitePostStatusEvent, parseIgnitePostEvent } from "../providers/mailing";
import type { WebhookProvider } from "./webhook";

/** A captured delivery replayed later than this is refused. */
const IGNITEPOST_WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000;

const applyStatus = async (app: AppContext, payload: unknown) => {
  const event = ignitePostStatusEvent(payload);
  if (event) await app.services.mailing.handleStatus(event);
};

/**
 * IgnitePost status webhook: signature required, then the card's status event recorded and its
 * work queued. A delivery older than 5 minutes is refused: by the time its signature vouches for
 * when there is one, else by when we first recorded the same event (a body-only signature can be
 * replayed forever).
 */
export const ignitePostWebhook: WebhookProvider = {
  name: "ignitepost",
  async verify(app, { rawBody, header }) {
    const secret = app.config.IGNITEPOST_WEBHOOK_SECRET;
    if (!secret) throw AppError.notConfigured("IgnitePost webhooks are not configured on this server.");
    const check = checkIgnitePostSignature(rawBody, header("x-ignitepost-signature") ?? header("x-signature"), secret);
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
    if (!event) return null;
    if (!check.signedAt) {
      const first = await app.services.vendorEvents.firstRecorded("ignitepost", event.eventId);
      // One never fully handled (a crash mid-way) may still be finished by the vendor's retry.
      const age = first?.processed_at ? Date.now() - new Date(first.received_at).getTime() : 0;
      if (age > IGNITEPOST_WEBHOOK_MAX_AGE_MS) throw stale();
    }
    // Recorded once and queued: the card moves when the job runs, IgnitePost is answered now.
    return {
      provider: "ignitepost",
      eventId: event.eventId,
      type: `card.${event.status}`,
      payload: rawBody,
      orderId: event.orderId ?? null,
    };
  },
  handlers: { "card.mailed": applyStatus, "card.delivered": applyStatus },
};

const stale = () => new AppError(409, "stale_webhook", "This webhook delivery is older than 5 minutes.");
