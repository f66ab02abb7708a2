import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { compress } from "hono/compress";
import type { AppContext } from "../context";
import type { AppEnv } from "./app-env";
import { requestUrlOf, trustedHops } from "./behind-proxy";
import { pageSecurityHeaders } from "./security-headers";

/**
 * The built web app. Its HTML pages are filled in per request, never served raw: absolute share-card
 * URLs, the names in the prerendered onboarding, and this host's public config as a JSON data block
 * (so the first render needs no /api/config round trip, and hydration sees what the server rendered).
 */
export function mountWebApp(app: Hono<AppEnv>, ctx: AppContext) {
  const root = ctx.config.WEB_DIST_DIR;
  // The embeddable campaign counter: the one page any site may frame. Before the pages' own
  // headers, which refuse framing.
  const framable = pageSecurityHeaders(ctx.config, ctx.services.site, { framable: true });
  app.get("/c/:slug/embed", framable, compress(), (c) => sendIndex(c));
  // Registered after the API routes, which answer without calling next(): pages only.
  app.use("*", pageSecurityHeaders(ctx.config, ctx.services.site));
  app.use("*", compress());

  const sendPage =
    (file: string, cacheControl = "no-cache") =>
    async (c: Context<AppEnv>) => {
      const template =
        (await readTemplate(path.join(root, file))) ?? (await readTemplate(path.join(root, "index.html")));
      if (template === null) {
        return c.text("The web app is not built yet. Run `npm run build` (npm start does it for you).", 503);
      }
      const config = ctx.services.site.publicConfig(requestUrlOf(c, trustedHops(ctx.config)));
      const siteUrl = config.frontendUrl;
      const html = template
        .replaceAll("__SITE_URL__", escapeHtml(siteUrl))
        .replaceAll("__APP_NAME__", escapeHtml(config.appName))
        .replaceAll("__ASSISTANT_NAME__", escapeHtml(config.assistantName))
        .replace(
          "</head>",
          `<script type="application/json" id="public-config">${jsonForHtml(config)}</script></head>`,
        );
      c.header("cache-control", cacheControl);
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
