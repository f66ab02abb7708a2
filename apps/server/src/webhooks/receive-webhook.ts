import type { AppContext } from "../context";
import type { WebhookDelivery, WebhookProvider } from "./webhook";

/** A delivery: verified by its provider, then recorded once by the vendor's event id and queued. */
export async function receiveWebhook(app: AppContext, provider: WebhookProvider, delivery: WebhookDelivery) {
  const event = await provider.verify(app, delivery);
  if (event) await app.services.vendorEvents.record(event);
}
