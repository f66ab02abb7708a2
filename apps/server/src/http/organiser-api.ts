import { campaignInputSchema, campaignStateChangeSchema, eraseOrganiserSchema } from "@civic/contracts/campaigns";
import { errorCodes } from "@civic/contracts/errors";
import { fundBudgetSchema, hourlyCapSchema } from "@civic/contracts/sponsorship";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../context";
import { AppError } from "../core/app-error";
import type { RateLimit } from "../core/rate-limit";
import type { AppEnv } from "./app-env";
import { clientAddressOf, requestUrlOf } from "./behind-proxy";
import { parseJson, readBodyText } from "./read-body";
import { assertOurOrigin, campaignSlug, uuid, validate } from "./request-checks";

type OrganiserEnv = AppEnv & { Variables: AppEnv["Variables"] & { organiser: { email: string; userId: string } } };

const CAMPAIGN_BODY_LIMIT = 16 * 1024;
// A checkout session id as the providers make them (Stripe's cs_…, the local checkout's).
const confirmFundingSchema = z.object({
  sessionId: z.string().regex(/^cs_[A-Za-z0-9_-]{1,200}$/, "This is not a checkout session."),
});
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Every /api/organize call, per client address and per organiser: a busy console, never a script. */
const ORGANISE_LIMIT: RateLimit = { points: 120, windowSeconds: 60 };
/** Opening or confirming a prepayment asks the payments provider: per client and per organiser. */
const PAYMENT_LIMIT: RateLimit = { points: 10, windowSeconds: 600 };
const PAYMENT_ROUTE = /^\/api\/organize\/campaigns\/[^/]+\/budget(\/confirm)?$/;

/**
 * Organisers' API under /api/organize (their campaigns), the public campaign under /api/campaigns,
 * and the console's campaign routes. An /api/organize route answers 401 without a session and 403
 * to a user who never signed in through /organize's link (an operator, say); a mutation must come
 * from our own pages, as the console's do.
 */
