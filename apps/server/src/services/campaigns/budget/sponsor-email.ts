import { createHash } from "node:crypto";
import { domainToASCII } from "node:url";

/** Gmail delivers every dotted spelling, and googlemail.com, to one mailbox. */
const GMAIL = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches, as one spelling: compatibility forms folded (full-width letters),
 * case dropped, the domain in its ASCII (punycode) form without a trailing dot, a `+tag` dropped
 * (the common providers deliver `ana+x@` to `ana@`), and Gmail's dots and second domain folded.
 * Only for counting "one sponsored order per address": mail still goes to the address as typed.
 */
export function normaliseSponsorEmail(email: string): string {
  const folded = email.normalize("NFKC").trim().toLowerCase();
  const at = folded.lastIndexOf("@");
  if (at < 1) return folded;
  let local = folded.slice(0, at);
  let domain = domainToASCII(folded.slice(at + 1).replace(/\.+$/, "")) || folded.slice(at + 1);
  local = local.split("+")[0] || local;
  if (GMAIL.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/**
 * What a sponsored claim keeps of the sender's address: a SHA-256 of its normalised mailbox, so
 * "Ana.B+x@GoogleMail.com" and "anab@gmail.com" are one sender, and no address is stored twice.
 */
export const sponsorEmailHash = (email: string) =>
  createHash("sha256").update(normaliseSponsorEmail(email)).digest("hex");
