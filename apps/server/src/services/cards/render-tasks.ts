import type { CardLanguage } from "@civic/contracts/card-text";
import type { OwnCardText } from "./own-card-pdf";
import type { PdfImage } from "./print-pdf";
import { qrCodePng } from "./qr-code";
import { type Card, type CardSide, printFrontImage, renderCardPng, renderPrintPdf } from "./render-card";

export type { CardSide };

/** One job for a render thread: plain data both ways, so new card fields pass through untouched. */
export type RenderTask =
  | { kind: "preview"; card: Card; sides: CardSide[]; width: number }
  | { kind: "print"; card: Card; front: PdfImage }
  | { kind: "front-image"; front: string | undefined }
  | { kind: "qr"; text: string }
  | { kind: "own-cards"; cards: OwnCardText[]; language: CardLanguage };

export type PreviewResult = Partial<Record<CardSide, Uint8Array>>;
export type PrintResult = Uint8Array;
export type QrResult = Uint8Array;

/** Runs in a pool thread: the fonts and fronts it loads stay loaded for the thread's next cards. */
export async function renderTask(task: RenderTask): Promise<PreviewResult | PrintResult | QrResult | PdfImage> {
  if (task.kind === "print") return renderPrintPdf(task.card, task.front);
  if (task.kind === "front-image") return printFrontImage(task.front);
  if (task.kind === "qr") return qrCodePng(task.text);
  if (task.kind === "own-cards") {
    // pdf-lib's 139 modules were a quarter of every render thread's start, for the rare
    // write-it-yourself PDF: loaded by the thread that first draws one.
    const { ownCardsPdf } = await import("./own-card-pdf");
    return ownCardsPdf(task.cards, task.language);
  }
  const result: PreviewResult = {};
  await Promise.all(
    task.sides.map(async (side) => {
      result[side] = await renderCardPng(task.card, side, { width: task.width });
    }),
  );
  return result;
}
