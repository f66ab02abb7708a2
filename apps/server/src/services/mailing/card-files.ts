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

interface CardRenderer {
  renderCardPng(card: RenderableCard): Promise<Uint8Array> | Uint8Array;
  renderCardPdf(card: RenderableCard): Promise<Uint8Array> | Uint8Array;
}

// The card renderer is being built in services/cards; loaded by name until it reaches main.
const rendererModule = "../cards/render-card";

/** wizard.md §2 step 5: the placeholders the preview fills with the sender's details. */
export function fillPlaceholders(message: string, sender: RenderableCard["sender"]): string {
  const first = sender.fullName.trim().split(/\s+/)[0] ?? sender.fullName;
  return message
    .replaceAll("[Your Full Name]", sender.fullName)
    .replaceAll("[Your Name]", sender.fullName)
    .replaceAll("[name]", first)
    .replaceAll("[Your City]", sender.city)
    .replaceAll("[Your State]", sender.state);
}

/** Renders a card to `<dir>/<name>.pdf` and `.png`; returns both paths. */
export async function writeCardFiles(order: CardOrder, dir: string, name: string) {
  const card: RenderableCard = { message: order.message, sender: order.sender, recipient: order.recipient };
  const renderer = (await import(rendererModule)) as CardRenderer;
  const [pdf, png] = await Promise.all([renderer.renderCardPdf(card), renderer.renderCardPng(card)]);
  await fs.mkdir(dir, { recursive: true });
  const pdfPath = path.join(dir, `${name}.pdf`);
  const pngPath = path.join(dir, `${name}.png`);
  await Promise.all([fs.writeFile(pdfPath, pdf), fs.writeFile(pngPath, png)]);
  return { pdfPath, pngPath };
}
