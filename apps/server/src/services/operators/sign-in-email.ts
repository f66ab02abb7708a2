import type { Config } from "../../core/config";
import type { OutgoingEmail } from "../../providers/email";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The console's sign-in link: plain and short (no React rendering on a web process). */
export function signInEmail({ config, to, url }: { config: Config; to: string; url: string }): OutgoingEmail {
  const subject = `Sign in to the ${config.APP_NAME} console`;
  const text = [
    `Open this link to sign in to the ${config.APP_NAME} operator console:`,
    "",
    url,
    "",
    "It works once, for 10 minutes. If you did not ask to sign in, ignore this email.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1d3557">
<p>Open this link to sign in to the ${escapeHtml(config.APP_NAME)} operator console:</p>
<p><a href="${escapeHtml(url)}">Sign in to the console</a></p>
<p>It works once, for 10 minutes. If you did not ask to sign in, ignore this email.</p>
</body></html>`;
  return {
    from: config.MAIL_FROM,
    to,
    subject,
    text,
    html,
    messageId: `<sign-in-${crypto.randomUUID()}@${/@([^>\s]+)/.exec(config.MAIL_FROM)?.[1] ?? "civicpostcard.local"}>`,
  };
}
