import path from "node:path";
import type { Config } from "../../core/config";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import { createLocalFileTransport, createSmtpTransport } from "../../providers/email/email-transport";
import type { OrderEmailReader } from "./order-facts";

/** Transactional email: SMTP from SMTP_URL, else `.eml` files in `$DATA_DIR/outbox/mail`. */
export function createEmailService(deps: {
  config: Config;
  db: Db;
  log: Logger;
  statusUrl(orderId: string): Promise<string>;
  orders: OrderEmailReader;
}) {
  const transport = deps.config.SMTP_URL
    ? createSmtpTransport(deps.config.SMTP_URL)
    : createLocalFileTransport(path.join(deps.config.dataDir, "outbox", "mail"));
  return {
    transport,
    async send(emailId: string) {
      // The templates (React, react-email) load on the first email: web replicas never pay for them.
      const { sendOutboxEmail } = await import("./send-email");
      await sendOutboxEmail({ ...deps, transport }, emailId);
    },
  };
}
export { emailsToErase, eraseEmailAddresses, removeLocalEmailCopies } from "./erasure";
export { sendEmailJob } from "./jobs";
export type { OrderEmailFacts, OrderEmailReader } from "./order-facts";
export { addToOutbox, type OutboxEmail, queueEmail, requeueUnsentEmails } from "./outbox";
