import { scrubText } from "@civic/contracts/scrub";

/**
 * Keeps personal data out of analytics and error reports: URLs lose every query parameter that is
 * not on a short allowlist (session ids, shared_by names, emails, order numbers all go), share
 * links lose their order id, and every string loses what `scrubText` removes (emails, status
 * page tokens).
 */
const KEPT_QUERY_PARAMS = new Set(["ref", "view", "utm_source", "utm_medium", "utm_campaign"]);

export function sanitizeUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return scrubText(value);
  }
  for (const key of [...url.searchParams.keys()]) {
    if (!KEPT_QUERY_PARAMS.has(key)) url.searchParams.delete(key);
  }
  url.pathname = scrubText(url.pathname.replace(/^\/share\/[^/]+/, "/share/[order]"));
  url.hash = "";
  return url.toString();
}

/** Property names whose values are paths (full URLs are recognised by their scheme). */
const PATH_KEYS = new Set(["$pathname", "$initial_pathname", "$prev_pageview_pathname", "$session_entry_pathname"]);

/**
 * Returns a copy of `value` with URLs sanitized and email-like strings and status page tokens
 * removed, at any depth, keys included (PostHog's heatmaps key their data by the page's URL).
 */
export function scrubProperties<T>(value: T, key = ""): T {
  if (typeof value === "string") {
    if (/^https?:\/\//i.test(value)) return sanitizeUrl(value) as T;
    if (PATH_KEYS.has(key) && value.startsWith("/")) return sanitizePath(value) as T;
    return scrubText(value) as T;
  }
  if (Array.isArray(value)) return value.map((v) => scrubProperties(v)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [scrubProperties(k), scrubProperties(v, k)])) as T;
  }
  return value;
}

function sanitizePath(path: string): string {
  const url = new URL(sanitizeUrl(`http://x${path}`));
  return url.pathname + url.search;
}
