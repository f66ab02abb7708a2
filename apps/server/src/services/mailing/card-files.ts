import fs from "node:fs/promises";
import path from "node:path";
import type { CardOrder } from "../../providers/mailing";
import type { CardsService } from "../cards";

/** The picture side of a card, next to its written side: `<name>.png` → `<name>-front.png`. */
export const frontPngPath = (backPngPath: string) => backPngPath.replace(/\.png$/, "-front.png");

/**
 * Renders a card with the card renderer (the one the preview uses, in the render pool, each side
 * once) to `<dir>/<name>.pdf` (front and back, print-ready), `<dir>/<name>.png` (the written side)
 * and `<dir>/<name>-front.png`; returns the PDF's and the written side's paths. The status page
 * shows these same files.
 */
export async function writeCardFiles(cards: CardsService, order: CardOrder, dir: string, name: string) {
  const { salutation, body, signOff, sender, recipient, officeLabel } = order;
  const { pdf, front, back } = await cards.printFiles({ salutation, body, signOff, sender, recipient, officeLabel });
  await fs.mkdir(dir, { recursive: true });
  const pdfPath = path.join(dir, `${name}.pdf`);
  const pngPath = path.join(dir, `${name}.png`);
  await Promise.all([
    fs.writeFile(pdfPath, pdf),
    fs.writeFile(pngPath, back),
    fs.writeFile(frontPngPath(pngPath), front),
  ]);
  return { pdfPath, pngPath };
}
