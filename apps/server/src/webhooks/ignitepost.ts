import { errorCodes } from "@civic/contracts/errors";
import { AppError } from "../http/app-error";
import { parseIgnitePostEvent, verifyIgnitePostSignature } from "../providers/mailing/ignitepost";
import type { WebhookHandler } from "./registry";

/** IgnitePost status webhook: signature required, then the card's status event. */
export const ignitePostWebhook: WebhookHandler = async (app, c, rawBody) => {
  const secret = app.config.IGNITEPOST_WEBHOOK_SECRET;
  if (!secret) throw AppError.notConfigured("IgnitePost webhooks are not configured on this server.");
  const signature = c.req.header("x-ignitepost-signature") ?? c.req.header("x-signature");
  if (!verifyIgnitePostSignature(rawBody, signature, secret)) {
    throw new AppError(401, "invalid_signature", "The webhook signature is missing or wrong.");
  }
  let event: ReturnType<typeof parseIgnitePostEvent>;
  try {
    event = parseIgnitePostEvent(rawBody);
  } catch {
    throw new AppError(400, errorCodes.invalidBody, "The webhook body is not an IgnitePost order.");
  }
  if (event) await app.services.mailing.handleStatus(event);
  return c.json({ received: true });
};
