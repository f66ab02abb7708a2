import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignInput, organiserCall, signInOrganiser } from "./campaigns/campaign-helpers";
import { startTestRuntime, type TestRuntime } from "./harness";

// A stand-in build: the real one comes from `npm run build`, which unit tests don't wait for.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "civic-web-dist-"));
fs.writeFileSync(
  path.join(dist, "index.html"),
  '<html lang="en"><head><meta property="og:url" content="__SITE_URL__/"></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(dist, "onboarding.html"),
  '<html><head></head><body><div id="root"><h1>Welcome to __APP_NAME__</h1><p>__ASSISTANT_NAME__ drafts</p></div></body></html>',
);
fs.writeFileSync(
  path.join(dist, "onboarding-es.html"),
  '<html lang="en"><head></head><body><div id="root"><h1>Bienvenido a __APP_NAME__</h1></div></body></html>',
);
fs.writeFileSync(
  path.join(dist, "campaign.html"),
  '<html><head><style>inlined</style></head><body><div id="root"></div><script src="/boot.js" defer></script></body></html>',
);

fs.mkdirSync(path.join(dist, "assets"));
fs.writeFileSync(path.join(dist, "boot.js"), "boot();");
fs.writeFileSync(path.join(dist, "assets", "app-1a2b.js"), `export const words = "${"a postcard ".repeat(200)}";`);

fs.writeFileSync(
  path.join(dist, "campaign-es.html"),
  '<html lang="en"><head><style>inlined</style></head><body><div id="root"></div><script src="/boot.js" defer></script><!-- es --></body></html>',
);

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({
    WEB_DIST_DIR: dist,
    APP_NAME: "Town <Mail> & Co",
    ASSISTANT_NAME: "Nib",
    PUBLIC_URL: "https://postcards.example",
  });
});
afterAll(async () => {
  await rt?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

const publicConfigOf = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="public-config">(.*?)<\/script>/)?.[1] ?? "null");

