// After `vite build`: writes dist/onboarding.html, the built index.html with /onboarding rendered in
// and the entry stylesheet inlined (8 KB gzipped): on a slow first visit a separate stylesheet
// request shares the bandwidth with the JavaScript and holds back the first paint. The page is a
// single-page app, so the inlined styles serve every route the visitor moves on to. Its modules load
// after the first paint, through public/boot.js.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const web = path.resolve(import.meta.dirname, "..");
const { renderOnboarding } = await import(pathToFileURL(path.join(web, "dist-prerender/prerender.js")).href);
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
// Onboarding's own chunk (app/routes.tsx): the page's first render needs it, so it loads with the entry.
const onboardingChunk = fs
  .readdirSync(path.join(web, "dist/assets"))
  .find((f) => /^onboarding-page-[\w-]+\.js$/.test(f));
if (!onboardingChunk) throw new Error("dist/assets has no onboarding-page chunk");
modules.push(`/assets/${onboardingChunk}`);
const html = await renderOnboarding();

const page = index
  .replace(entryScript, "")
  .replace(preload, "")
  .replace(
    "</body>",
    () => `<script src="/boot.js" defer data-entry="${entry}" data-modules="${modules.join(" ")}"></script></body>`,
  )
  .replace(stylesheet, () => `<style>${css}</style>`)
  .replace(root, () => `<div id="root">${html}</div>`);
fs.writeFileSync(path.join(web, "dist/onboarding.html"), page);
fs.rmSync(path.join(web, "dist-prerender"), { recursive: true, force: true });
console.log("prerendered dist/onboarding.html");
