import { sendEmailJob } from "../services/email/jobs";
import { handleJob } from "./queue";

export const sendEmail = handleJob(sendEmailJob, async ({ emailId }, app) => {
  await app.services.email.send(emailId);
});
