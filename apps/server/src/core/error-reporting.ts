import { ERROR_REPORT_DATA_COLLECTION, scrubText as scrub } from "@civic/contracts/scrub";
import type { Config } from "./config";

type Sentry = typeof import("@sentry/node");
let sentry: Sentry | null = null;

/** A copy of `value` whose every string (object keys too) is scrubbed, at any depth. */
function scrubDeep<T>(value: T): T {
  if (typeof value === "string") return scrub(value) as T;
  if (Array.isArray(value)) return value.map(scrubDeep) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [scrub(k), scrubDeep(v)])) as T;
  }
  return value;
}

/**
 * Sends unexpected server errors to Sentry when SENTRY_DSN is set (loaded only then). Nothing
 * personal leaves: no request bodies, headers, cookies, query strings, user or local variables,
 * and email-like strings and status page tokens are removed from everything sent.
 */
export async function startErrorReporting(config: Config): Promise<void> {
  if (!config.SENTRY_DSN || sentry) return;
  const mod = await import("@sentry/node");
  mod.init({
    dsn: config.SENTRY_DSN,
    environment: config.NODE_ENV,
    tracesSampleRate: 0,
    dataCollection: {
      ...ERROR_REPORT_DATA_COLLECTION,
      databaseQueryData: false,
      queues: false,
      // Source lines around each frame are not needed to find a bug and could quote data.
      frameContextLines: 0,
    },
    initialScope: { tags: { app: "server", role: config.ROLE } },
    beforeSend(event) {
      if (event.request) event.request = { method: event.request.method, url: event.request.url?.split("?")[0] };
      delete event.user;
      // Every string that is sent (message, request URL, transaction, breadcrumbs) is scrubbed; the
      // SDK's own bookkeeping (live scopes, never sent) is left as it is.
      const { sdkProcessingMetadata, ...sent } = event;
      return { ...scrubDeep(sent), ...(sdkProcessingMetadata ? { sdkProcessingMetadata } : {}) };
    },
  });
  sentry = mod;
}

/** Reports an unexpected error with non-personal tags (request id, route, function, job). */
export function reportError(error: unknown, tags: Record<string, string | undefined> = {}): void {
  if (!sentry) return;
  const clean = Object.fromEntries(Object.entries(tags).filter((e): e is [string, string] => e[1] !== undefined));
  sentry.captureException(error, { tags: clean });
}

/** Waits for queued reports to be sent (before the process exits). */
export async function flushErrorReporting(timeoutMs = 2000): Promise<void> {
  await sentry?.flush(timeoutMs);
}

/**
 * Sends what is queued and stops reporting (a process's shutdown); a later start reports to the
 * DSN it is given, not to this one's.
 */
export async function stopErrorReporting(timeoutMs = 2000): Promise<void> {
  await sentry?.close(timeoutMs);
  sentry = null;
}
