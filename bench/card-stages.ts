// Benchmark: where one card's CPU time goes, stage by stage, in one thread (no pool, no server).
// Usage: npx tsx bench/card-stages.ts [cards]
//
// CPU time (process.cpuUsage, user + system) rather than wall-clock, so a machine shared with
// other work still gives comparable figures. Each card's message is drawn from a vocabulary of
// words from the repository's documentation (the README and docs/, about as many words as the
// 872-line README these figures were first taken with), shuffled per card, so shaping caches help only as much as
// real messages would let them.
import fs from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { backSvg, drawBack, PAPER } from "../apps/server/src/services/cards/card-back";
import { BLEED, renderFrontSvg } from "../apps/server/src/services/cards/card-front";
import { CARD_WIDTH, PREVIEW_WIDTH, PROOF_WIDTH } from "../apps/server/src/services/cards/card-fronts";
import { type Card, layoutBack } from "../apps/server/src/services/cards/card-layout";
import { loadHandwriting } from "../apps/server/src/services/cards/handwriting";
import { pdfImage, printPdf } from "../apps/server/src/services/cards/print-pdf";
import { renderPrintPdf } from "../apps/server/src/services/cards/render-card";

const CARDS = Number(process.argv[2] ?? 30);
const root = path.resolve(import.meta.dirname, "..");
const documents = ["README.md", ...fs.readdirSync(path.join(root, "docs")).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith(".md"),
);
const vocabulary = [
  ...new Set(documents.flatMap((f) => fs.readFileSync(path.join(root, f), "utf8").match(/[A-Za-z][a-z]{2,12}/g) ?? [])),
];
let seed = 7;
const random = () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};
const message = () => {
  let text = "";
  while (text.length < 240) text += `${vocabulary[Math.floor(random() * vocabulary.length)]} `;
  return `${text.trim()}.`;
};
const card = (i: number): Card => ({
  salutation: "Dear Rep. Moskowitz,",
  body: message(),
  signOff: `Sincerely,\nAna Lopez ${i}`,
  sender: {
    fullName: `Ana Lopez ${i}`,
    streetAddress: `${100 + i} Las Olas Blvd`,
    city: "Fort Lauderdale",
    state: "FL",
    zipCode: "33301",
  },
  recipient: {
    title: "Rep.",
    name: "Jared Moskowitz",
    address: { street: "1130 Longworth House Office Building", city: "Washington", state: "DC", zip: "20515" },
  },
});

const totals = new Map<string, { cpu: number; n: number }>();
async function stage<T>(name: string, fn: () => T | Promise<T>, record = true): Promise<T> {
  const start = process.cpuUsage();
  const result = await fn();
  const used = process.cpuUsage(start);
  if (record) {
    const t = totals.get(name) ?? { cpu: 0, n: 0 };
    t.cpu += (used.user + used.system) / 1000;
    t.n++;
    totals.set(name, t);
  }
  return result;
}
const raster = (svg: string, width: number) =>
  new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } }).render();

await stage("once a thread: HarfBuzz and the fonts", () => loadHandwriting());
const frontSvg = await stage("once a front: scene + caption SVG (satori)", () =>
  renderFrontSvg("grand-teton", "bleed"),
);
const frontRaster = await stage("once a front: resvg raster to the bleed, 300 dpi", () =>
  raster(frontSvg, CARD_WIDTH + 2 * BLEED),
);
const front = await stage("once a front: PDF image (RGB, deflate 9)", () => pdfImage(frontRaster));

for (let i = -5; i < CARDS; i++) {
  const record = i >= 0; // the first cards warm the JIT and the glyph caches
  const c = card(i);
  const layout = await stage("card: layout (shape words, fit three blocks)", () => layoutBack(c), record);
  const shapes = await stage("card: place the glyphs", () => drawBack(layout), record);
  await stage(
    "print: write the PDF (vector back, front copied)",
    () => printPdf({ title: "Postcard", front, back: shapes, paper: PAPER }),
    record,
  );
  const svg = await stage("preview: back SVG", () => backSvg(shapes), record);
  const preview = await stage(`preview: resvg raster ${PREVIEW_WIDTH} px`, () => raster(svg, PREVIEW_WIDTH), record);
  await stage(`preview: PNG encode ${PREVIEW_WIDTH} px`, () => preview.asPng(), record);
  const proof = await stage(`proof: resvg raster ${PROOF_WIDTH} px`, () => raster(svg, PROOF_WIDTH), record);
  await stage(`proof: PNG encode ${PROOF_WIDTH} px`, () => proof.asPng(), record);
  await stage("print file, whole (renderPrintPdf)", () => renderPrintPdf(card(i + 1000)), record);
}

console.log(`| stage | CPU ms |`);
console.log(`| ----- | ------ |`);
for (const [name, t] of totals) console.log(`| ${name} | ${(t.cpu / t.n).toFixed(t.cpu / t.n < 10 ? 2 : 1)} |`);
console.log(
  `\n${CARDS} cards, one thread, Node ${process.version}, load average ${(await import("node:os")).loadavg()[0]?.toFixed(1)}.`,
);
