import fs from "node:fs";
import path from "node:path";

/**
 * The emails in a local mailer's folder, oldest first. The mailer renames each into place whole and
 * never changes it, so each file is read once: a run's shared outbox holds hundreds, and tests poll it.
 */
const readMails = new Map<string, string>();
function mailsIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort() // named by the time each was sent (ISO)
    .map((f) => {
      const file = path.join(dir, f);
      let text = readMails.get(file);
      if (text === undefined) {
        text = fs.readFileSync(file, "utf8");
        readMails.set(file, text);
      }
      return text;
    });
}

/** The local print shop's and mailer's files for the e2e server (site DATA_DIR). */
export function outbox() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through e2e/global-setup.ts");
  const root = path.join(dataDir, "outbox");
  const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return {
    cards(orderId: string) {
      return list(path.join(root, "postcards", orderId)).sort();
    },
    /** The PDF and PNG files of one card (named by its order_recipients id). */
    cardFile(orderId: string, file: string) {
      return fs.readFileSync(path.join(root, "postcards", orderId, file));
    },
    mails() {
      return mailsIn(path.join(root, "mail"));
    },
  };
}

/** The plain-text part of an .eml file, decoded (nodemailer writes quoted-printable or base64). */
export function mailText(eml: string): string {
  const part = eml
    .split(/\n--[^\n]+\n/)
    .find((p) => /^Content-Type: text\/plain/im.test(p) && !/^Content-Type: multipart/im.test(p));
  if (!part) throw new Error("the email has no text/plain part");
  const [head = "", ...rest] = part.split(/\n\n/);
  const body = rest.join("\n\n");
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body, "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  }
  return body;
}

/**
 * The path (with its fragment) of the sponsored-claim link emailed to `email` by the server using
 * `dataDir`, waiting for it. The link names the canonical site; the browser opens it on the test server.
 */
export async function sponsoredClaimPath(server: { dataDir: string }, email: string, timeoutMs = 20_000) {
  const claim = /https?:\/\/[^\s"<>]+(\/c\/confirm(?:\?lang=[a-z]{2})?#sponsored_[A-Za-z0-9_-]+)/;
  const mail = await mailTo(server, email, claim, timeoutMs);
  return claim.exec(mail)?.[1] as string;
}

/**
 * The first email to `to` whose text (soft line breaks joined) matches `pattern`, from the server
 * using `dataDir`, waiting for it.
 */
export async function mailTo(server: { dataDir: string }, to: string, pattern: RegExp, timeoutMs = 20_000) {
  const dir = path.join(server.dataDir, "outbox", "mail");
  const deadline = Date.now() + timeoutMs;
  const address = to.trim().toLowerCase();
  for (;;) {
    const mail = mailsIn(dir)
      // Quoted-printable: soft line breaks, and a Spanish link's "?lang=" written "=3D".
      .map((m) => m.replace(/=\r?\n/g, "").replaceAll("=3D", "="))
      .find((m) => (/^To: (.+)$/im.exec(m)?.[1] ?? "").trim().toLowerCase() === address && pattern.test(m));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no email to ${to} matching ${pattern}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
