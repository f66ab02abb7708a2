import { handwryttenWebhook } from "./handwrytten";
import { ignitePostWebhook } from "./ignitepost";
import { stripeWebhook } from "./stripe";
import type { WebhookProvider } from "./webhook";

/** Every vendor that posts to /api/webhooks/{provider}. */
export const webhookProviders = new Map<string, WebhookProvider>(
  [stripeWebhook, ignitePostWebhook, handwryttenWebhook].map((provider) => [provider.name, provider]),
);
