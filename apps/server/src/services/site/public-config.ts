import type { PublicConfig } from "@civic/contracts/config";
import type { Config } from "../../core/config";
import type { PaymentProvider } from "../../providers/payments";
import type { SiteUrls } from "./site-urls";

/**
 * The browser's settings for the host it was loaded from (site.md §9): a production host and
 * its www variant are production; every other host is staging. Only publishable values.
 * `features` says what works here (voice only when a transcription provider is configured);
 * `cardFronts`, the fronts every configured mailing vendor prints.
 * Test mode is the payment provider's own answer, so the page and the charges never disagree.
 */
export function createPublicConfig(
  config: Config,
  site: SiteUrls,
  provider: Pick<PaymentProvider, "name" | "testMode">,
  features: PublicConfig["features"],
  cardFronts: PublicConfig["cardFronts"],
) {
  const payments: PublicConfig["payments"] =
    provider.name === "stripe"
      ? { provider: "stripe", publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null, testMode: provider.testMode }
      : { provider: "local", publishableKey: null, testMode: true };

  /** For a request to `url`: its host decides the environment; the frontend URL is the site's. */
  return function publicConfig(url: URL): PublicConfig {
    const isProduction = site.isProductionHost(url.hostname);
    return {
      appName: config.APP_NAME,
      assistantName: config.ASSISTANT_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      frontendUrl: site.siteUrl(url),
      isProduction,
      environment: isProduction ? "production" : "staging",
      payments,
      features,
      cardFronts,
      retentionDays: config.RETENTION_DAYS,
      posthog: analyticsOn(config, isProduction)
        ? { key: config.POSTHOG_KEY as string, host: config.POSTHOG_HOST }
        : null,
      sentry: config.SENTRY_DSN
        ? { dsn: config.SENTRY_DSN, environment: isProduction ? "production" : "staging" }
        : null,
    };
  };
}

/** Analytics runs only on a production host with a PostHog key; the page CSP follows the same rule. */
export function analyticsOn(config: Config, isProductionHost: boolean): boolean {
  return isProductionHost && Boolean(config.POSTHOG_KEY);
}
