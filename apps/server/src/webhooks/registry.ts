import type { Context } from "hono";
import type { AppContext } from "../context";
import { ignitePostWebhook } from "./ignitepost";
import { stripeWebhook } from "./stripe";

/** A webhook verifies its signature on the raw body, records the event, enqueues work. */
export type WebhookHandler = (app: AppContext, c: Context, rawBody: string) => Promise<Response>;

export const webhooks = new Map<string, WebhookHandler>([
  ["stripe", stripeWebhook],
  ["ignitepost", ignitePostWebhook],
]);
