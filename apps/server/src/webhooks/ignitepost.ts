import { errorCodes } from "@civic/contracts/errors";
import { z } from "zod";
import { AppError } from "../core/app-error";
import { readIgnitePostWebhook } from "../providers/mailing";
import type { WebhookProvider } from "./webhook";

const payload = z.object({ id: z.string() });

/**
 * IgnitePost's webhook, at /api/webhooks/ignitepost/{IGNITEPOST_WEBHOOK_SECRET} (the route checks
 * the secret: IgnitePost documents no signature). The body is not trusted: only the order id it
 * names is kept, and the job asks IgnitePost for that order (GET /orders/:id); only its answer
 * moves a card. Recorded once per order id and claimed state, so repeats are free; an order that
 * is none of our cards is recorded once and done with.
 */
export const ignitePostWebhook: WebhookProvider = {
  name: "ignitepost",
  pathSecret: (config) => config.IGNITEPOST_WEBHOOK_SECRET,
  async verify(_app, { rawBody }) {
    const named = readIgnitePostWebhook(rawBody);
    if (!named) throw new AppError(400, errorCodes.invalidBody, "The webhook body names no IgnitePost order.");
    // What the body claims only splits the record (a later "sent" is not a repeat of "created").
    const { orderId, claimsSent } = named;
    return {
      provider: "ignitepost",
      eventId: `${orderId}:${claimsSent ? "sent" : "changed"}`,
      type: "order.changed",
      payload: JSON.stringify({ id: orderId }),
      orderId: null,
    };
  },
  handlers: {
    "order.changed": async (app, body) => {
      return (await app.services.mailing.confirmVendorOrder("ignitepost", payload.parse(body).id)).orderId;
    },
  },
};
