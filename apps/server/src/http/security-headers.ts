import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "../core/config";
import type { SiteUrls } from "../services/site";
import { analyticsOn } from "../services/site";
import { requestUrlOf, trustedHops } from "./behind-proxy";

/**
 * Pages: the CSP allows only what the app loads (Stripe's embedded checkout, portraits, and
 * PostHog only where analytics is on: a production host with a key). Both variants are built once.
 */
export function pageSecurityHeaders(
  config: Config,
  site: Pick<SiteUrls, "isProductionHost">,
  options: { framable?: boolean } = {},
): MiddlewareHandler {
  const framable = options.framable ?? false;
  const plain = pageHeaders(config, false, framable);
  const withAnalytics = config.POSTHOG_KEY ? pageHeaders(config, true, framable) : plain;
  const hops = trustedHops(config);
  return (c, next) =>
    (analyticsOn(config, site.isProductionHost(requestUrlOf(c, hops).hostname)) ? withAnalytics : plain)(c, next);
}

/**
 * `framable`: the embeddable campaign counter (/c/{slug}/embed) alone may be framed, by any site
 * (frame-ancestors *, no X-Frame-Options); every other page refuses to be framed.
 */
function pageHeaders(config: Config, analytics: boolean, framable: boolean) {
  const connect = ["'self'", "https://*.stripe.com", "https://*.sentry.io", "https://*.ingest.sentry.io"];
  const script = ["'self'", "https://js.stripe.com"];
  if (analytics) {
    connect.push(new URL(config.POSTHOG_HOST).origin, "https://*.posthog.com");
    script.push("https://*.posthog.com");
  }
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: script,
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https://unitedstates.github.io", "https://*.stripe.com"],
      fontSrc: ["'self'", "data:"],
      connectSrc: connect,
      frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com", "https://checkout.stripe.com"],
      frameAncestors: framable ? ["*"] : ["'none'"],
      mediaSrc: ["'self'", "blob:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: hsts(config),
    crossOriginEmbedderPolicy: false,
    xFrameOptions: !framable,
    permissionsPolicy: { microphone: ["self"], camera: [], geolocation: [] },
  });
}

/**
 * JSON answers: nothing in them is ever rendered, so the fixed set OWASP recommends for APIs,
 * as a plain object. Building it through Headers on every call cost more than a whole lookup.
 */
export function apiSecurityHeaders(config: Config): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "cache-control": "no-store",
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cross-origin-resource-policy": "same-origin",
  };
  const sts = hsts(config);
  if (sts) headers["strict-transport-security"] = sts;
  return Object.freeze(headers);
}

function hsts(config: Config): string | false {
  return config.NODE_ENV === "production" ? "max-age=63072000; includeSubDomains" : false;
}
