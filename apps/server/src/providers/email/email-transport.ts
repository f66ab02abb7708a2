import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox row, so a receiving server can spot a resend. */
  messageId: string;
}

/** Transactional email: SMTP when configured, else `.eml` files in the outbox folder. */
export interface EmailTransport {
  readonly name: "smtp" | "local";
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
}

export function createSmtpTransport(smtpUrl: string): EmailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: "smtp",
    async send(email) {
      const info = await transport.sendMail(email);
      return { messageId: info.messageId };
    },
  };
}

/** The embedded default: nodemailer builds the real MIME message, written to `<dir>/<time>-<id>.eml`. */
export function createLocalFileTransport(dir: string): EmailTransport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    name: "local",
    async send(email) {
      const info = await transport.sendMail(email);
      // Emails carry addresses and status links: readable by this user only.
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const safeId = email.messageId.replace(/[^A-Za-z0-9.-]/g, "_");
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeId}.eml`);
      // Written under another name, then renamed: whoever reads the folder sees a whole email or none.
      await fs.writeFile(`${file}.partial`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.partial`, file);
      return { messageId: info.messageId };
    },
  };
}
