import type { Config } from "../../core/config";
import type { OutgoingEmail } from "../../providers/email";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

interface SignInLink {
  config: Config;
  to: string;
  url: string;
}

/** The console's sign-in link: plain and short (no React rendering on a web process). */
export function signInEmail({ config, to, url }: SignInLink): OutgoingEmail {
  return linkEmail(config, to, url, {
    subject: `Sign in to the ${config.APP_NAME} console`,
    lead: `Open this link to sign in to the ${config.APP_NAME} operator console:`,
    button: "Sign in to the console",
  });
}

/** The organisers' sign-in link (/organize), for any address that asks. */
export function organiserSignInEmail({ config, to, url }: SignInLink): OutgoingEmail {
  return linkEmail(config, to, url, {
    subject: `Sign in to organise a ${config.APP_NAME} campaign`,
    lead: `Open this link to sign in and organise campaigns on ${config.APP_NAME}:`,
    button: "Sign in to organise",
  });
}

function linkEmail(
  config: Config,
  to: string,
  url: string,
  words: { subject: string; lead: string; button: string },
): OutgoingEmail {
  const { subject, lead, button } = words;
  const text = [
    lead,
    "",
    url,
    "",
    "It works once, for 10 minutes. If you did not ask to sign in, ignore this email.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1d3557">
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(button)}</a></p>
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
