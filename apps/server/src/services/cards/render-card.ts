import { deflateSync } from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import { degrees, drawImage, PDFDocument } from "pdf-lib";
import { createElement } from "react";
import satori from "satori";
import { CardBack } from "./card-back";
import { loadCardFonts } from "./card-fonts";
import { renderFrontSvg } from "./card-front";
import { CARD_HEIGHT, CARD_WIDTH, DEFAULT_CARD_FRONT, isCardFrontId } from "./card-fronts";
import { type Card, layoutBack } from "./card-layout";

export type { Card } from "./card-layout";
export type CardSide = "front" | "back";

/** Points per inch in PDF; the card is 7x5 in, landscape. */
const PDF_POINTS_PER_INCH = 72;
const CARD_INCHES = { width: 7, height: 5 } as const;

/**
 * One renderer for the preview and the print shop, so the sender sees exactly what is written.
 * satori lays out text with the real font's metrics (wrapping, sizes) and emits SVG with the
 * glyphs as paths; resvg rasterises that SVG. Placeholders are filled here too (idempotently), so
 * no caller can print an unfilled "[Your Name]".
 */
export async function renderCardSvg(card: Card, side: CardSide): Promise<string> {
  if (side === "front") return renderFrontSvg(card.front);
  const layout = await layoutBack(card);
  return satori(createElement(CardBack, { layout }), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadCardFonts(),
  });
}

interface PdfImage {
  width: number;
  height: number;
  /** RGB, 8 bits a channel, deflated: a PDF image stream's data. */
  data: Buffer;
}

function rasterise(svg: string, width: number) {
  return new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } }).render();
}

/**
 * pdf-lib's embedPng decodes a PNG and compresses it again in JavaScript (0.4 s a side); the
 * raster's own pixels deflated by zlib are the same image in a fifth of the time. Both sides are
 * opaque, so the alpha channel is dropped rather than carried as a soft mask.
 */
function pdfImageOf(image: { width: number; height: number; pixels: Buffer }): PdfImage {
  const { pixels } = image;
  const rgb = Buffer.allocUnsafe((pixels.length / 4) * 3);
  for (let i = 0, j = 0; i < pixels.length; i += 4, j += 3) {
    rgb[j] = pixels[i] as number;
    rgb[j + 1] = pixels[i + 1] as number;
    rgb[j + 2] = pixels[i + 2] as number;
  }
  return { width: image.width, height: image.height, data: deflateSync(rgb) };
}

/**
 * A front depends only on its scene, so each is drawn once per thread and width (preview, print)
 * and kept, as its PNG and as a PDF image from the same raster: a few hundred KB each, never the
 * 12 MB of raw pixels.
 */
const fronts = new Map<string, Promise<{ png: Buffer; pdf: PdfImage }>>();

function frontOf(card: Pick<Card, "front">, width: number) {
  const key = `${isCardFrontId(card.front) ? card.front : DEFAULT_CARD_FRONT}@${width}`;
  let front = fronts.get(key);
  if (!front) {
    front = renderFrontSvg(card.front).then((svg) => {
      const image = rasterise(svg, width);
      return { png: image.asPng(), pdf: pdfImageOf(image) };
    });
    fronts.set(key, front);
  }
  return front;
}

/** PNG of one side at 300 dpi (2100x1500), or scaled to `width` pixels for a screen preview. */
export async function renderCardPng(card: Card, side: CardSide, options: { width?: number } = {}): Promise<Buffer> {
  const width = options.width ?? CARD_WIDTH;
  if (side === "front") return (await frontOf(card, width)).png;
  return rasterise(await renderCardSvg(card, "back"), width).asPng();
}

/**
 * The print shop's files, each side rendered once for all of them: a print-ready PDF (two 5x7 in
 * landscape pages, front then back, each a 300 dpi image built from the raster's own pixels) and
 * both sides' 300 dpi PNGs (the status page shows them).
 */
export async function renderPrintFiles(card: Card): Promise<{ pdf: Uint8Array; front: Buffer; back: Buffer }> {
  const [frontImages, backSvg] = await Promise.all([frontOf(card, CARD_WIDTH), renderCardSvg(card, "back")]);
  const front = frontImages.pdf;
  const backImage = rasterise(backSvg, CARD_WIDTH);
  const back = pdfImageOf(backImage);
  const pdf = await PDFDocument.create();
  const office = card.officeLabel ? ` (${card.officeLabel})` : "";
  pdf.setTitle(`Postcard to ${card.recipient.title} ${card.recipient.name}${office}`);
  pdf.setCreator("Civic Postcard");
  const width = CARD_INCHES.width * PDF_POINTS_PER_INCH;
  const height = CARD_INCHES.height * PDF_POINTS_PER_INCH;
  for (const image of [front, back]) {
    const ref = pdf.context.register(
      pdf.context.stream(image.data, {
        Type: "XObject",
        Subtype: "Image",
        Width: image.width,
        Height: image.height,
        ColorSpace: "DeviceRGB",
        BitsPerComponent: 8,
        Filter: "FlateDecode",
      }),
    );
    const page = pdf.addPage([width, height]);
    const placement = { x: 0, y: 0, width, height, rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0) };
    page.pushOperators(...drawImage(page.node.newXObject("Image", ref), placement));
  }
  return { pdf: await pdf.save(), front: frontImages.png, back: backImage.asPng() };
}
