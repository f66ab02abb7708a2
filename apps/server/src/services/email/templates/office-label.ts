import type { EmailLanguage } from "./layout";

/**
 * An office as the email's language names it. The directory names it in English ("Washington
 * office", "Seattle district office", "Spokane state office", "State Capitol office"); in Spanish
 * only the city stays, worded as the web app's sender catalogue words it.
 */
export function officeLabelIn(label: string, language: EmailLanguage = "en"): string {
  if (language === "en") return label;
  if (label === "Washington office") return "oficina de Washington";
  if (label === "State Capitol office") return "oficina en el Capitolio estatal";
  const home = /^(.+) (district|state) office$/.exec(label);
  if (!home) return label;
  return home[2] === "state" ? `oficina estatal en ${home[1]}` : `oficina de distrito en ${home[1]}`;
}
