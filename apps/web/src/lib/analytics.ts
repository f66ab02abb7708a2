import type { PublicConfig } from "@civic/contracts/config";
import type { CaptureResult } from "posthog-js";
import { scrubProperties } from "./scrub";

/** site.md §7 and §9: analytics client settings. */
const ANALYTICS_SESSION_IDLE_SECONDS = 1800;
const ANALYTICS_COOKIE_DAYS = 365;

let started = false;

/**
 * Starts PostHog only on a production host (the server sends `posthog` only there). The library
 * is imported on demand so it never weighs on the first load, and every event passes through the
 * scrubber: no emails, names, session ids, status page tokens or message text leave the browser.
 * A visit that opens on an order's status page never starts it.
 */
export async function startAnalytics(config: PublicConfig): Promise<void> {
  if (started || !config.isProduction || !config.posthog || isStatusPage(window.location.pathname)) return;
  started = true;
  const { default: posthog } = await import("posthog-js");
  posthog.init(config.posthog.key, {
    api_host: config.posthog.host,
    autocapture: { dom_event_allowlist: ["click", "change", "submit"] },
    capture_pageview: "history_change",
    session_idle_timeout_seconds: ANALYTICS_SESSION_IDLE_SECONDS,
    cookie_expiration: ANALYTICS_COOKIE_DAYS,
    person_profiles: "identified_only",
    // Element text can hold a postcard message or an address: never send it.
    mask_all_text: true,
    mask_personal_data_properties: true,
    disable_session_recording: true,
    disable_surveys: true,
    // Keep PostHog from fetching extra scripts from its CDN; what we use is in the bundle.
    disable_external_dependency_loading: true,
    advanced_disable_flags: true,
    before_send: (event) => analyticsBeforeSend(event),
  });
}

/**
 * An order's status page, `/orders/<token>`, by path or URL (Find my orders, `/orders`, is not
 * one). Its address is the only key to the order, so analytics never runs there.
 */
export function isStatusPage(pathOrUrl: string): boolean {
  return /^\/orders\/[^/?#]+/.test(pathOrUrl.replace(/^https?:\/\/[^/]+/i, ""));
}

/**
 * PostHog's last word on every event: none is sent while a status page is open or about one (the
 * app moved to a status page after PostHog had started), and the rest go through the scrubber.
 */
export function analyticsBeforeSend(
  event: CaptureResult | null,
  pathname = window.location.pathname,
): CaptureResult | null {
  if (!event) return null;
  const { $current_url, $pathname } = event.properties ?? {};
  if ([pathname, $current_url, $pathname].some((p) => typeof p === "string" && isStatusPage(p))) return null;
  return scrubProperties(event);
}
