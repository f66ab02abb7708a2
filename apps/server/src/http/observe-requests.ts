import type { Context, MiddlewareHandler } from "hono";
import type { Histogram } from "prom-client";
import type { AppContext } from "../context";
import { type AppEnv, headerOf } from "./app-env";

/**
 * Request id, metrics and the access log. Pages and files are logged only when they fail, and so is
 * a route that sets `accessLog: "errors"` (the high-volume, read-only lookups): pino's line was the
 * largest single cost of a lookup. Metrics count every request either way.
 */
export function observeRequests(ctx: AppContext): MiddlewareHandler<AppEnv> {
  // One histogram child per route and status, kept: prom-client's observe(labels, value) checks and
  // hashes the labels on every call, a few percent of a lookup's CPU. Routes are a closed set (the
  // route names the handlers set, not paths), and so are statuses.
  const children = new Map<string, Histogram.Internal<"route" | "status">>();
  const latencyOf = (route: string, status: number) => {
    const key = `${status} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = ctx.metrics.latency.labels({ route, status: String(status) });
      children.set(key, child);
    }
    return child;
  };
  return async (c, next) => {
    const started = performance.now();
    c.set("requestId", requestIdOf(c));
    c.set("route", "static");
    c.set("accessLog", "all");
    await next();
    const route = c.get("route");
    const status = c.res.status;
    const seconds = (performance.now() - started) / 1000;
    latencyOf(route, status).observe(seconds);
    const quiet = route === "static" || c.get("accessLog") === "errors";
    if (quiet && status < 400) return;
    ctx.log.info(
      { reqId: c.get("requestId"), method: c.req.method, route, status, ms: Math.round(seconds * 1000) },
      "request",
    );
  };
}

/** A caller's own id (a proxy's, say) is kept when it is short and plain; otherwise a new one. */
function requestIdOf(c: Context<AppEnv>): string {
  const given = headerOf(c, "x-request-id");
  return given && given.length <= 255 && /^[\w\-=]+$/.test(given) ? given : crypto.randomUUID();
}
