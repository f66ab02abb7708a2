import type { AppContext } from "../context";
import { readStripeEvent } from "../providers/payments";
import type { WebhookProvider } from "./webhook";

const sessionOf = (payload: unknown) => {
  const { objectId } = readStripeEvent(payload);
  if (!objectId) throw new Error("A checkout.session event without a session id.");
  return objectId;
};
const completed = async (app: AppContext, payload: unknown) => {
  await app.services.payments.sessionCompleted(sessionOf(payload));
};
const failed = async (app: AppContext, payload: unknown) => {
  await app.services.payments.sessionFailed(sessionOf(payload));
};

/**
 * Stripe: Checkout Session events, verified on the raw body by the payments service's adapter.
 * Acting on an event asks Stripe for the session itself, so a repeated or stale one changes nothing.
 */
export const stripeWebhook: WebhookProvider = {
  name: "stripe",
  verify: async (app, delivery) =>
    app.services.payments.verifyStripeWebhook(delivery.rawBody, delivery.header("stripe-signature")),
  handlers: {
    "checkout.session.completed": completed,
    "checkout.session.async_payment_succeeded": completed,
    "checkout.session.async_payment_failed": failed,
    "checkout.session.expired": failed,
  },
};
