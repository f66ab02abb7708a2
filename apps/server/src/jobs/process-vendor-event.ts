import { z } from "zod";
import { defineJob } from "../core/jobs";
import { handleJob } from "./queue";

/**
 * Acts on one recorded webhook event (services/vendor-events); acting twice changes nothing.
 * 'stately' with singletonKey = the event: never two runs of one event at once (a repeated
 * delivery waits its turn, then finds the event processed).
 */
export const processVendorEventJob = defineJob({
  name: "process-vendor-event",
  payload: z.object({ provider: z.string(), eventId: z.string() }),
  policy: "stately",
  retryLimit: 10,
  retryDelaySeconds: 5,
  concurrency: 2,
  pollingIntervalSeconds: 0.5,
});

export const processVendorEvent = handleJob(processVendorEventJob, async ({ provider, eventId }, app) => {
  if (provider === "stripe") await app.services.payments.processStripeEvent(eventId);
  else if (provider === "ignitepost") await app.services.mailing.processWebhookEvent("ignitepost", eventId);
  else app.log.warn({ provider, eventId }, "vendor event from an unknown provider");
});
