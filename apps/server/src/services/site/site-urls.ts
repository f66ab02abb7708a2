import type { Config } from "../../core/config";

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Which hosts are ours, and the absolute site URL for a request. A request's Host header is the
 * client's to write, so it only becomes a page, share or return URL when it is a host we know:
 * loopback (development, tests) or one of PRODUCTION_HOSTS (always https). PUBLIC_URL, when set,
 * always wins; any other host gets the first production host, else http://localhost:PORT.
 */
export function createSiteUrls(config: Config) {
  const productionHosts = new Set(
    config.PRODUCTION_HOSTS.flatMap((h) => {
      const host = h.toLowerCase().replace(/^www\./, "");
      return [host, `www.${host}`];
    }),
  );
  const publicUrl = config.PUBLIC_URL ? new URL(config.PUBLIC_URL) : null;
  const firstProductionHost = config.PRODUCTION_HOSTS[0]?.toLowerCase();
  // Unknown host and no PUBLIC_URL: the first production host, else this machine. Never the client's.
  const fallback = firstProductionHost ? `https://${firstProductionHost}` : `http://localhost:${config.PORT}`;

  const isProductionHost = (hostname: string) => productionHosts.has(hostname.toLowerCase());
  const canonicalSiteUrl = (): string => (config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, "") : fallback);
  const isTrustedHost = (hostname: string) =>
    LOOPBACK.test(hostname) || isProductionHost(hostname) || hostname.toLowerCase() === publicUrl?.hostname;

  return {
    isProductionHost,
    /** Whether a request to `url` (its host from the Host header) was addressed to one of our hosts. */
    isOurHost: (url: URL) => isTrustedHost(url.hostname),
    /**
     * The one origin policy, for the functions and the console's actions: whether a browser's
     * Origin header names one of our pages. That is PUBLIC_URL's origin, a production host, or the
     * very origin asked (scheme, host and port; behind a trusted proxy the forwarded ones, see
     * http/behind-proxy.ts) when its host is ours: loopback or PUBLIC_URL's host. Another local
     * app on another port is not us, and `null` never is.
     */
    isOurOrigin(origin: string, requestUrl: URL): boolean {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      if (publicUrl && url.origin === publicUrl.origin) return true;
      if (isProductionHost(url.hostname)) return true;
      return url.origin === requestUrl.origin && isTrustedHost(requestUrl.hostname);
    },
    /**
     * The site's one address, whatever a request says: PUBLIC_URL, else the first production host,
     * else this machine's port. For what outlives a request (a printed QR code, an emailed link):
     * a client's Host, even a loopback one, must not choose it.
     */
    canonicalSiteUrl,
    /**
     * The site URL of a link emailed in answer to a request to `url`: PUBLIC_URL, a production host
     * asked (over https), else the canonical URL. A loopback Host, the client's to write, never
     * chooses where a mailed link points.
     */
    emailedLinkSiteUrl(url: URL): string {
      return !config.PUBLIC_URL && isProductionHost(url.hostname) ? `https://${url.host}` : canonicalSiteUrl();
    },
    /** The site's absolute URL (no trailing slash) as seen from a request to `url`. */
    siteUrl(url: URL): string {
      if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, "");
      // A production site is served over HTTPS even when TLS ends at a proxy in front of us.
      if (isProductionHost(url.hostname)) return `https://${url.host}`;
      return LOOPBACK.test(url.hostname) ? url.origin : fallback;
    },
  };
}

export type SiteUrls = ReturnType<typeof createSiteUrls>;
