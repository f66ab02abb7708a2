// No zod here: the wizard's drafting and review chunks import these, and every KB counts.

/**
 * What the review shows instead of a draft when the assistant could not answer in time
 * (wizard.md §4 drafting screen): an apology, write it below, it still reaches them.
 */
export function draftFallbackPlaceholder(assistantName: string): string {
  return `Sorry, ${assistantName} needs a moment. Please write your message below; it will still reach your representative.`;
}

const WIRE_SERVICES = ["apnews.com", "reuters.com", "upi.com", "afp.com", "bloomberg.com"];
const MAJOR_NEWSPAPERS = [
  "nytimes.com",
  "washingtonpost.com",
  "wsj.com",
  "usatoday.com",
  "latimes.com",
  "chicagotribune.com",
  "bostonglobe.com",
  "sfchronicle.com",
  "houstonchronicle.com",
  "dallasnews.com",
  "seattletimes.com",
  "startribune.com",
  "inquirer.com",
  "ajc.com",
  "denverpost.com",
  "tampabay.com",
  "miamiherald.com",
  "npr.org",
  "pbs.org",
  "politico.com",
  "thehill.com",
];

/** The host of an absolute URL (contracts has no DOM or Node types, hence no URL class). */
function hostOf(url: string): string | null {
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]+)/i.exec(url.trim());
  return m?.[1] ? m[1].toLowerCase().replace(/\.$/, "") : null;
}

const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** wizard.md step 3: government 4, wire services 3, major newspapers 2, others 1. */
export function sourceRank(url: string): 1 | 2 | 3 | 4 {
  const host = hostOf(url);
  if (!host) return 1;
  if (/\.(gov|mil)$/.test(host) || /\.state\.[a-z]{2}\.us$/.test(host)) return 4;
  if (WIRE_SERVICES.some((d) => within(host, d))) return 3;
  if (MAJOR_NEWSPAPERS.some((d) => within(host, d))) return 2;
  return 1;
}

/** Highest rank first; equal ranks keep their order. */
export function rankSources<T extends { url: string }>(sources: readonly T[]): (T & { rank: number })[] {
  return sources
    .map((s, i) => ({ ...s, rank: sourceRank(s.url), i }))
    .sort((a, b) => b.rank - a.rank || a.i - b.i)
    .map(({ i: _i, ...s }) => s as T & { rank: number });
}

/** The host a source falls back to when its preview fails ("www." dropped). */
export function sourceHost(url: string): string {
  return hostOf(url)?.replace(/^www\./, "") ?? url;
}
