import type { AppContext } from "../context";
import { processVendorEventJob } from "../services/vendor-events";
import { webhookProviders } from "../webhooks/registry";
import { handleJob } from "./queue";

export const processVendorEvent = handleJob(processVendorEventJob, async ({ provider, eventId }, app) => {
  await processRecordedEvent(app, provider, eventId);
});

/** The queued work of a recorded event (the process-vendor-event job): its kind's handler, once. */
async function processRecordedEvent(app: AppContext, providerName: string, eventId: string) {
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
