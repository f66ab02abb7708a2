import { defineJob } from "./queue";

/** Sends one email recorded in the outbox (services/email); a sent email is never sent again. */
export const sendEmailJob = defineJob<{ emailId: string }>({
  name: "send-email",
  retryLimit: 8,
  retryDelaySeconds: 10,
  concurrency: 4,
  pollingIntervalSeconds: 1,
  async handle({ emailId }, app) {
    await app.services.email.send(emailId);
  },
});
