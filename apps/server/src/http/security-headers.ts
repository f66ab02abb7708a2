import { secureHeaders } from "hono/secure-headers";
import type { Config } from "../config";

/** Pages: the CSP allows only what the app loads (Stripe's embedded checkout, portraits, analytics). */
export function pageSecurityHeaders(config: Config) {
  const connect = ["'self'", "https://*.stripe.com", "https://*.sentry.io", "https://*.ingest.sentry.io"];
  if (config.POSTHOG_KEY) connect.push(new URL(config.POSTHOG_HOST).origin, "https://*.posthog.com");
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "https://js.stripe.com", "https://*.posthog.com"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https://unitedstates.github.io", "https://*.stripe.com"],
      fontSrc: ["'self'", "data:"],
      connectSrc: connect,
      frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com", "https://checkout.stripe.com"],
      frameAncestors: ["'none'"],
      mediaSrc: ["'self'", "blob:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: hsts(config),
    crossOriginEmbedderPolicy: false,
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
