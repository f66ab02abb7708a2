import { z } from "zod";
import { defineJob } from "../../core/jobs";

/**
 * Acts on one recorded webhook event (record-vendor-event.ts); acting twice changes nothing.
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
