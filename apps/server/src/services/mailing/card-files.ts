import fs from "node:fs/promises";
import path from "node:path";
import type { CardOrder } from "../../providers/mailing/mailing-vendor";
import { renderCardPdf, renderCardPng } from "../cards/render-card";

/**
 * Renders a card with the card renderer (the one the preview uses) to `<dir>/<name>.pdf` (front
 * and back, print-ready) and `<dir>/<name>.png` (the written side); returns both paths.
 */
export async function writeCardFiles(order: CardOrder, dir: string, name: string) {
  const card = { message: order.message, sender: order.sender, recipient: order.recipient };
  const [pdf, png] = await Promise.all([renderCardPdf(card), renderCardPng(card, "back")]);
  await fs.mkdir(dir, { recursive: true });
  const pdfPath = path.join(dir, `${name}.pdf`);
  const pngPath = path.join(dir, `${name}.png`);
  await Promise.all([fs.writeFile(pdfPath, pdf), fs.writeFile(pngPath, png)]);
  return { pdfPath, pngPath };
}
