import fs from "node:fs/promises";
import path from "node:path";
import type { CardOrder } from "../../providers/mailing";
import type { CardSide, CardsService } from "../cards";

/** The picture side of a card, next to its written side: `<name>.png` → `<name>-front.png`. */
export const frontPngPath = (backPngPath: string) => backPngPath.replace(/\.png$/, "-front.png");

/** The card as the renderer draws it: the same text, addresses and front as its preview. */
const cardOf = ({ salutation, body, signOff, sender, recipient, officeLabel, front }: CardOrder) => ({
  salutation,
  body,
  signOff,
  sender,
  recipient,
  officeLabel,
  front,
});

/**
 * Renders a card's print file with the card renderer (the one the preview uses, in the render
 * pool) to `<dir>/<name>.pdf` (front and back, print-ready); returns its path and where the
 * written side's proof goes (`<dir>/<name>.png`, and `-front.png` beside it). Proofs are not made
 * here: the status page asks for them, and `writeCardProof` makes each once, at the page's size.
 */
export async function writeCardFiles(cards: CardsService, order: CardOrder, dir: string, name: string) {
  const pdf = await cards.printPdf(cardOf(order));
  await fs.mkdir(dir, { recursive: true });
  const pdfPath = path.join(dir, `${name}.pdf`);
  await writeWhole(pdfPath, pdf);
  return { pdfPath, pngPath: path.join(dir, `${name}.png`) };
}

/**
 * Written aside and renamed, so a reader of the folder (the print shop's, an operator's, a test's)
 * sees the whole file or none: a test once read a print file with no bytes yet.
 */
async function writeWhole(file: string, bytes: Uint8Array) {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, file);
}

const writing = new Map<string, Promise<boolean>>();

/**
 * Makes a printed card's proof of one side (`pngPath` is the written side's, as `writeCardFiles`
 * returned it) unless it is there already. False when the card's folder is gone (erased).
 */
export function writeCardProof(cards: CardsService, order: CardOrder, pngPath: string, side: CardSide) {
  const file = side === "front" ? frontPngPath(pngPath) : pngPath;
  let pending = writing.get(file);
  if (!pending) {
    pending = (async () => {
      if (await fs.stat(file).catch(() => null)) return true;
      const png = await cards.proofPng(cardOf(order), side);
      // Never into a folder that erasure removed meanwhile.
      try {
        await writeWhole(file, png);
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw err;
      }
    })().finally(() => writing.delete(file));
    writing.set(file, pending);
  }
  return pending;
}
