import { secureHeaders } from "hono/secure-headers";
import type { Config } from "../config";

/** CSP allows only what the app loads: Stripe's embedded checkout, portraits, analytics. */
export function securityHeaders(config: Config) {
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
    strictTransportSecurity: config.NODE_ENV === "production" ? "max-age=63072000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { microphone: ["self"], camera: [], geolocation: [] },
  });
}
