// After `vite build`: writes two pages from the built index.html, each with the entry stylesheet
// inlined (8 KB gzipped; on a slow first visit a separate stylesheet request shares the bandwidth
// with the JavaScript and holds back the first paint) and the app's modules loaded after the first
// paint, through public/boot.js:
// - dist/onboarding.html and dist/onboarding-es.html, with /onboarding rendered in, in English and
//   in Spanish (every first visit's first page; the server sends the visitor's language), each
//   with its words (its language's catalogue of the app's shell) in the page as a JSON data block,
//   which main.tsx loads: no script request more on the first visit, and no bytes of JavaScript;
// - dist/campaign.html and dist/campaign-es.html (the shell's and the campaign page's words in the page likewise), for a
//   campaign's link, into which the server writes the campaign's words
//   (http/web-app.ts), with the campaign's own chunk loaded alongside the entry.
// The page is a single-page app, so the inlined styles serve every route the visitor moves on to.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { transform } from "esbuild";

const web = path.resolve(import.meta.dirname, "..");
const { renderOnboarding, campaignWords } = await import(
  pathToFileURL(path.join(web, "dist-prerender/prerender.js")).href
);
const index = fs.readFileSync(path.join(web, "dist/index.html"), "utf8");

const root = '<div id="root"></div>';
if (!index.includes(root)) throw new Error(`dist/index.html has no ${root}`);
const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
const href = index.match(stylesheet)?.[1];
if (!href) throw new Error("dist/index.html links no entry stylesheet");
const css = fs.readFileSync(path.join(web, "dist", href), "utf8");

// The app's modules start after the first paint (public/boot.js), not from the head.
const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const entry = index.match(entryScript)?.[1];
if (!entry) throw new Error("dist/index.html has no entry module");
const preload = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
const modules = [...index.matchAll(preload)].map((m) => m[1]);
const assets = path.join(web, "dist/assets");

/** A lazy route's chunk and the chunks it imports, which would otherwise load one round trip later. */
function routeChunk(prefix) {
  const file = fs.readdirSync(assets).find((f) => f.startsWith(`${prefix}-`) && f.endsWith(".js"));
  if (!file) throw new Error(`dist/assets has no ${prefix} chunk`);
  const source = fs.readFileSync(path.join(assets, file), "utf8");
  const imports = [...source.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
  return [`/assets/${file}`, ...imports];
}

function page(rootHtml, routeModules, lang = "en", head = "") {
  const all = [...new Set([...modules, ...routeModules])].filter((m) => m !== entry);
  return index
    .replace('<html lang="en">', () => `<html lang="${lang}">`)
    .replace(entryScript, "")
    .replace(preload, "")
    .replace(
      "</body>",
      () => `<script src="/boot.js" defer data-entry="${entry}" data-modules="${all.join(" ")}"></script></body>`,
    )
    .replace(stylesheet, () => `<style>${css}</style>${head}`)
    .replace(root, () => `<div id="root">${rootHtml}</div>`);
}

for (const lang of ["en", "es"]) {
  const suffix = lang === "en" ? "" : `-${lang}`;
  const { html, messages } = await renderOnboarding(lang);
  // `<` escaped so no message can close the element.
  const json = JSON.stringify(messages).replace(/</g, "\\u003c");
  const words = `<script type="application/json" id="messages" data-lang="${lang}">${json}</script>`;
  fs.writeFileSync(
    path.join(web, `dist/onboarding${suffix}.html`),
    page(html, routeChunk("onboarding-page"), lang, words),
  );
  // A campaign's link carries the campaign page's words too (main.tsx marks both parts loaded).
  const campaignJson = JSON.stringify(await campaignWords(lang)).replace(/</g, "\\u003c");
  const campaignBlock = `<script type="application/json" id="messages" data-lang="${lang}" data-parts="app campaign">${campaignJson}</script>`;
  fs.writeFileSync(
    path.join(web, `dist/campaign${suffix}.html`),
    page("", routeChunk("campaign-routes"), lang, campaignBlock),
  );
}
// public/boot.js is copied as written, comments and all: minified, it is 0.4 KB less of every first
// visit's JavaScript (gzipped), against the 90 KB budget.
const boot = path.join(web, "dist/boot.js");
fs.writeFileSync(boot, (await transform(fs.readFileSync(boot, "utf8"), { minify: true, target: "es2022" })).code);
fs.rmSync(path.join(web, "dist-prerender"), { recursive: true, force: true });
console.log("prerendered dist/onboarding(-es).html and dist/campaign(-es).html");
