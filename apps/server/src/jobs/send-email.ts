import { sendEmailJob } from "../services/email";
import { handleJob } from "./queue";

export const sendEmail = handleJob(sendEmailJob, async ({ emailId }, app) => {
  await app.services.email.send(emailId);
});
