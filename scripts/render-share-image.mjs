// Renders the 1200x630 share image (Open Graph / Twitter card) to apps/web/public/share-image.png.
// Usage: node scripts/render-share-image.mjs
// Text is laid out by satori (fonts: Liberation Sans from the system, Caveat from @fontsource) and
// rasterised by resvg, so the committed PNG is ours and reproducible on any Debian machine.
import fs from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";

const root = path.resolve(import.meta.dirname, "..");
const font = (file) => fs.readFileSync(file);
const fonts = [
  { name: "Sans", weight: 400, data: font("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf") },
  { name: "Sans", weight: 700, data: font("/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf") },
  {
    name: "Hand",
    weight: 700,
    data: font(path.join(root, "node_modules/@fontsource/caveat/files/caveat-latin-700-normal.woff")),
  },
];

const ink = "#1d3557";
const el = (type, style, ...children) => ({ type, props: { style, children } });

const card = el(
  "div",
  {
    display: "flex",
    flexDirection: "column",
    width: 340,
    height: 250,
    overflow: "hidden",
    flexShrink: 0,
    padding: 28,
    background: "#fbf8f1",
    borderRadius: 18,
    transform: "rotate(-5deg)",
    transformOrigin: "center",
    boxShadow: "0 24px 48px rgba(0,0,0,0.35)",
  },
  el(
    "div",
    { display: "flex", justifyContent: "space-between", alignItems: "flex-start" },
    el("div", { fontFamily: "Hand", fontSize: 32, color: ink }, "Dear Representative,"),
    el("div", { width: 44, height: 52, background: "#c1121f", borderRadius: 6, border: "4px dashed #fbf8f1" }),
  ),
  el(
    "div",
    { fontFamily: "Hand", fontSize: 29, color: "#457b9d", marginTop: 12, lineHeight: 1.15 },
    "Here is what matters to my neighbors and me back home…",
  ),
  el("div", { fontFamily: "Hand", fontSize: 29, color: ink, marginTop: "auto" }, "— a constituent"),
);

const image = el(
  "div",
  {
    display: "flex",
    width: 1200,
    height: 630,
    background: ink,
    paddingLeft: 72,
    paddingRight: 72,
    alignItems: "center",
    justifyContent: "space-between",
    fontFamily: "Sans",
  },
  el(
    "div",
    { display: "flex", flexDirection: "column", width: 580, flexShrink: 0 },
    el("div", { fontSize: 28, fontWeight: 700, letterSpacing: 3, color: "#a8dadc" }, "CIVIC POSTCARD"),
    el(
      "div",
      { fontSize: 56, fontWeight: 700, color: "white", lineHeight: 1.12, marginTop: 20 },
      "Send a real postcard to your representative in D.C.",
    ),
    el(
      "div",
      { fontSize: 30, color: "rgba(255,255,255,0.85)", lineHeight: 1.35, marginTop: 26 },
      "Handwritten postcards are the gold standard in the age of AI.",
    ),
  ),
  el("div", { display: "flex", position: "absolute", left: 740, top: 165 }, card),
);

const svg = await satori(image, { width: 1200, height: 630, fonts });
const png = new Resvg(svg, { fitTo: { mode: "width", value: 1200 } }).render().asPng();
const out = path.join(root, "apps/web/public/share-image.png");
fs.writeFileSync(out, png);
console.log(`Wrote ${path.relative(root, out)} (${(png.length / 1024).toFixed(0)} KB)`);
