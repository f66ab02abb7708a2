import { EMAIL_DOMAIN_MAX_LENGTH, EMAIL_LOCAL_MAX_LENGTH, EMAIL_MAX_LENGTH } from "./limits";

/** The email rules of wizard.md §5, shared by the checkout form and the server. */
export const EMAIL_REQUIRED = "Email is required";
export const EMAIL_INVALID = "Invalid email address";

export type EmailCheck =
  | { valid: true; email: string }
  | { valid: false; error: typeof EMAIL_REQUIRED | typeof EMAIL_INVALID };

// Dot-atom local part (RFC 5322 without quoted strings or comments, which no mailbox form needs).
const LOCAL_RE = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL_RE = /^[A-Za-z0-9-]+$/;
const TLD_RE = /^[A-Za-z]{2,}$/;

/** Checks an address (trimmed) against the spec's format and length rules. */
export function checkEmail(input: string): EmailCheck {
  const email = input.trim();
  if (email === "") return { valid: false, error: EMAIL_REQUIRED };
  const invalid = { valid: false, error: EMAIL_INVALID } as const;
  if (email.length > EMAIL_MAX_LENGTH) return invalid;
  const at = email.lastIndexOf("@");
  if (at <= 0 || email.indexOf("@") !== at) return invalid;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || domain.length > EMAIL_DOMAIN_MAX_LENGTH) return invalid;
  if (!LOCAL_RE.test(local)) return invalid;
  if (!domain.includes(".") || /^[.-]|[.-]$/.test(domain)) return invalid;
  const labels = domain.split(".");
  if (!labels.every((l) => LABEL_RE.test(l) && !l.startsWith("-") && !l.endsWith("-"))) return invalid;
  if (!TLD_RE.test(labels[labels.length - 1] ?? "")) return invalid;
  return { valid: true, email };
}

export function isValidEmail(input: string): boolean {
  return checkEmail(input).valid;
}
