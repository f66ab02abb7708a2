import fs from "node:fs/promises";
import path from "node:path";
import type { CardOrder } from "../../providers/mailing/mailing-vendor";

/**
 * Renders a card with the card renderer (the one the preview uses) to `<dir>/<name>.pdf` (front
 * and back, print-ready) and `<dir>/<name>.png` (the written side); returns both paths.
 */
export async function writeCardFiles(order: CardOrder, dir: string, name: string) {
  const { salutation, body, signOff, sender, recipient, officeLabel } = order;
  const card = { salutation, body, signOff, sender, recipient, officeLabel };
  // Loaded on first use: satori, resvg and the fonts stay out of the server's start-up.
  const { renderCardPdf, renderCardPng } = await import("../cards/render-card");
  const [pdf, png] = await Promise.all([renderCardPdf(card), renderCardPng(card, "back")]);
  await fs.mkdir(dir, { recursive: true });
  const pdfPath = path.join(dir, `${name}.pdf`);
  const pngPath = path.join(dir, `${name}.png`);
  await Promise.all([fs.writeFile(pdfPath, pdf), fs.writeFile(pngPath, png)]);
  return { pdfPath, pngPath };
}
