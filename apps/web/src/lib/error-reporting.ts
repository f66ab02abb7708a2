import type { PublicConfig } from "@civic/contracts/config";
import { ERROR_REPORT_DATA_COLLECTION } from "@civic/contracts/scrub";
import type { ErrorEvent } from "@sentry/react";
import { scrubProperties } from "./scrub";

/**
 * Context attached to a reported failure as tags (site.md §7). The spec also lists email and ZIP;
 * those are personal data, so they are deliberately not accepted here.
 */
interface ErrorContext {
  step?: string | number;
  sendOption?: string;
  amountCents?: number;
  /** The payment session id: opaque, and what support needs to find the order. */
  sessionId?: string;
  /** A legislator's public name, never the sender's. */
  representative?: string;
  /** The named server function that failed. */
  fn?: string;
}

type Sentry = typeof import("@sentry/react");
type Pending = { error: unknown; context?: ErrorContext };

let sentry: Sentry | null = null;
let state: "waiting" | "on" | "off" = "waiting";
const pending: Pending[] = [];
const MAX_PENDING = 20;

/** Loads and starts Sentry only when the server publishes a DSN; otherwise reporting stays off. */
export async function startErrorReporting(config: PublicConfig): Promise<void> {
  if (state !== "waiting") return;
  if (!config.sentry) {
    state = "off";
    pending.length = 0;
    return;
  }
  state = "on";
  const mod = await import("@sentry/react");
  mod.init({
    dsn: config.sentry.dsn,
    environment: config.sentry.environment,
    dataCollection: ERROR_REPORT_DATA_COLLECTION,
    tracesSampleRate: 0,
    initialScope: { tags: { app: "web", host: window.location.hostname } },
    beforeSend: scrubErrorEvent,
  });
  sentry = mod;
  for (const item of pending.splice(0)) capture(item);
}

/** Sends a failure to the error-reporting service (when configured) with non-personal tags. */
export function reportError(error: unknown, context?: ErrorContext): void {
  if (state === "off") return;
  if (state === "waiting" || !sentry) {
    if (pending.length < MAX_PENDING) pending.push({ error, context });
    return;
  }
  capture({ error, context });
}

function capture({ error, context }: Pending) {
  const tags: Record<string, string> = {};
  for (const [key, value] of Object.entries(context ?? {})) {
    if (value !== undefined && value !== null) tags[key] = String(value);
  }
  sentry?.captureException(error, { tags });
}

/**
 * Every report's last stop: no cookies, body, query string or user, and every string left at any
 * depth (the page's URL, the message, the transaction, breadcrumbs' navigations and fetches) loses
 * emails and status page tokens, and each URL its query. The SDK's own bookkeeping
 * (`sdkProcessingMetadata`: live scopes, never sent) is left as it is.
 */
export function scrubErrorEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    delete event.request.cookies;
    delete event.request.data;
    delete event.request.query_string;
  }
  delete event.user;
  const { sdkProcessingMetadata, ...sent } = event;
  return { ...scrubProperties(sent), ...(sdkProcessingMetadata ? { sdkProcessingMetadata } : {}) };
}
