import type { Context, MiddlewareHandler } from "hono";
import type { AppContext } from "../context";
import { type AppEnv, headerOf } from "./app-env";

/**
 * Request id, metrics and the access log. Pages and files are logged only when they fail, and so is
 * a route that sets `accessLog: "errors"` (the high-volume, read-only lookups): pino's line was the
 * largest single cost of a lookup. Metrics count every request either way.
 */
export function observeRequests(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set("requestId", requestIdOf(c));
    c.set("route", "static");
    c.set("accessLog", "all");
    await next();
    const route = c.get("route");
    const status = c.res.status;
    const seconds = (performance.now() - started) / 1000;
    ctx.metrics.latency.observe({ route, status: String(status) }, seconds);
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
