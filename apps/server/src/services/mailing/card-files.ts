import fs from "node:fs/promises";
import path from "node:path";
import type { CardOrder } from "../../providers/mailing/mailing-vendor";
import type { CardsService } from "../cards";

/**
 * Renders a card with the card renderer (the one the preview uses, in the render pool) to
 * `<dir>/<name>.pdf` (front and back, print-ready) and `<dir>/<name>.png` (the written side);
 * returns both paths.
 */
export async function writeCardFiles(cards: CardsService, order: CardOrder, dir: string, name: string) {
  const { pdf, png } = await cards.printFiles({
    message: order.message,
    sender: order.sender,
    recipient: order.recipient,
  });
  await fs.mkdir(dir, { recursive: true });
  const pdfPath = path.join(dir, `${name}.pdf`);
  const pngPath = path.join(dir, `${name}.png`);
  await Promise.all([fs.writeFile(pdfPath, pdf), fs.writeFile(pngPath, png)]);
  return { pdfPath, pngPath };
}
