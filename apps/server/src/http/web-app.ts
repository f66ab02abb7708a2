import fs from "node:fs";
import path from "node:path";
import type { PublicCampaign } from "@civic/contracts/campaigns";
import type { Context, Hono } from "hono";
import { compress } from "hono/compress";
import type { AppContext } from "../context";
import { type AppEnv, headerOf } from "./app-env";
import { requestUrlOf, trustedHops } from "./behind-proxy";
import { type PageLanguage, pageLanguage } from "./page-language";
import { campaignSlug } from "./request-checks";
import { pageSecurityHeaders } from "./security-headers";
import { staticFiles } from "./static-files";

/**
 * The built web app. Its HTML pages are filled in per request, never served raw: absolute share-card
 * URLs, the names in the prerendered onboarding, and this host's public config as a JSON data block
 * (so the first render needs no /api/config round trip, and hydration sees what the server rendered).
 */
export function mountWebApp(app: Hono<AppEnv>, ctx: AppContext) {
  const root = ctx.config.WEB_DIST_DIR;
  // A campaign's link arrives with the campaign and its tally in the page (most senders arrive on
  // phones): its words are drawn in plain HTML at once, and the app, once loaded, takes them over
  // (features/campaign) without asking the API again.
  const campaignData = async (c: Context<AppEnv>) => {
    try {
      const slug = campaignSlug(c.req.param("slug") ?? "");
      const campaign = await ctx.services.campaigns.publicBySlug(slug);
      const tally = campaign.status === "suspended" ? null : await ctx.services.campaigns.tally(slug);
      return {
        head: `<script type="application/json" id="campaign-data">${jsonForHtml({ campaign, tally })}</script>`,
        body: campaignFirstPaint(campaign, pageLanguage(c, campaign.language)),
        language: campaign.language,
      };
    } catch {
      return { head: "", body: "" }; // no such campaign, or a moment without the database: the app asks
    }
  };
  app.get("/c/:slug", pageSecurityHeaders(ctx.config, ctx.services.site), compress(), (c) =>
    sendPage("campaign.html", "no-cache", campaignData)(c),
  );
  // The embeddable campaign counter: the one page any site may frame. Before the pages' own
  // headers, which refuse framing.
  const framable = pageSecurityHeaders(ctx.config, ctx.services.site, { framable: true });
  app.get("/c/:slug/embed", framable, compress(), (c) => sendIndex(c));
  // Registered after the API routes, which answer without calling next(): pages only.
  app.use("*", pageSecurityHeaders(ctx.config, ctx.services.site));
  app.use("*", compress());

  const sendPage =
    (
      file: string,
      cacheControl = "no-cache",
      extra?: (c: Context<AppEnv>) => Promise<{ head: string; body: string; language?: PageLanguage }>,
    ) =>
    async (c: Context<AppEnv>) => {
      const added = extra ? await extra(c) : { head: "", body: "" };
      // A page prerendered per language (onboarding-es.html, campaign-es.html) is sent in the
      // visitor's language, or a campaign's link in its campaign's.
      const language = pageLanguage(c, added.language);
      const localised =
        language === "en" ? null : await readTemplate(path.join(root, file.replace(".html", `-${language}.html`)));
      const template =
        localised ?? (await readTemplate(path.join(root, file))) ?? (await readTemplate(path.join(root, "index.html")));
      if (template === null) {
        return c.text("The web app is not built yet. Run `npm run build` (npm start does it for you).", 503);
      }
      const config = ctx.services.site.publicConfig(requestUrlOf(c, trustedHops(ctx.config)));
      const siteUrl = config.frontendUrl;
      const html = template
        .replace('<html lang="en">', `<html lang="${language}">`)
        .replaceAll("__SITE_URL__", escapeHtml(siteUrl))
        .replaceAll("__APP_NAME__", escapeHtml(config.appName))
        .replaceAll("__ASSISTANT_NAME__", escapeHtml(config.assistantName))
        .replace(
          "</head>",
          `<script type="application/json" id="public-config">${jsonForHtml(config)}</script>${added.head}</head>`,
        )
        .replace('<div id="root"></div>', `${added.body}<div id="root"></div>`);
      c.header("cache-control", cacheControl);
      c.header("vary", "Cookie, Accept-Language");
      return c.html(html);
    };
  const sendIndex = sendPage("index.html");
  app.get("/index.html", sendIndex);
  // The first page of every first visit arrives prerendered (apps/web/scripts/prerender.mjs). "/"
  // without the skip flag (any new tab) redirects to /onboarding, so it gets the same page; the
  // app moves the address before hydrating, or renders the wizard when history says so.
  const sendOnboarding = sendPage("onboarding.html");
  app.get("/", sendOnboarding);
  app.get("/onboarding", sendOnboarding);
  app.get("/onboarding.html", (c) => c.redirect("/onboarding", 301));
  app.get("/onboarding-es.html", (c) => c.redirect("/onboarding?lang=es", 301));
  // Source maps hold the whole source: the build keeps them out of dist (vite.config.ts), and
  // one left there by another build is still never served.
  app.use("*", async (c, next) => (c.req.path.endsWith(".map") ? c.text("Not found", 404) : next()));
  // An order's status page is private: its address is a secret, so never indexed, sent on, or
  // kept by the browser's or a proxy's cache.
  const sendStatusPage = sendPage("index.html", "no-store");
  app.get("/orders/:token", (c) => {
    c.header("x-robots-tag", "noindex, nofollow");
    c.header("referrer-policy", "no-referrer");
    return sendStatusPage(c);
  });
  // So is the page of a sender's own cards (decision 0065).
  app.get("/write-it-yourself/:token", (c) => {
    c.header("x-robots-tag", "noindex, nofollow");
    c.header("referrer-policy", "no-referrer");
    return sendStatusPage(c);
  });
  // The build's files, from memory (static-files.ts). A name under /assets/ that is not one of
  // them (a chunk of an older build, say) is a 404, not the app's page parsed as a script.
  const files = staticFiles(root);
  app.use("*", async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const file = await files.respond(c.req.path, headerOf(c, "accept-encoding"));
    if (file) return file;
    return c.req.path.startsWith("/assets/") ? c.text("Not found", 404) : next();
  });
  // SPA fallback: any other GET that is not a file is the app's own route.
  app.get("*", sendIndex);
}

