import { processVendorEventJob } from "../services/vendor-events";
import { handleJob } from "./queue";

export const processVendorEvent = handleJob(processVendorEventJob, async ({ provider, eventId }, app) => {
  if (provider === "stripe") await app.services.payments.processStripeEvent(eventId);
  else if (provider === "ignitepost") await app.services.mailing.processWebhookEvent("ignitepost", eventId);
  else app.log.warn({ provider, eventId }, "vendor event from an unknown provider");
});
