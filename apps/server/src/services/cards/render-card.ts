import { Resvg } from "@resvg/resvg-js";
import { backSvg, drawBack, PAPER } from "./card-back";
import { BLEED, renderFrontSvg } from "./card-front";
import { CARD_WIDTH, DEFAULT_CARD_FRONT, isCardFrontId } from "./card-fronts";
import { type Card, layoutBack } from "./card-layout";
import { type PdfImage, pdfImage, printPdf } from "./print-pdf";

export type { Card } from "./card-layout";
export type CardSide = "front" | "back";

/**
 * One renderer for the preview, the proofs and the print shop, so the sender sees exactly what
 * is written. The back is laid out with the handwriting font's own metrics (wrapping, sizes) and
 * drawn from one list of shapes: as SVG for images (resvg rasterises it) and as PDF paths for
 * print. Placeholders are filled here too (idempotently), so no caller can print an unfilled
 * "[Your Name]".
 */
export async function renderCardSvg(card: Card, side: CardSide): Promise<string> {
  if (side === "front") return renderFrontSvg(card.front);
  return backSvg(drawBack(await layoutBack(card)));
}

let drawnBytes = 0;
/**
 * Bytes of pixels resvg has drawn in this thread so far. They live in native memory that V8 does
 * not see, and are freed only when V8 collects the objects holding them, so a thread that only
 * draws would grow without bound (render-thread.ts collects by this count).
 */
export const drawnPixelBytes = () => drawnBytes;

function rasterise(svg: string, width: number) {
  const image = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } }).render();
  drawnBytes += image.width * image.height * 4;
  return image;
}

const frontId = (card: Pick<Card, "front">) => (isCardFrontId(card.front) ? card.front : DEFAULT_CARD_FRONT);

/** A front depends only on its scene: each is drawn once per thread and width, and kept. */
const frontPngs = new Map<string, Promise<Buffer>>();
/** Each front's print image, kept for renderPrintPdf's callers that hand none (tests, benchmarks). */
const frontImages = new Map<string, Promise<PdfImage>>();

/** PNG of one side at 300 dpi (2100x1500), or scaled to `width` pixels for a screen. */
export async function renderCardPng(card: Card, side: CardSide, options: { width?: number } = {}): Promise<Buffer> {
  const width = options.width ?? CARD_WIDTH;
  if (side === "back") return rasterise(await renderCardSvg(card, "back"), width).asPng();
  const key = `${frontId(card)}@${width}`;
  let png = frontPngs.get(key);
  if (!png) {
    png = renderFrontSvg(card.front).then((svg) => rasterise(svg, width).asPng());
    frontPngs.set(key, png);
  }
  return png;
}

/**
 * A front's print image: the scene to the bleed at 300 dpi (2,175 x 1,575 px), about 76 MB of
 * canvas while it is drawn for a few hundred KB kept. The render pool has it drawn once per
 * process and hands it to every print task (render-pool.ts).
 */
export async function printFrontImage(front: string | undefined): Promise<PdfImage> {
  return pdfImage(rasterise(await renderFrontSvg(frontId({ front }), "bleed"), CARD_WIDTH + 2 * BLEED));
}

function frontImage(card: Pick<Card, "front">): Promise<PdfImage> {
  const id = frontId(card);
  let image = frontImages.get(id);
  if (!image) {
    image = printFrontImage(id);
    frontImages.set(id, image);
  }
  return image;
}

/**
 * The print shop's file: a PDF of two 7x5 in landscape pages with 1/8 in bleed, front then back.
 * The back is vector (no raster, so the handwriting is sharp at any size); the front's image is
 * drawn once per front and shared by every card: `front` when the caller has it, or else drawn
 * once in this thread.
 */
export async function renderPrintPdf(card: Card, front?: PdfImage): Promise<Buffer> {
  const [image, layout] = await Promise.all([front ?? frontImage(card), layoutBack(card)]);
  const office = card.officeLabel ? ` (${card.officeLabel})` : "";
  return printPdf({
    title: `Postcard to ${card.recipient.title} ${card.recipient.name}${office}`,
    front: image,
    back: drawBack(layout),
    paper: PAPER,
  });
}
