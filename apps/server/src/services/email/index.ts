import path from "node:path";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import type { Logger } from "../../observability/logger";
import { createLocalFileTransport, createSmtpTransport } from "../../providers/email/email-transport";
import { sendOutboxEmail } from "./send-email";

/** Transactional email: SMTP from SMTP_URL, else `.eml` files in `$DATA_DIR/outbox/mail`. */
export function createEmailService(deps: { config: Config; db: Db; log: Logger }) {
  const transport = deps.config.SMTP_URL
    ? createSmtpTransport(deps.config.SMTP_URL)
    : createLocalFileTransport(path.join(deps.config.dataDir, "outbox", "mail"));
  return {
    transport,
    send: (emailId: string) => sendOutboxEmail({ ...deps, transport }, emailId),
  };
}
