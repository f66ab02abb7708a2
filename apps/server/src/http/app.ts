import fs from "node:fs";
import path from "node:path";
import { errorCodes } from "@civic/contracts/errors";
import { DEFAULT_FUNCTION_BODY_LIMIT_BYTES } from "@civic/contracts/limits";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import type { AppContext } from "../context";
import { FunctionCall } from "../functions/define-function";
import { functions } from "../functions/registry";
import { reportError } from "../observability/error-reporting";
import { webhooks } from "../webhooks/registry";
import { type AppEnv, headerOf } from "./app-env";
import { AppError } from "./app-error";
import { observeRequests } from "./observe-requests";
import { originOf } from "./origin-of";
import { createRateLimiter } from "./rate-limit";
import { parseJson, readBodyText } from "./read-body";
import { apiSecurityHeaders, pageSecurityHeaders } from "./security-headers";

/** The whole HTTP surface. Tests call `app.request()` on it without opening a port. */
export function createApp(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const consumeRateLimit = createRateLimiter(ctx.config.RATE_LIMIT_ENABLED);
  const apiHeaders = apiSecurityHeaders(ctx.config);
  // A plain Response with plain headers takes the Node adapter's fast path (no Headers object).
  const apiJson = (c: Context<AppEnv>, body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { ...apiHeaders, "x-request-id": c.get("requestId") } });

  app.use(observeRequests(ctx));

  app.onError((err, c) => {
    const reqId = c.get("requestId");
    if (err instanceof AppError) {
      if (err.status >= 500) ctx.log.warn({ reqId, code: err.code, msg: err.message }, "request failed");
      return apiJson(
        c,
        { error: { code: err.code, message: err.message, requestId: reqId, details: err.details } },
        err.status,
      );
    }
    ctx.log.error({ reqId, err }, "unexpected error");
    reportError(err, { requestId: reqId, route: c.get("route") });
    return apiJson(
      c,
      {
        error: {
          code: errorCodes.internal,
          message: `Something went wrong on our side. Please try again; if it keeps happening, contact support with this reference: ${reqId}.`,
          requestId: reqId,
        },
      },
      500,
    );
  });

  app.get("/healthz", (c) => {
    c.set("route", "/healthz");
    return c.json({ status: "ok" });
  });
  app.get("/readyz", async (c) => {
    c.set("route", "/readyz");
    const checks = await ctx.services.readiness.check();
    const ready = Object.values(checks).every((v) => v === "ok");
    return c.json({ status: ready ? "ready" : "not_ready", checks }, ready ? 200 : 503);
  });
  app.get("/metrics", async (c) => {
    c.set("route", "/metrics");
    return c.text(await ctx.metrics.registry.metrics(), 200, { "content-type": ctx.metrics.registry.contentType });
  });

  app.get("/api/config", (c) => {
    c.set("route", "/api/config");
    return apiJson(c, ctx.services.site.publicConfig(new URL(c.req.url).hostname, originOf(c.req.raw)));
  });

  app.post("/api/functions/:name", async (c) => {
    const name = c.req.param("name");
    const fn = functions.get(name);
    c.set("route", fn ? `fn:${name}` : "fn:unknown");
    if (fn?.accessLog) c.set("accessLog", fn.accessLog);
    if (!fn) throw AppError.notFound(`There is no function called "${name}".`);
    const clientKey = clientKeyOf(c, ctx.config.TRUST_PROXY);
    await consumeRateLimit(fn.name, fn.rateLimit, clientKey);
    const text = await readBodyText(c.req.raw, fn.maxBodyBytes ?? DEFAULT_FUNCTION_BODY_LIMIT_BYTES, c.env?.incoming);
    const parsed = fn.schema.safeParse(parseJson(text));
    if (!parsed.success) {
      const details = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      const first = details[0];
      const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid request.";
      throw new AppError(400, errorCodes.invalidBody, message, details);
    }
    const reqId = c.get("requestId");
    const result = await fn.handle(parsed.data as never, new FunctionCall(ctx, reqId, clientKey, name, c.req.raw));
    return apiJson(c, result);
  });

  app.post("/api/webhooks/:provider", async (c) => {
    const provider = c.req.param("provider");
    const hook = webhooks.get(provider);
    c.set("route", hook ? `webhook:${provider}` : "webhook:unknown");
    if (!hook) throw AppError.notFound(`There is no webhook for "${provider}".`);
    const raw = await readBodyText(c.req.raw, DEFAULT_FUNCTION_BODY_LIMIT_BYTES, c.env?.incoming);
    return hook(ctx, c, raw);
  });

  app.all("/api/*", (c) => {
    c.set("route", "api:unknown");
    throw AppError.notFound(`No API route ${c.req.method} ${c.req.path}.`);
  });

  mountWebApp(app, ctx);
  return app;
}

function mountWebApp(app: Hono<AppEnv>, ctx: AppContext) {
  const root = ctx.config.WEB_DIST_DIR;
  const indexFile = path.join(root, "index.html");
  // Registered after the API routes, which answer without calling next(): pages only.
  app.use("*", pageSecurityHeaders(ctx.config));
  app.use("*", compress());
  // index.html carries absolute share-card URLs, filled in per request: never serve it raw.
  const sendIndex = async (c: Context<AppEnv>) => {
    const html = await readIndex(indexFile);
    if (html === null) {
      return c.text("The web app is not built yet. Run `npm run build` (npm start does it for you).", 503);
    }
    c.header("cache-control", "no-cache");
    const siteUrl = (ctx.config.PUBLIC_URL ?? originOf(c.req.raw)).replace(/\/+$/, "");
    return c.html(html.replaceAll("__SITE_URL__", escapeAttribute(siteUrl)));
  };
  app.get("/", sendIndex);
  app.get("/index.html", sendIndex);
  // Vite fingerprints everything under /assets, so it can be cached for a year.
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_p, c) => {
        c.header("cache-control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root,
      onFound: (p, c) => {
        c.header("cache-control", p.endsWith(".html") ? "no-cache" : "public, max-age=3600");
      },
    }),
  );
  // SPA fallback: any other GET that is not a file is the app's own route.
  app.get("*", sendIndex);
}

let cachedIndex: { mtimeMs: number; html: string } | null = null;
async function readIndex(file: string): Promise<string | null> {
  try {
    const stat = await fs.promises.stat(file);
    if (cachedIndex?.mtimeMs !== stat.mtimeMs)
      cachedIndex = { mtimeMs: stat.mtimeMs, html: await fs.promises.readFile(file, "utf8") };
    return cachedIndex.html;
  } catch {
    return null;
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function clientKeyOf(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = headerOf(c, "x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "local"; // app.request() in tests has no socket
  }
}
