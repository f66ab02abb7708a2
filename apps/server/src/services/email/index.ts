import type { Clock } from "../../core/clock";
import type { Config } from "../../core/config";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import type { EmailTransport } from "../../providers/email";
import type { OrderEmailReader } from "./order-facts";
import type { OwnCardsEmailReader } from "./own-cards-facts";

/** Transactional email through the transport chosen in providers/ (SMTP, or `.eml` files). */
export function createEmailService(deps: {
  config: Config;
  clock: Clock;
  db: Db;
  log: Logger;
  transport: EmailTransport;
  statusUrl(orderId: string): Promise<string>;
  orders: OrderEmailReader;
  ownCards: OwnCardsEmailReader;
}) {
  return {
    async send(emailId: string) {
      // The templates (React, react-email) load on the first email: web replicas never pay for them.
      const { sendOutboxEmail } = await import("./send-email");
      await sendOutboxEmail(deps, emailId);
    },
  };
}
export { emailsOfOwnCardSet, emailsToErase, eraseEmailAddresses, removeLocalEmailCopies } from "./erasure";
export { sendEmailJob } from "./jobs";
export { addToOutbox, queueEmail, requeueUnsentEmails } from "./outbox";
export type { OwnCardsEmailReader } from "./own-cards-facts";
