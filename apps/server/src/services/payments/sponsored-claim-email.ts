import type { Config } from "../../core/config";
import type { OutgoingEmail } from "../../providers/email";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The link a sponsored sender clicks to send their paid-for cards: plain and short, sent at once
 * from the request (no job: pg-boss would keep the address beyond erasure's reach).
 */
export function sponsoredClaimEmail(config: Config, to: string, organisation: string, url: string): OutgoingEmail {
  const lead = `${organisation} is paying for your postcards. Open this link to send them:`;
  const after = "It works for 24 hours. If you did not write a postcard, ignore this email: nothing is sent.";
  return {
    from: config.MAIL_FROM,
    to,
    subject: `Confirm your postcards, paid for by ${organisation}`,
    text: [lead, "", url, "", after].join("\n"),
    html: `<!doctype html><html><body style="font-family:sans-serif;color:#1d3557">
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(url)}">Send my postcards</a></p>
<p>${escapeHtml(after)}</p>
</body></html>`,
    messageId: `<sponsored-${crypto.randomUUID()}@${/@([^>\s]+)/.exec(config.MAIL_FROM)?.[1] ?? "civicpostcard.local"}>`,
  };
}
