import { createHash, timingSafeEqual } from "node:crypto";
import { cardFrontIds } from "@civic/contracts/card-fronts";
import { errorCodes } from "@civic/contracts/errors";
import { DEFAULT_FUNCTION_BODY_LIMIT_BYTES } from "@civic/contracts/limits";
import { type Context, Hono } from "hono";
import type { AppContext } from "../context";
import { AppError } from "../core/app-error";
import { reportError } from "../core/error-reporting";
import { JsonAnswer } from "../core/json-answer";
import { isDatabaseUnavailable } from "../core/unavailable";
import { FunctionCall } from "../functions/define-function";
import { functions } from "../functions/registry";
import { CARD_FRONT_PATH, CARD_FRONTS_PATH } from "../providers";
import { receiveWebhook } from "../webhooks/receive-webhook";
import { webhookProviders } from "../webhooks/registry";
import { mountAdminApi } from "./admin-api";
import type { AppEnv } from "./app-env";
import { clientAddressOf, requestUrlOf, trustedHops } from "./behind-proxy";
import { cardPreviewImage } from "./card-preview-images";
import { guardFunctionCall } from "./function-guard";
import { observeRequests } from "./observe-requests";
import { metricsAuthorized, readiness } from "./operations";
import { mountOrderRoutes } from "./order-routes";
import { mountOrganiserApi } from "./organiser-api";
import { mountOwnCardRoutes } from "./own-card-routes";
import { pageLanguage } from "./page-language";
import { parseJson, readBodyText } from "./read-body";
import { apiSecurityHeaders } from "./security-headers";
import { mountWebApp } from "./web-app";

/** Refusals a client may earn per minute at the webhooks; past that, each is a 429 and stored nowhere. */
const WEBHOOK_REFUSALS = { points: 30, windowSeconds: 60 };

/** Compared as SHA-256 digests: constant time, whatever the lengths. */
const sameSecret = (given: string, secret: string) => {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(secret));
};

