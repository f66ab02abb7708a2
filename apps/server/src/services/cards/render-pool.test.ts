import { PDFDict, PDFDocument, PDFName, type PDFRawStream } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import type { Card } from "./card-layout";
import { printFrontImage } from "./render-card";
import { createRenderPool } from "./render-pool";

const card = (front: string, name: string): Card => ({
  salutation: `Dear Rep. ${name},`,
  body: "Please fund the trail repairs this year.",
  signOff: "Sincerely,\nJane Q. Public",
  front,
  sender: { fullName: "Jane Q. Public", streetAddress: "123 Main St", city: "Cheyenne", state: "WY", zipCode: "82001" },
  recipient: {
    title: "Rep.",
    name,
    address: { street: "1531 Longworth House Office Building", city: "Washington", state: "DC", zip: "20515" },
  },
});

/** The bytes of a print file's front image, as stored in the PDF. */
async function frontBytes(pdf: Uint8Array): Promise<Buffer> {
  const page = (await PDFDocument.load(pdf)).getPages()[0]!;
  const xObjects = page.node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
  const front = xObjects?.lookup(PDFName.of("Front")) as PDFRawStream;
  return Buffer.from(front.contents);
}

const pool = createRenderPool({ threads: 2, maxQueue: 16 });
afterAll(() => pool.stop());

describe("the render pool's print files", () => {
  it("write every card's file with its front's image, the same bytes in each, whichever thread wrote it", async () => {
    const cards = [
      card("yosemite", "Ana One"),
      card("yosemite", "Ben Two"),
      card("yosemite", "Cy Three"),
      card("arches", "Di Four"),
    ];
    const pdfs = await Promise.all(cards.map((c) => pool.print({ kind: "print", card: c })));
    const fronts = await Promise.all(pdfs.map(frontBytes));
    const drawnHere = {
      yosemite: Buffer.from((await printFrontImage("yosemite")).data),
      arches: Buffer.from((await printFrontImage("arches")).data),
    };
    expect(fronts.slice(0, 3).every((f) => f.equals(drawnHere.yosemite))).toBe(true);
    expect(fronts[3]!.equals(drawnHere.arches)).toBe(true);
    expect(drawnHere.arches.equals(drawnHere.yosemite)).toBe(false);
  });
});
