import type { Config } from "../../core/config";

/** Operators are the addresses in ADMIN_EMAILS, compared without case. */
export function isOperatorEmail(config: Config, email: string | null | undefined): boolean {
  return !!email && config.ADMIN_EMAILS.includes(email.trim().toLowerCase());
}
