import fs from "node:fs/promises";
import path from "node:path";
import type { CardOrder } from "../../providers/mailing/mailing-vendor";

/** The picture side of a card, next to its written side: `<name>.png` → `<name>-front.png`. */
export const frontPngPath = (backPngPath: string) => backPngPath.replace(/\.png$/, "-front.png");

/**
 * Renders a card with the card renderer (the one the preview uses) to `<dir>/<name>.pdf` (front
 * and back, print-ready), `<dir>/<name>.png` (the written side) and `<dir>/<name>-front.png`;
 * returns the PDF's and the written side's paths. The status page shows these same files.
 */
export async function writeCardFiles(order: CardOrder, dir: string, name: string) {
  const { salutation, body, signOff, sender, recipient, officeLabel } = order;
  const card = { salutation, body, signOff, sender, recipient, officeLabel };
  // Loaded on first use: satori, resvg and the fonts stay out of the server's start-up.
  const { cardPdf, renderCardPng } = await import("../cards/render-card");
  const [front, png] = await Promise.all([renderCardPng(card, "front"), renderCardPng(card, "back")]);
  const pdf = await cardPdf(card, front, png);
  await fs.mkdir(dir, { recursive: true });
  const pdfPath = path.join(dir, `${name}.pdf`);
  const pngPath = path.join(dir, `${name}.png`);
  await Promise.all([
    fs.writeFile(pdfPath, pdf),
    fs.writeFile(pngPath, png),
    fs.writeFile(frontPngPath(pngPath), front),
  ]);
  return { pdfPath, pngPath };
}