/** The whole HTTP surface. Tests call `app.request()` on it without opening a port. */
export function createApp(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const proxyHops = trustedHops(ctx.config);
  const apiHeaders = apiSecurityHeaders(ctx.config);
  // A plain Response with plain headers takes the Node adapter's fast path (no Headers object).
  const apiJson = (c: Context<AppEnv>, body: unknown, status = 200) =>
    new Response(body instanceof JsonAnswer ? body.text : JSON.stringify(body), {
      status,
      headers: { ...apiHeaders, "x-request-id": c.get("requestId") },
    });

  app.use(observeRequests(ctx));

  app.onError((thrown, c) => {
    const reqId = c.get("requestId");
    // PostgreSQL out of reach is a moment to wait, not a fault: one mapping for every route.
    const err = !(thrown instanceof AppError) && isDatabaseUnavailable(thrown) ? AppError.unavailable() : thrown;
    if (err instanceof AppError) {
      if (err.status >= 500) ctx.log.warn({ reqId, code: err.code, msg: err.message }, "request failed");
      const res = apiJson(
        c,
        { error: { code: err.code, message: err.message, requestId: reqId, details: err.details } },
        err.status,
      );
      if (err.retryAfterSeconds) res.headers.set("retry-after", String(err.retryAfterSeconds));
      return res;
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
  // Public: the status alone. Which check fails is on the loopback METRICS_PORT (operations.ts).
  app.get("/readyz", async (c) => {
    c.set("route", "/readyz");
    const { ready } = await readiness(ctx);
    return c.json({ status: ready ? "ready" : "not_ready" }, ready ? 200 : 503);
  });
  app.get("/metrics", async (c) => {
    c.set("route", "/metrics");
    if (!metricsAuthorized(ctx.config, c.req.header("authorization"))) {
      throw AppError.notFound("No route GET /metrics.");
    }
    return c.text(await ctx.metrics.registry.metrics(), 200, { "content-type": ctx.metrics.registry.contentType });
  });

  app.get("/api/config", (c) => {
    c.set("route", "/api/config");
    return apiJson(c, ctx.services.site.publicConfig(requestUrlOf(c, proxyHops)));
  });

  app.post("/api/functions/:name", async (c) => {
    const name = c.req.param("name");
    const fn = functions.get(name);
    c.set("route", fn ? `fn:${name}` : "fn:unknown");
    if (fn?.accessLog) c.set("accessLog", fn.accessLog);
    if (!fn) throw AppError.notFound(`There is no function called "${name}".`);
    guardFunctionCall(c, ctx.services.site, proxyHops);
    const clientKey = clientAddressOf(c, proxyHops);
    await ctx.rateLimits.consume(fn.name, fn.rateLimit, clientKey);
    const text = await readBodyText(c.req.raw, fn.maxBodyBytes ?? DEFAULT_FUNCTION_BODY_LIMIT_BYTES, c.env?.incoming);
    const parsed = fn.schema.safeParse(parseJson(text));
    if (!parsed.success) {
      const details = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      const first = details[0];
      const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid request.";
      throw new AppError(400, errorCodes.invalidBody, message, details);
    }
    const reqId = c.get("requestId");
    const result = await fn.handle(
      parsed.data as never,
      new FunctionCall(
        ctx,
        reqId,
        clientKey,
        name,
        () => requestUrlOf(c, proxyHops),
        () => pageLanguage(c),
      ),
    );
    return apiJson(c, result);
  });

  app.get("/api/card-previews/:hash", cardPreviewImage(ctx));
  // The printed fronts, for vendors that fetch the picture side by URL (IgnitePost's `image`):
  // the default at CARD_FRONT_PATH, each front at CARD_FRONTS_PATH/<front id>.png.
  const frontPng = (c: Context<AppEnv>, png: Buffer) =>
    c.body(new Uint8Array(png), 200, {
      "content-type": "image/png",
      "cache-control": "public, max-age=86400",
      "x-content-type-options": "nosniff",
    });
  app.get(CARD_FRONT_PATH, async (c) => {
    c.set("route", CARD_FRONT_PATH);
    return frontPng(c, await ctx.services.cards.cardFrontPng());
  });
  app.get(`${CARD_FRONTS_PATH}/:file`, async (c) => {
    c.set("route", `${CARD_FRONTS_PATH}/:file`);
    const front = cardFrontIds.find((id) => c.req.param("file") === `${id}.png`);
    if (!front) throw AppError.notFound("No such card front.");
    return frontPng(c, await ctx.services.cards.cardFrontPng(front));
  });

  const webhook = async (c: Context<AppEnv>, provider: string, givenSecret: string | null) => {
    const hook = webhookProviders.get(provider);
    const secret = hook?.pathSecret ? hook.pathSecret(ctx.config) : null;
    // A vendor that signs nothing is served only at its secret path: any other path is a plain
    // 404, like a route that does not exist, and nothing is recorded.
    const found =
      hook &&
      (hook.pathSecret ? Boolean(secret && givenSecret && sameSecret(givenSecret, secret)) : givenSecret === null);
    c.set("route", found ? `webhook:${provider}` : "webhook:unknown");
    if (!hook || !found) throw AppError.notFound("No API route here.");
    const rawBody = await readBodyText(c.req.raw, DEFAULT_FUNCTION_BODY_LIMIT_BYTES, c.env?.incoming);
    try {
      await receiveWebhook(ctx, hook, { rawBody, header: (name) => c.req.header(name) });
      return c.json({ received: true });
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      // A refusal is counted (metric, and a row per provider, answer, reason and hour for the
      // console), within a per-client budget: past it, a 429 that costs the database nothing.
      // A delivery that verifies is never limited.
      try {
        await ctx.rateLimits.consume("webhook-refusals", WEBHOOK_REFUSALS, clientAddressOf(c, proxyHops));
      } catch (limited) {
        if (limited instanceof AppError)
          ctx.metrics.webhookRejections.inc({ provider, status: String(limited.status) });
        throw limited;
      }
      ctx.metrics.webhookRejections.inc({ provider, status: String(err.status) });
      await ctx.services.vendorEvents
        .recordRejection(provider, err.status, err.message)
        .catch((e) => ctx.log.warn({ err: e }, "could not record a webhook rejection"));
      throw err;
    }
  };

  app.post("/api/webhooks/:provider", (c) => webhook(c, c.req.param("provider"), null));
  app.post("/api/webhooks/:provider/:secret", (c) => webhook(c, c.req.param("provider"), c.req.param("secret")));

  mountAdminApi(app, ctx, proxyHops, apiHeaders);
  mountOrderRoutes(app, ctx, proxyHops, apiHeaders);
  mountOrganiserApi(app, ctx, proxyHops, apiHeaders);
  mountOwnCardRoutes(app, ctx, apiHeaders, proxyHops);

  app.all("/api/*", (c) => {
    c.set("route", "api:unknown");
    throw AppError.notFound(`No API route ${c.req.method} ${c.req.path}.`);
  });

  mountWebApp(app, ctx);
  return app;
}
