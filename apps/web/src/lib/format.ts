import { formatDay as formatDayInEnglish, ordinal } from "@civic/contracts/legislators";
import { formatDollars } from "@civic/contracts/pricing";
import type { I18n } from "@lingui/core";

/**
 * Prices, days and ordinals as the page's language writes them. English keeps the contract's own
 * wording ("$5", "$12.50", "January 3, 2027", "119th"); Spanish is Intl's US Spanish ("$5",
 * "$12.50", "3 de enero de 2027") and "119.º".
 */
export function formatPrice(cents: number, i18n: I18n): string {
  if (i18n.locale !== "es") return formatDollars(cents);
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat("es-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

export function formatDay(day: string, i18n: I18n): string {
  if (i18n.locale !== "es") return formatDayInEnglish(day);
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("es-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

export function formatOrdinal(n: number, i18n: I18n): string {
  return i18n.locale === "es" ? `${n}.º` : ordinal(n);
}
