import type { PublicConfig } from "@civic/contracts/config";
import type { Config } from "../../config";

/**
 * The browser's settings for the host it was loaded from (site.md §9): a production host and
 * its www variant are production; every other host is staging. Only publishable values.
 * `features` says what works here (voice only when a transcription provider is configured).
 */
export function createPublicConfig(config: Config, features: PublicConfig["features"]) {
  const productionHosts = new Set(
    config.PRODUCTION_HOSTS.flatMap((h) => {
      const host = h.toLowerCase().replace(/^www\./, "");
      return [host, `www.${host}`];
    }),
  );
  const payments: PublicConfig["payments"] = config.STRIPE_SECRET_KEY
    ? {
        provider: "stripe",
        publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
        testMode: !config.STRIPE_SECRET_KEY.startsWith("sk_live_"),
      }
    : { provider: "local", publishableKey: null, testMode: true };

  /** For a request to `url`: its host decides the environment, its origin is the frontend's. */
  return function publicConfig(url: URL): PublicConfig {
    const isProduction = productionHosts.has(url.hostname.toLowerCase());
    return {
      appName: config.APP_NAME,
      assistantName: config.ASSISTANT_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      frontendUrl: config.PUBLIC_URL ?? url.origin,
      isProduction,
      environment: isProduction ? "production" : "staging",
      payments,
      features,
      retentionDays: config.RETENTION_DAYS,
      posthog: isProduction && config.POSTHOG_KEY ? { key: config.POSTHOG_KEY, host: config.POSTHOG_HOST } : null,
      sentry: config.SENTRY_DSN
        ? { dsn: config.SENTRY_DSN, environment: isProduction ? "production" : "staging" }
        : null,
    };
  };
}
