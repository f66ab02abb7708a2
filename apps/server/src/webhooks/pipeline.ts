import type { AppContext } from "../context";
import { webhookProviders } from "./registry";
import type { WebhookDelivery, WebhookProvider } from "./webhook";

/** A delivery: verified by its provider, then recorded once by the vendor's event id and queued. */
export async function receiveWebhook(app: AppContext, provider: WebhookProvider, delivery: WebhookDelivery) {
  const event = await provider.verify(app, delivery);
  if (event) await app.services.vendorEvents.record(event);
}

/** The queued work of a recorded event (the process-vendor-event job): its kind's handler, once. */
export async function processVendorEvent(app: AppContext, providerName: string, eventId: string) {
  const provider = webhookProviders.get(providerName);
  if (!provider) {
    app.log.warn({ provider: providerName, eventId }, "vendor event from an unknown provider");
    return;
  }
  const row = await app.services.vendorEvents.unprocessed(providerName, eventId);
  if (!row) return;
  // Own properties only: a type such as "constructor" names no handler.
  const handler = Object.hasOwn(provider.handlers, row.type) ? provider.handlers[row.type] : undefined;
  const orderId = await handler?.(app, row.payload);
  await app.services.vendorEvents.markProcessed(
    providerName,
    eventId,
    typeof orderId === "string" ? orderId : undefined,
  );
}
