import { z } from "zod";
import { defineJob } from "../../core/jobs";

/** Sends one email recorded in the outbox (outbox.ts); a sent email is never sent again. */
export const sendEmailJob = defineJob({
  name: "send-email",
  payload: z.object({ emailId: z.string() }),
  retryLimit: 8,
  retryDelaySeconds: 10,
  concurrency: 4,
  pollingIntervalSeconds: 1,
});
