import type { Context } from "hono";
import { detectFromCookie, detectFromHeader, detectFromQuery } from "hono/language";

/** The languages of a sender's pages (decision 0100); the console stays English. */
export type PageLanguage = "en" | "es";

const options = {
  order: ["querystring", "cookie", "header"] as ("querystring" | "cookie" | "header")[],
  lookupQueryString: "lang",
  lookupCookie: "lang",
  lookupFromPathIndex: 0,
  lookupFromHeaderKey: "accept-language",
  caches: false as const,
  ignoreCase: true,
  fallbackLanguage: "en",
  supportedLanguages: ["en", "es"],
};

/**
 * The language a page is sent in, by the web app's own rule (apps/web/src/i18n/locale.ts): a link's
 * `?lang=` (a shared link opens in the language it was shared in), then the visitor's remembered
 * choice (the `lang` cookie the switch sets), then the page's own language if it has one (a
 * campaign's link: its campaign's, decision 0123), then the first of the browser's languages we
 * have. The page's first paint is then already in that language.
 */
export function pageLanguage(c: Context, pageDefault?: PageLanguage): PageLanguage {
  const found =
    detectFromQuery(c, options) ?? detectFromCookie(c, options) ?? pageDefault ?? detectFromHeader(c, options);
  return found === "es" ? "es" : "en";
}
