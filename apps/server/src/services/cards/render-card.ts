import { Resvg } from "@resvg/resvg-js";
import { PDFDocument } from "pdf-lib";
import { createElement } from "react";
import satori from "satori";
import { CardBack } from "./card-back";
import { loadCardFonts } from "./card-fonts";
import { renderFrontSvg } from "./card-front";
import { CARD_HEIGHT, CARD_WIDTH } from "./card-fronts";
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

/** PNG of one side at 300 dpi (2100x1500), or scaled to `width` pixels for a screen preview. */
export async function renderCardPng(card: Card, side: CardSide, options: { width?: number } = {}): Promise<Buffer> {
  const svg = await renderCardSvg(card, side);
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: options.width ?? CARD_WIDTH },
    font: { loadSystemFonts: false },
  });
  return resvg.render().asPng();
}

/**
 * Print-ready PDF: two 5x7 in landscape pages, front then back, each a 300 dpi image. pdf-lib
 * builds the file (pure JS, no native deps) from the same PNGs the preview shows; it cannot draw
 * SVG gradients itself, and 300 dpi is the print resolution anyway.
 */
export async function renderCardPdf(card: Card): Promise<Uint8Array> {
  const [front, back] = await Promise.all([renderCardPng(card, "front"), renderCardPng(card, "back")]);
  return cardPdf(card, front, back);
}

/** The print-ready PDF from the two 300 dpi sides already rendered (the print shop keeps them too). */
export async function cardPdf(card: Card, front: Buffer, back: Buffer): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const office = card.officeLabel ? ` (${card.officeLabel})` : "";
  pdf.setTitle(`Postcard to ${card.recipient.title} ${card.recipient.name}${office}`);
  pdf.setCreator("Civic Postcard");
  const width = CARD_INCHES.width * PDF_POINTS_PER_INCH;
  const height = CARD_INCHES.height * PDF_POINTS_PER_INCH;
  for (const png of [front, back]) {
    const image = await pdf.embedPng(png);
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  return pdf.save();
}
