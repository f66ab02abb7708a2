import { errorCodes } from "@civic/contracts/errors";
import { z } from "zod";
import { AppError } from "../core/app-error";
import { readHandwryttenWebhook } from "../providers/mailing";
import type { WebhookProvider } from "./webhook";

const payload = z.object({ id: z.string() });

/**
 * Handwrytten's per-order `webhook_url`, /api/webhooks/handwrytten/{HANDWRYTTEN_WEBHOOK_SECRET}
 * (the route checks the secret). Handwrytten does not document the body: only the order id it
 * names is kept, and the job asks Handwrytten for that order (GET orders/details); only its answer
 * moves a card. The body says nothing we trust to tell two deliveries apart, so deliveries naming
 * the same order within a minute are one record (repeats are free); a later one is asked again, and
 * confirming the same order twice changes nothing.
 */
export const handwryttenWebhook: WebhookProvider = {
  name: "handwrytten",
  pathSecret: (config) => config.HANDWRYTTEN_WEBHOOK_SECRET,
  async verify(_app, { rawBody }) {
    const named = readHandwryttenWebhook(rawBody);
    if (!named) throw new AppError(400, errorCodes.invalidBody, "The webhook body names no Handwrytten order.");
    return {
      provider: "handwrytten",
      // One record per order and minute: repeats within it are free, a later change is asked again.
      eventId: `${named.orderId}:${new Date().toISOString().slice(0, 16)}`,
      type: "order.changed",
      payload: JSON.stringify({ id: named.orderId }),
      orderId: null,
    };
  },
  handlers: {
    "order.changed": async (app, body) => {
      return (await app.services.mailing.confirmVendorOrder("handwrytten", payload.parse(body).id)).orderId;
    },
  },
};
