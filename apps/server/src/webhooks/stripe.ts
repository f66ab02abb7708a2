import type { WebhookHandler } from "./registry";

/** Stripe: Checkout Session events, verified on the raw body. */
export const stripeWebhook: WebhookHandler = async (app, c, rawBody) => {
  await app.services.payments.stripeWebhook(rawBody, c.req.header("stripe-signature"));
  return c.json({ received: true });
};