describe("the web app's pages", () => {
  it("serves the prerendered onboarding at /onboarding and at / (which redirects there), names escaped", async () => {
    for (const page of ["/onboarding", "/"]) {
      const res = await rt.app.request(`http://postcards.example${page}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const html = await res.text();
      expect(html).toContain("<h1>Welcome to Town &lt;Mail&gt; &amp; Co</h1><p>Nib drafts</p>");
    }
  });

  it("embeds the host's public config where no value can close the script element", async () => {
    const html = await (await rt.app.request("http://postcards.example/onboarding")).text();
    expect(html).toContain("Town \\u003cMail>");
    expect(publicConfigOf(html)).toMatchObject({ appName: "Town <Mail> & Co", assistantName: "Nib" });
  });

  it("serves every other route the plain app page, with share URLs and the config", async () => {
    const html = await (await rt.app.request("http://postcards.example/faq")).text();
    expect(html).toContain('content="https://postcards.example/"');
    expect(html).not.toContain("Welcome to");
    expect(publicConfigOf(html).assistantName).toBe("Nib");
    const raw = await rt.app.request("http://postcards.example/onboarding.html");
    expect(raw.status).toBe(301);
    expect(raw.headers.get("location")).toBe("/onboarding");
    // A page's template is never sent as a file, its placeholders unfilled.
    const template = await (await rt.app.request("http://postcards.example/campaign.html")).text();
    expect(template).not.toContain("__SITE_URL__");
    expect(template).toContain('content="https://postcards.example/"');
  });

  it("serves a file too small to gain from gzip as it is, and a larger one gzipped once, each with its length", async () => {
    const headers = { "accept-encoding": "gzip, deflate, br" };
    const small = await rt.app.request("http://postcards.example/boot.js", { headers });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("content-length")).toBe("7");
    expect(await small.text()).toBe("boot();");
    const large = await rt.app.request("http://postcards.example/assets/app-1a2b.js", { headers });
    expect(large.headers.get("content-encoding")).toBe("gzip");
    const zipped = await large.arrayBuffer();
    expect(large.headers.get("content-length")).toBe(String(zipped.byteLength));
    expect(zipped.byteLength).toBeLessThan(200);
  });

  it("answers a script the build doesn't have with a 404, not the app's page", async () => {
    const res = await rt.app.request("http://postcards.example/assets/chunk-of-an-older-build.js");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("<html");
  });

  it("sends the first paint in the visitor's language: the link's ?lang=, then the remembered choice, then the browser's", async () => {
    const page = async (url: string, headers: Record<string, string> = {}) => {
      const res = await rt.app.request(`http://postcards.example${url}`, { headers });
      expect(res.headers.get("vary")).toContain("Accept-Language");
      return res.text();
    };
    const spanish = "<h1>Bienvenido a Town &lt;Mail&gt; &amp; Co</h1>";
    const preferSpanish = { "accept-language": "es-MX,es;q=0.9,en;q=0.5" };
    expect(await page("/onboarding", preferSpanish)).toContain(spanish);
    expect(await page("/", preferSpanish)).toContain('<html lang="es">');
    expect(await page("/onboarding", { "accept-language": "fr-FR,en;q=0.8" })).toContain("Welcome to");
    expect(await page("/onboarding", { ...preferSpanish, cookie: "lang=en" })).toContain("Welcome to");
    expect(await page("/onboarding?lang=es", { cookie: "lang=en" })).toContain(spanish);
    expect(await page("/onboarding?lang=xx", { cookie: "lang=es" })).toContain(spanish);
    // Pages without a prerendered Spanish version are the app page, marked Spanish for the app.
    expect(await page("/faq", preferSpanish)).toContain('<html lang="es">');
    const raw = await rt.app.request("http://postcards.example/onboarding-es.html");
    expect(raw.headers.get("location")).toBe("/onboarding?lang=es");
  });

  it("serves a campaign's link its own page with the campaign's words in it, escaped, before any script", async () => {
    const cookie = await signInOrganiser(rt, "pages.organiser@example.org");
    const input = campaignInput({ name: "Parks <for> all", organisation: "Friends & Neighbours" });
    const created = await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, input);
    const { id } = await created.json();
    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "live" });
    const res = await rt.app.request(`http://postcards.example/c/${input.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<style>inlined</style>");
    const firstPaint = html.slice(html.indexOf('<div id="campaign-first-paint"'), html.indexOf('<div id="root">'));
    expect(firstPaint).toContain("A campaign by Friends &amp; Neighbours");
    expect(firstPaint).toContain("Parks &lt;for&gt; all</h1>");
    expect(firstPaint).toContain("fund the park's trail repairs");
    expect(html.indexOf("campaign-first-paint")).toBeLessThan(html.indexOf("/boot.js"));
    // No such campaign: the same page without words; the app says so once loaded.
    const missing = await (await rt.app.request("http://postcards.example/c/no-such-campaign")).text();
    expect(missing).toContain("<style>inlined</style>");
    expect(missing).not.toContain("campaign-first-paint");
  });

  it("sends a Spanish campaign's link in Spanish, unless the visitor chose English (decision 0123)", async () => {
    const cookie = await signInOrganiser(rt, "spanish.organiser@example.org");
    const input = campaignInput({ language: "es", organisation: "Amigos de Rock Creek" });
    const created = await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, input);
    const { id } = await created.json();
    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "live" });
    const page = async (url: string, headers: Record<string, string> = {}) =>
      (await rt.app.request(`http://postcards.example${url}`, { headers })).text();
    // A browser preferring English, no choice made: the campaign's language.
    const spanish = await page(`/c/${input.slug}`, { "accept-language": "en-US,en;q=0.9" });
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain("<!-- es -->");
    expect(spanish).toContain("Una campaña de Amigos de Rock Creek");
    expect(spanish).toContain('"language":"es"');
    // The visitor's choice wins: the switch's cookie, or a link's ?lang=.
    for (const english of [
      await page(`/c/${input.slug}`, { cookie: "lang=en" }),
      await page(`/c/${input.slug}?lang=en`, { cookie: "lang=es" }),
    ]) {
      expect(english).not.toContain("<!-- es -->");
      expect(english).toContain("A campaign by Amigos de Rock Creek");
    }
    // An English campaign's link is English for a browser preferring Spanish (its words are English).
    const englishInput = campaignInput();
    const made = await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, englishInput);
    await organiserCall(rt, "POST", `/api/organize/campaigns/${(await made.json()).id}/state`, cookie, {
      state: "live",
    });
    expect(await page(`/c/${englishInput.slug}`, { "accept-language": "es-MX,es" })).toContain("A campaign by");
  });
});