export function mountOrganiserApi(
  app: Hono<AppEnv>,
  ctx: AppContext,
  trustedProxyHops: number,
  apiHeaders: Readonly<Record<string, string>>,
) {
  const { campaigns } = ctx.services;
  const organize = new Hono<OrganiserEnv>();
  organize.use(async (c, next) => {
    c.set("route", `organize:${c.req.method} ${c.req.routePath}`);
    const payment = c.req.method === "POST" && PAYMENT_ROUTE.test(c.req.path);
    // The organiser's context is the app's with one more variable; the client address reads neither.
    const client = `client:${clientAddressOf(c as unknown as Context<AppEnv>, trustedProxyHops)}`;
    await ctx.rateLimits.consume("organize", ORGANISE_LIMIT, client);
    if (payment) await ctx.rateLimits.consume("organize-payment", PAYMENT_LIMIT, client);
    const { session, headers } = await ctx.services.operators.checkOrganiser(c.req.raw.headers);
    if (session.kind === "none") throw new AppError(401, errorCodes.unauthorized, "Sign in to organise a campaign.");
    if (session.kind === "not_organiser") {
      throw new AppError(403, errorCodes.notOrganiser, "Sign in through the organisers' link to organise a campaign.");
    }
    if (UNSAFE.has(c.req.method)) assertOurOrigin(c, ctx.services.site, trustedProxyHops);
    await ctx.rateLimits.consume("organize", ORGANISE_LIMIT, `organiser:${session.userId}`);
    if (payment) await ctx.rateLimits.consume("organize-payment", PAYMENT_LIMIT, `organiser:${session.userId}`);
    c.set("organiser", { email: session.email, userId: session.userId });
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append("set-cookie", cookie);
  });

  const json = (c: Context, body: unknown, status: 200 | 201 = 200) =>
    c.body(JSON.stringify(body), status, { ...apiHeaders, "x-request-id": c.get("requestId") });
  const body = async (c: Context<OrganiserEnv>): Promise<unknown> => {
    if (!c.req.header("content-type")?.startsWith("application/json")) {
      throw AppError.badRequest("Send the campaign as JSON.");
    }
    return parseJson(await readBodyText(c.req.raw, CAMPAIGN_BODY_LIMIT, c.env?.incoming));
  };
  const who = (c: Context<OrganiserEnv>) => c.get("organiser").userId;

  organize.get("/session", (c) => json(c, { email: c.get("organiser").email }));
  organize.get("/campaigns", async (c) => json(c, await campaigns.listOwn(who(c))));
  organize.get("/data", async (c) => {
    const data = await campaigns.organiserExport(who(c), c.get("organiser").email);
    return c.body(JSON.stringify(data, null, 2), 200, {
      ...apiHeaders,
      "content-disposition": 'attachment; filename="civic-postcard-organiser-data.json"',
      "x-request-id": c.get("requestId"),
    });
  });
  // Erasure: the organiser's account, campaigns and sessions. The body must say so, so that no
  // stray request erases anything.
  organize.post("/erase", async (c) => {
    validate(eraseOrganiserSchema, await body(c));
    const wait = await campaigns.erasureWait(who(c));
    if (wait) throw new AppError(409, errorCodes.erasureWaits, wait);
    // What is left of their budgets goes back to them before the campaigns (and their records) go;
    // a refund the provider refused or left unanswered keeps the account until it is made (the
    // refund-budget job asks again), or the erasure would delete what is owed.
    let owed = 0;
    for (const campaign of await campaigns.listOwn(who(c))) {
      owed += await ctx.services.payments.refundUnusedBudget(campaign.id);
    }
    if (owed) {
      throw AppError.upstream(
        "Your unused prepaid cards could not be refunded yet, so your account is kept until they are. Please try again in a few minutes.",
      );
    }
    await campaigns.retireSlugs(who(c));
    await ctx.services.operators.eraseOrganiser(who(c));
    return json(c, { erased: true });
  });
  organize.post("/campaigns", async (c) =>
    json(c, await campaigns.create(who(c), validate(campaignInputSchema, await body(c))), 201),
  );
  organize.get("/campaigns/:id", async (c) => json(c, await campaigns.getOwn(who(c), uuid(c.req.param("id")))));
  organize.get("/campaigns/:id/dashboard", async (c) =>
    json(c, await campaigns.dashboard(who(c), uuid(c.req.param("id")))),
  );
  const csv = (c: Context<OrganiserEnv>, text: string, name: string) =>
    c.body(text, 200, {
      ...apiHeaders,
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "x-request-id": c.get("requestId"),
    });
  organize.get("/campaigns/:id/counts.csv", async (c) =>
    csv(c, await campaigns.countsCsv(who(c), uuid(c.req.param("id"))), "campaign-counts.csv"),
  );
  organize.get("/campaigns/:id/supporters.csv", async (c) =>
    csv(c, await campaigns.supportersCsv(who(c), uuid(c.req.param("id"))), "campaign-supporters.csv"),
  );
  organize.post("/campaigns/:id", async (c) =>
    json(c, await campaigns.update(who(c), uuid(c.req.param("id")), validate(campaignInputSchema, await body(c)))),
  );
  organize.post("/campaigns/:id/state", async (c) => {
    const id = uuid(c.req.param("id"));
    const campaign = await campaigns.setState(who(c), id, validate(campaignStateChangeSchema, await body(c)).state);
    // Closed (now or by an earlier click): the unused budget goes back, once.
    if (campaign.state === "closed") await ctx.services.payments.refundUnusedBudget(campaign.id);
    return json(c, campaign);
  });
  // Sponsored cards: the budget as counts, a prepayment (a checkout session like a sender's), and
  // the return from that checkout, which asks the provider (as the sender's return page does).
  organize.get("/campaigns/:id/budget", async (c) => json(c, await campaigns.budget(who(c), uuid(c.req.param("id")))));
  organize.post("/campaigns/:id/budget", async (c) => {
    const { cards } = validate(fundBudgetSchema, await body(c));
    const origin = ctx.services.site.siteUrl(requestUrlOf(c, trustedProxyHops));
    const organiser = c.get("organiser");
    const input = {
      organiserId: organiser.userId,
      organiserEmail: organiser.email,
      campaignId: uuid(c.req.param("id")),
      cards,
    };
    return json(c, await ctx.services.payments.fundBudget(input, origin), 201);
  });
  // The organiser's cap on sponsored cards per hour: a script with many addresses drains an hour's
  // share at most, and the page and console say when senders found the hour's cards taken.
  organize.post("/campaigns/:id/budget/hourly-cap", async (c) => {
    const { cardsPerHour } = validate(hourlyCapSchema, await body(c));
    return json(c, await campaigns.setHourlyCap(who(c), uuid(c.req.param("id")), cardsPerHour));
  });
  organize.post("/campaigns/:id/budget/confirm", async (c) => {
    const id = uuid(c.req.param("id"));
    const { sessionId } = validate(confirmFundingSchema, await body(c));
    // Only a checkout this organiser opened for this campaign is asked about at the provider.
    if (!(await campaigns.ownsFundingSession(who(c), id, sessionId))) {
      throw AppError.notFound("There is no such prepayment for this campaign.");
    }
    await ctx.services.payments.sessionCompleted(sessionId);
    return json(c, await campaigns.budget(who(c), id));
  });
  app.route("/api/organize", organize);

  // Counts only, the same for everyone: a few seconds in a shared cache spare the database when a
  // campaign's link goes round.
  app.get("/api/campaigns/:slug/tally", async (c) => {
    c.set("route", "campaigns:tally");
    const tally = await campaigns.tally(campaignSlug(c.req.param("slug")));
    return c.body(JSON.stringify(tally), 200, {
      ...apiHeaders,
      "cache-control": "public, max-age=5",
      "x-request-id": c.get("requestId"),
    });
  });
  // The link's QR code, for flyers: only a public campaign's (a draft's link is not out yet). Drawn
  // once per link (services/campaigns/qr-codes.ts); a link's code never changes, so its ETag is
  // known before the image is read.
  app.get("/api/campaigns/:slug/qr.png", async (c) => {
    c.set("route", "campaigns:qr");
    const slug = campaignSlug(c.req.param("slug"));
    // No code for flyers of a suspended campaign.
    if ((await campaigns.publicBySlug(slug)).status === "suspended") {
      throw AppError.notFound("There is no campaign at this link.");
    }
    // The canonical address only: a code drawn for each Host a client sends would fill the render
    // pool and the table, and a shared cache could hand one client's host to everyone.
    const url = `${ctx.services.site.canonicalSiteUrl()}/c/${slug}`;
    const etag = campaigns.qrCodeTag(url);
    const headers = {
      etag,
      "cache-control": "public, max-age=86400",
      "content-disposition": `${c.req.query("download") === undefined ? "inline" : "attachment"}; filename="${slug}-qr.png"`,
      "x-content-type-options": "nosniff",
    };
    if (
      c.req
        .header("if-none-match")
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304, headers);
    const png = await campaigns.qrCode(slug, url);
    return c.body(new Uint8Array(png), 200, { ...headers, "content-type": "image/png" });
  });
  app.get("/api/campaigns/:slug", async (c) => {
    c.set("route", "campaigns:get");
    return json(c, await campaigns.publicBySlug(campaignSlug(c.req.param("slug"))));
  });
}
