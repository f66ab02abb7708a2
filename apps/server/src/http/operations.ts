import { createHash, timingSafeEqual } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { AppContext } from "../context";
import type { Config } from "../core/config";

export async function readiness(ctx: AppContext) {
  const checks = await ctx.services.readiness.check();
  return { ready: Object.values(checks).every((v) => v === "ok"), checks };
}

/** /metrics on the main port: only with `Authorization: Bearer $METRICS_TOKEN`, compared in constant time. */
export function metricsAuthorized(config: Config, authorization: string | undefined): boolean {
  if (!config.METRICS_TOKEN || !authorization?.startsWith("Bearer ")) return false;
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(authorization.slice(7)), digest(config.METRICS_TOKEN));
}

/**
 * The operators' listener on METRICS_PORT, bound to 127.0.0.1 whatever HOST says: /metrics and
 * /readyz with each check's state, without a token (only this machine can reach it).
 */
export async function startOperationsServer(ctx: AppContext, port: number) {
  const app = new Hono();
  app.get("/metrics", async (c) =>
    c.text(await ctx.metrics.registry.metrics(), 200, { "content-type": ctx.metrics.registry.contentType }),
  );
  app.get("/readyz", async (c) => {
    const { ready, checks } = await readiness(ctx);
    const vendors = ctx.services.readiness.vendors();
    // Reported, not a check: old data is still served, and a stale directory is the operators' call.
    const directory = await ctx.services.directoryFreshness().catch(() => null);
    return c.json({ status: ready ? "ready" : "not_ready", checks, vendors, directory }, ready ? 200 : 503);
  });
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  await new Promise<void>((resolve, reject) => server.once("listening", resolve).once("error", reject));
  return {
    address: server.address() as AddressInfo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
