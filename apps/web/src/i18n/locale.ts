import { i18n, type Messages } from "@lingui/core";

/** The languages a sender can use (decision 0100). English is the source; the console stays English. */
const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** The cookie that remembers a choice; the server reads it too, to send the page in that language. */
const COOKIE = "lang";

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
const primary = (tag: string) => tag.slice(0, 2).toLowerCase();

/**
 * The page's language, by the server's rule (http/page-language.ts): the link's `?lang=` (a shared
 * link opens in the language it was shared in), then the remembered choice, then the first of the
 * browser's languages we have, then English.
 */
export function resolveLocale(search: string, cookie: string, languages: readonly string[]): Locale {
  const fromLink = new URLSearchParams(search).get(COOKIE);
  if (isLocale(fromLink)) return fromLink;
  const remembered = cookie.match(/(?:^|;\s*)lang=([a-z]{2})/)?.[1];
  if (isLocale(remembered)) return remembered;
  return languages.map(primary).find(isLocale) ?? "en";
}

/**
 * A campaign's link speaks its campaign's language before the browser's (decision 0123), by the
 * server's rule: read from the campaign the server put in the page (read, not parsed: in JSON a
 * quote inside a string is escaped, so this can only be the campaign's own field).
 */
export const browserLocale = () =>
  resolveLocale(location.search, document.cookie, [
    ...(document
      .getElementById("campaign-data")
      ?.textContent?.match(/"language":"(\w+)"/)
      ?.slice(1) ?? []),
    ...(navigator.languages ?? []),
  ]);

type Catalogue = () => Promise<{ messages: Messages }>;
// Each catalogue is a chunk of its own per language: a page loads only its own words, in one language.
// Written out by part and language (shorter keys than a glob's paths: bytes of every first load).
const catalogues: Record<string, Catalogue> = {
  "app-en": () => import("../locales/app-en.po"),
  "app-es": () => import("../locales/app-es.po"),
  "campaign-en": () => import("../locales/campaign-en.po"),
  "campaign-es": () => import("../locales/campaign-es.po"),
  "menu-en": () => import("../locales/menu-en.po"),
  "menu-es": () => import("../locales/menu-es.po"),
  "sender-en": () => import("../locales/sender-en.po"),
  "sender-es": () => import("../locales/sender-es.po"),
  "wizard-en": () => import("../locales/wizard-en.po"),
  "wizard-es": () => import("../locales/wizard-es.po"),
};
/** The parts of the app whose words are loaded: a change of language loads each again. */
const parts = new Set<string>(["app"]);
/** `${part}-${locale}` already loaded, e.g. the shell's words the prerendered page carries. */
const loaded = new Set<string>();

/**
 * The prerendered pages carry their shell's words in their language (scripts/prerender.mjs), so a
 * first visit hydrates without fetching a catalogue.
 */
function loadEmbedded(locale: Locale) {
  const block = document.getElementById("messages");
  if (!block?.textContent || block.dataset.lang !== locale) return;
  i18n.load(locale, JSON.parse(block.textContent) as Messages);
  // The parts whose words the page carries: the shell's, and a campaign's link its page's too.
  for (const part of (block.dataset.parts ?? "app").split(" ")) loaded.add(`${part}-${locale}`);
}

async function loadPart(part: string, locale: Locale) {
  if (loaded.has(`${part}-${locale}`)) return;
  // Every part has a catalogue per language (the catalogue check in npm test holds it).
  const { messages } = await catalogues[`${part}-${locale}`]!();
  i18n.load(locale, messages);
  loaded.add(`${part}-${locale}`);
}

/** Loads a lazily loaded part's words (its route waits for them) in the active language. */
export function loadMessages(part: string): Promise<void> {
  parts.add(part);
  return loadPart(part, i18n.locale as Locale);
}

/** Loads every part's words in `locale`, then switches to it; React re-renders through I18nProvider. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (typeof document !== "undefined" && !i18n.locale) loadEmbedded(locale);
  await Promise.all([...parts].map((part) => loadPart(part, locale)));
  i18n.activate(locale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

/**
 * The visitor's choice (the Español / English switch): remembered for a year, and the link's own
 * `?lang=` dropped so a reload keeps the choice. Nothing else changes: the wizard keeps every field.
 */
export function chooseLocale(locale: Locale): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads for the first paint.
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  const url = new URL(location.href);
  if (url.searchParams.has(COOKIE)) {
    url.searchParams.delete(COOKIE);
    history.replaceState(history.state, "", url);
  }
  return activateLocale(locale);
}