/**
 * What a campaign's link shows before the app has loaded: its organisation, name and ask, with the
 * classes the app's own page uses (features/campaign/campaign-page.tsx), so nothing moves when the
 * app replaces it.
 */
function campaignFirstPaint(campaign: PublicCampaign, language: PageLanguage): string {
  const ask =
    campaign.status === "suspended" ? "" : `<p class="whitespace-pre-line text-lg">${escapeHtml(campaign.ask)}</p>`;
  return `<div id="campaign-first-paint" aria-hidden="true"><header class="border-b border-ink/10"><div class="mx-auto flex h-14 max-w-2xl items-center px-4"><span class="rounded-lg p-1 text-lg font-bold">Civic Postcard</span></div></header><main class="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-6 text-ink"><div><p class="text-sm font-semibold text-ink/80">${language === "es" ? "Una campaña de" : "A campaign by"} ${escapeHtml(campaign.organisation)}</p><h1 class="text-3xl font-bold md:text-4xl">${escapeHtml(campaign.name)}</h1></div>${ask}</main></div>`;
}

const templates = new Map<string, { mtimeMs: number; html: string }>();
async function readTemplate(file: string): Promise<string | null> {
  try {
    const stat = await fs.promises.stat(file);
    let cached = templates.get(file);
    if (cached?.mtimeMs !== stat.mtimeMs) {
      cached = { mtimeMs: stat.mtimeMs, html: await fs.promises.readFile(file, "utf8") };
      templates.set(file, cached);
    }
    return cached.html;
  } catch {
    return null;
  }
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** JSON inside <script>: `<` escaped so no value can close the element. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
