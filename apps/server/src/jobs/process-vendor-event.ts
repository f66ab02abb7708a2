import { processVendorEventJob } from "../services/vendor-events";
import { processVendorEvent as process } from "../webhooks/pipeline";
import { handleJob } from "./queue";

export const processVendorEvent = handleJob(processVendorEventJob, async ({ provider, eventId }, app) => {
  await process(app, provider, eventId);
});
