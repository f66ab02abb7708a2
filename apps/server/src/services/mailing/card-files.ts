import fs from "node:fs/promises";
import path from "node:path";
import type { MailingAddress } from "@civic/contracts/legislators";
import type { CardOrder } from "../../providers/mailing/mailing-vendor";

/** The card as the renderer (services/cards/render-card.ts) draws it. */
export interface RenderableCard {
  message: string;
  sender: { fullName: string; streetAddress: string; city: string; state: string; zipCode: string };
  recipient: { title: string; name: string; address: MailingAddress };
}

/** One filler for preview, renderer and mailing (packages/contracts/src/placeholders.ts). */
export { fillPlaceholders } from "../cards/fill-placeholders";

/** Renders a card to `<dir>/<name>.pdf` and `.png`; returns both paths. */
export async function writeCardFiles(order: CardOrder, dir: string, name: string) {
  const card: RenderableCard = { message: order.message, sender: order.sender, recipient: order.recipient };
  // Loaded on first use: satori, resvg and the fonts stay out of the server's start-up.
  const { renderCardPdf, renderCardPng } = await import("../cards/render-card");
  const [pdf, png] = await Promise.all([renderCardPdf(card), renderCardPng(card, "back")]);
  await fs.mkdir(dir, { recursive: true });
  const pdfPath = path.join(dir, `${name}.pdf`);
  const pngPath = path.join(dir, `${name}.png`);
  await Promise.all([fs.writeFile(pdfPath, pdf), fs.writeFile(pngPath, png)]);
  return { pdfPath, pngPath };
}
