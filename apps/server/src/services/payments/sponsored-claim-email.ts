import type { Config } from "../../core/config";
import type { OutgoingEmail } from "../../providers/email";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Its words in each language of the web app (Spanish in `usted`, decision 0100). */
const WORDS = {
  en: (organisation: string) => ({
    subject: `Confirm your postcards, paid for by ${organisation}`,
    lead: `${organisation} is paying for your postcards. Open this link to send them:`,
    button: "Send my postcards",
    after: "It works for 24 hours. If you did not write a postcard, ignore this email: nothing is sent.",
  }),
  es: (organisation: string) => ({
    subject: `Confirme sus postales, pagadas por ${organisation}`,
    lead: `${organisation} paga sus postales. Abra este enlace para enviarlas:`,
    button: "Enviar mis postales",
    after: "El enlace sirve durante 24 horas. Si usted no escribió una postal, ignore este correo: no se envía nada.",
  }),
};

/**
 * The link a sponsored sender clicks to send their paid-for cards: plain and short, sent at once
 * from the request (no job: pg-boss would keep the address beyond erasure's reach), in the sender's language.
 */
export function sponsoredClaimEmail(
  config: Config,
  to: string,
  organisation: string,
  url: string,
  language: "en" | "es" = "en",
): OutgoingEmail {
  const { subject, lead, button, after } = WORDS[language](organisation);
  return {
    from: config.MAIL_FROM,
    to,
    subject,
    text: [lead, "", url, "", after].join("\n"),
    html: `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#1d3557">
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(button)}</a></p>
<p>${escapeHtml(after)}</p>
</body></html>`,
    messageId: `<sponsored-${crypto.randomUUID()}@${/@([^>\s]+)/.exec(config.MAIL_FROM)?.[1] ?? "civicpostcard.local"}>`,
  };
}
