import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { Config } from "../core/config";
import { type AppEnv, headerOf } from "./app-env";

/** What these read of a request's context (the console's context included). */
type RequestContext = Pick<Context<AppEnv>, "req" | "env">;

/** How many proxies in front of us append to X-Forwarded-*: TRUSTED_PROXY_HOPS with TRUST_PROXY, else none. */
export const trustedHops = (config: Config) => (config.TRUST_PROXY ? config.TRUSTED_PROXY_HOPS : 0);

/**
 * The entry of an X-Forwarded-* header written by the outermost of `hops` trusted proxies: each
 * appends what it received, so it is the `hops`-th from the right; anything further left was
 * written by the client and is never used. With fewer entries than hops (a proxy that overwrites
 * rather than appends), the leftmost one.
 */
function forwarded(c: RequestContext, header: string, hops: number): string | undefined {
  if (hops <= 0) return undefined;
  const entries = headerOf(c, header)
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return entries?.length ? entries[Math.max(0, entries.length - hops)] : undefined;
}

/** The address rate limits are counted against: the trusted hop's X-Forwarded-For, else the socket's. */
export function clientAddressOf(c: Context<AppEnv>, trustedProxyHops: number): string {
  const client = forwarded(c, "x-forwarded-for", trustedProxyHops);
  if (client) return client;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "local"; // app.request() in tests has no socket
  }
}

/**
 * The URL the client asked for. Behind a TLS-terminating proxy the request we receive says
 * `http://` and maybe the proxy's upstream name; with TRUST_PROXY the scheme and host come from
 * the trusted hop's X-Forwarded-Proto and X-Forwarded-Host instead (a malformed one is ignored).
 * Whether that host is ours is still decided by services/site, so a forged value gains nothing.
 */
export function requestUrlOf(c: RequestContext, trustedProxyHops: number): URL {
  const url = new URL(c.req.url);
  const proto = forwarded(c, "x-forwarded-proto", trustedProxyHops)?.toLowerCase();
  const host = forwarded(c, "x-forwarded-host", trustedProxyHops);
  if (!proto && !host) return url;
  const scheme = proto === "https" || proto === "http" ? proto : url.protocol.slice(0, -1);
  // Only a bare host[:port]: anything more (a path, credentials) is not a host.
  const origin = `${scheme}://${host && HOST.test(host) ? host : url.host}`;
  return new URL(`${url.pathname}${url.search}`, origin);
}

const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;
