import { z } from "zod";
import { defineJob } from "../core/jobs";
import { handleJob } from "./queue";

/** Sends one email recorded in the outbox (services/email); a sent email is never sent again. */
export const sendEmailJob = defineJob({
  name: "send-email",
  payload: z.object({ emailId: z.string() }),
  retryLimit: 8,
  retryDelaySeconds: 10,
  concurrency: 4,
  pollingIntervalSeconds: 1,
});

export const sendEmail = handleJob(sendEmailJob, async ({ emailId }, app) => {
  await app.services.email.send(emailId);
});
