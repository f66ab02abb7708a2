import { inflateSync } from "node:zlib";
import { unwritableCharacters, WRITABLE_RANGES } from "@civic/contracts/writable-text";
import { PDFDict, PDFDocument, PDFName, type PDFRawStream } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import type { Card } from "./card-layout";
import { loadHandwriting, outlineOf, placeLine, shape } from "./handwriting";
import { pdfImage, printPdf } from "./print-pdf";
import { renderPrintPdf } from "./render-card";

const SPANISH = "áéíóúñü¿¡ÁÉÍÓÚÑÜ";

const card: Card = {
  salutation: "Estimada Rep. Núñez,",
  // The words, then each letter as a word of its own (so the test knows its glyph's shape).
  body: `¿Por qué…? ¡Sí! niños, pingüino, acción, árbol, él, último. ${[...SPANISH].join(" ")}`,
  signOff: "Atentamente,\nMaría José Ibáñez",
  sender: {
    fullName: "María José Ibáñez",
    streetAddress: "12 Calle Ñandú",
    city: "Laredo",
    state: "TX",
    zipCode: "78040",
  },
  recipient: {
    title: "Rep.",
    name: "Ana Núñez",
    address: { street: "1531 Longworth House Office Building", city: "Washington", state: "DC", zip: "20515" },
  },
};

/** The deflated contents of page 2's glyph forms: each drawn glyph's outline, as PDF paths. */
async function drawnOutlines(pdf: Buffer): Promise<Set<string>> {
  const page = (await PDFDocument.load(pdf)).getPages()[1]!;
  const dict = page.node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
  return new Set(
    (dict?.keys() ?? []).map((key) => inflateSync((dict!.lookup(key) as PDFRawStream).contents).toString("latin1")),
  );
}

const blankFront = pdfImage({ width: 1, height: 1, pixels: Buffer.alloc(4) });

/** The outline the print file draws for one character written alone, as the card's message writes it. */
async function outlineOfCharacter(character: string): Promise<string> {
  const glyphs = placeLine(`${character} `, { x: 0, y: 0 }, 40, 400);
  expect(glyphs, `${character} draws one glyph`).toHaveLength(1);
  const [outline] = await drawnOutlines(
    printPdf({ title: character, front: blankFront, back: [{ kind: "glyphs", glyphs, fill: "#000" }], paper: "#fff" }),
  );
  return outline!;
}

describe("a Spanish card's handwriting", () => {
  beforeAll(loadHandwriting);

  it("has a glyph of its own for every accented letter, ñ, ü, ¿ and ¡, in both weights (no .notdef box)", () => {
    for (const weight of [400, 700] as const) {
      for (const character of SPANISH) {
        const glyphs = shape(character, weight);
        expect(glyphs, character).toHaveLength(1);
        const [g] = glyphs;
        expect(g!.glyph, `${character} is .notdef`).not.toBe(0);
        expect(g!.face.unicodes.has(character.codePointAt(0)!)).toBe(true);
        expect(outlineOf(g!.face, g!.glyph).length, `${character} has no ink`).toBeGreaterThan(0);
        // The accent is drawn: the letter's outline is not its base letter's.
        const base = character.normalize("NFD")[0]!;
        if (base !== character) expect(shape(base, weight)[0]!.glyph).not.toBe(g!.glyph);
      }
    }
  });

  it("writes a letter typed as base + combining accent as the composed letter", () => {
    expect(shape("n\u0303", 400).map((g) => g.glyph)).toEqual(shape("ñ", 400).map((g) => g.glyph));
  });

  it("draws every one of them in the print file the print shop and the vendors get", async () => {
    const drawn = await drawnOutlines(await renderPrintPdf(card));
    for (const character of SPANISH) {
      expect(drawn.has(await outlineOfCharacter(character)), `${character} is not drawn`).toBe(true);
    }
  });

  it("draws every character the shared check lets through (what passes checkout is never a box)", () => {
    const boxes: string[] = [];
    for (const [from, to] of WRITABLE_RANGES) {
      for (let code = from; code <= to; code++) {
        const character = String.fromCodePoint(code);
        expect(unwritableCharacters(character)).toEqual([]);
        if (/\s/.test(character)) continue;
        for (const weight of [400, 700] as const) {
          if (shape(character, weight).some((g) => g.glyph === 0)) boxes.push(`U+${code.toString(16)} ${weight}`);
        }
      }
    }
    expect(boxes).toEqual([]);
  });
});
