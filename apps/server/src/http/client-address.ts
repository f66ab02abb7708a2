import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { type AppEnv, headerOf } from "./app-env";

/**
 * The address rate limits are counted against. Behind `hops` trusted proxies, each appended the
 * address it received the request from to X-Forwarded-For, so the client is the `hops`-th entry
 * from the right; anything further left was written by the client and is never used. With fewer
 * entries than hops, the leftmost one (added by the outermost proxy) is taken.
 */
export function clientAddressOf(c: Context<AppEnv>, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const entries = headerOf(c, "x-forwarded-for")
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (entries?.length) return entries[Math.max(0, entries.length - trustedProxyHops)] as string;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "local"; // app.request() in tests has no socket
  }
}
