import fs from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { salutationFor, signOffFor } from "@civic/contracts/card-text";
import { FULL_NAME_MAX_LENGTH } from "@civic/contracts/limits";
import { Resvg } from "@resvg/resvg-js";
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { parseLegislators } from "../legislators/parse-sources";
import { BUNDLED_SNAPSHOT_DIR } from "../legislators/read-sources";
import { backSvg, drawBack } from "./card-back";
import { CARD_HEIGHT, CARD_WIDTH, cardFrontIds } from "./card-fronts";
import { BACK, type Box, type Card, layoutBack, measureWidths, placeBlock, type TextBlock } from "./card-layout";
import { shape } from "./handwriting";
import { renderCardPng, renderCardSvg, renderPrintPdf } from "./render-card";

const base: Card = {
  salutation: "Dear Rep. Hageman,",
  body: "Please fully fund rural schools. Thank you! From [Your City]",
  signOff: "Sincerely,\nJane Q. Public",
  sender: {
    fullName: "Jane Q. Public",
    streetAddress: "123 Main St, Apt 4B",
    city: "Cheyenne",
    state: "WY",
    zipCode: "82001",
  },
  recipient: {
    title: "Rep.",
    name: "Harriet M. Hageman",
    address: { street: "1531 Longworth House Office Building", city: "Washington", state: "DC", zip: "20515" },
  },
};

const longMessage =
  "I'm [name] from [Your City], [Your State]. Our rural schools need stable funding: my kids ride the bus " +
  "ninety minutes each way and their teachers buy supplies themselves. Please support full funding for rural " +
  "education this term and visit our valley soon. Thank you so much for listening to us all!!!";

const cases: Record<string, Card> = {
  short: base,
  "300-characters": { ...base, body: longMessage },
  "long-name": {
    ...base,
    salutation: "Dear Resident Commissioner Hernández,",
    body: longMessage,
    signOff: "Sincerely,\nMaximiliana Alexandrina Wolfeschlegelsteinhausenbergerdorff Núñez",
    sender: {
      fullName: "Maximiliana Alexandrina Wolfeschlegelsteinhausenbergerdorff Núñez",
      streetAddress: "12345 North Old Settlers Memorial Highway Frontage Road, Suite 1200",
      city: "Rancho Santa Margarita",
      state: "CA",
      zipCode: "92688-1234",
    },
  },
};

const GOLDEN_DIR = path.join(import.meta.dirname, "golden");
const GOLDEN_WIDTH = 700;
const UPDATE = process.env.UPDATE_GOLDEN === "1";

/** Raw RGBA of a PNG, decoded by resvg itself (an SVG holding the image), so no extra dependency. */
function decode(png: Buffer, width: number, height: number): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString("base64")}"/></svg>`;
  return new Resvg(svg).render().pixels;
}

/** Share of pixels whose colour differs by more than `threshold` in any channel. */
function diffRatio(a: Buffer, b: Buffer, threshold = 40): number {
  let differing = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (
      Math.abs(a[i]! - b[i]!) > threshold ||
      Math.abs(a[i + 1]! - b[i + 1]!) > threshold ||
      Math.abs(a[i + 2]! - b[i + 2]!) > threshold
    ) {
      differing++;
    }
  }
  return differing / (a.length / 4);
}

async function expectGolden(name: string, png: Buffer) {
  const file = path.join(GOLDEN_DIR, `${name}.png`);
  const height = Math.round((GOLDEN_WIDTH * CARD_HEIGHT) / CARD_WIDTH);
  if (UPDATE) {
    fs.mkdirSync(GOLDEN_DIR, { recursive: true });
    fs.writeFileSync(file, png);
  }
  expect(fs.existsSync(file), `golden ${name}.png is missing: run with UPDATE_GOLDEN=1 and look at it`).toBe(true);
  const ratio = diffRatio(decode(png, GOLDEN_WIDTH, height), decode(fs.readFileSync(file), GOLDEN_WIDTH, height));
  expect(ratio).toBeLessThan(0.002);
}

/** Ink bounds of a block's text drawn alone on the card: what the pen would actually cover. */
function inkBounds(block: Pick<TextBlock, "lines" | "fontSize" | "lineHeight" | "box">) {
  const svg = backSvg([{ kind: "glyphs", glyphs: placeBlock(block), fill: "#000" }], { paper: false });
  return new Resvg(svg, { font: { loadSystemFonts: false } }).getBBox();
}

function within(bbox: { x: number; y: number; width: number; height: number } | undefined, box: Box) {
  return (
    bbox !== undefined &&
    bbox.x >= box.x &&
    bbox.y >= box.y &&
    bbox.x + bbox.width <= box.x + box.width &&
    bbox.y + bbox.height <= box.y + box.height
  );
}

function intersects(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe("card renderer", () => {
  for (const [name, card] of Object.entries(cases)) {
    it(`matches the golden back for a ${name} card`, async () => {
      await expectGolden(`back-${name}`, await renderCardPng(card, "back", { width: GOLDEN_WIDTH }));
    });

    it(`keeps every written line of a ${name} card inside its box`, async () => {
      const layout = await layoutBack(card);
      for (const block of [layout.message, layout.from, layout.to]) {
        expect(block.breaksWords).toBe(false);
        const bbox = inkBounds(block);
        expect(bbox, `${block.lines[0]} has no ink`).toBeDefined();
        expect(
          within(bbox, block.box),
          `${block.lines[0]} overflows: ${bbox?.x},${bbox?.y} ${bbox?.width}x${bbox?.height} in ${JSON.stringify(block.box)}`,
        ).toBe(true);
      }
    });
  }

  it("writes a 300-character message at a legible size, shrinking only what must shrink", async () => {
    expect(longMessage).toHaveLength(300);
    const long = await layoutBack(cases["300-characters"]!);
    // 44 px at 300 dpi is about 10.5 pt, the smallest a robot pen writes clearly.
    expect(long.message.fontSize).toBeGreaterThan(BACK.message.minFontSize);
    // 300 of the widest letters still fit, smaller.
    const wide = await layoutBack({ ...base, body: "WMW ".repeat(75) });
    expect(wide.message.breaksWords).toBe(false);
    expect(wide.message.fontSize).toBeLessThan(long.message.fontSize);
    expect(wide.message.fontSize).toBeGreaterThanOrEqual(BACK.message.minFontSize);
  });

  it("fits the widest and the longest greetings in the directory with 300 characters and a long sign-off", async () => {
    const directory = parseLegislators(
      fs.readFileSync(path.join(BUNDLED_SNAPSHOT_DIR, "legislators-current.yaml"), "utf8"),
    );
    const salutations = directory.map((l) => salutationFor({ title: l.title, lastName: l.last_name }));
    const widths = await measureWidths(salutations);
    const widest = salutations.reduce((a, b) => ((widths.get(b) ?? 0) > (widths.get(a) ?? 0) ? b : a));
    const longest = salutations.reduce((a, b) => (b.length > a.length ? b : a));
    // A sender name at the form's limit, in words as long as real names get.
    const name = "Wolfeschlegelsteinhausen Maximiliana Alexandrina Núñez-Oyelaran Bartholomew Fitzgerald-Worthington";
    expect(name.length).toBeLessThanOrEqual(FULL_NAME_MAX_LENGTH);
    for (const salutation of new Set([widest, longest])) {
      const card = { ...cases["long-name"]!, salutation, body: longMessage, signOff: signOffFor(name) };
      const { message } = await layoutBack(card);
      expect(message.breaksWords).toBe(false);
      expect(message.lines[0]).toBe(salutation);
      expect(message.fontSize, `${salutation} is written too small`).toBeGreaterThanOrEqual(BACK.message.minFontSize);
      expect(within(inkBounds(message), message.box)).toBe(true);
    }
  });

  it("detects overflow when text is drawn larger than its fitted size", async () => {
    const layout = await layoutBack(cases["300-characters"]!);
    const oversized = { ...layout.message, fontSize: layout.message.fontSize * 2 };
    expect(within(inkBounds(oversized), layout.message.box)).toBe(false);
  });

  it("places message, FROM, TO and stamp apart, inside the card and above the USPS barcode zone", () => {
    const boxes = [BACK.message.box, BACK.from.box, BACK.to.box, BACK.stamp];
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(BACK.margin);
      expect(box.x + box.width).toBeLessThanOrEqual(CARD_WIDTH - BACK.margin);
      expect(box.y + box.height).toBeLessThanOrEqual(CARD_HEIGHT - BACK.margin);
    }
    // The bottom 5/8 in of the address side stays clear for the postal barcode.
    expect(BACK.to.box.y + BACK.to.box.height).toBeLessThanOrEqual(CARD_HEIGHT - 0.625 * 300);
    for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(intersects(a, b)).toBe(false);
  });

  it("fills the placeholders in what it writes", async () => {
    const layout = await layoutBack(base);
    expect(layout.message.lines[0]).toBe("Dear Rep. Hageman,");
    expect(layout.message.lines.slice(-2)).toEqual(["Sincerely,", "Jane Q. Public"]);
    expect(layout.message.lines.join(" ")).toBe(
      "Dear Rep. Hageman, Please fully fund rural schools. Thank you! From Cheyenne Sincerely, Jane Q. Public",
    );
    expect(layout.to.lines).toEqual([
      "Rep. Harriet M. Hageman",
      "1531 Longworth House Office Building",
      "Washington, DC 20515",
    ]);
  });

  it("draws every front, and falls back to the default scene for an unknown id", async () => {
    for (const front of cardFrontIds) {
      await expectGolden(`front-${front}`, await renderCardPng({ ...base, front }, "front", { width: GOLDEN_WIDTH }));
    }
    expect(await renderCardSvg({ ...base, front: "no-such-park" }, "front")).toBe(
      await renderCardSvg({ ...base, front: "grand-teton" }, "front"),
    );
  });

  it("writes every letter of Latin Extended names in the handwriting, not as empty boxes", () => {
    for (const name of ["Łukasz", "Őry", "Núñez", "Dvořák"]) {
      for (const g of shape(name, 400)) expect(g.glyph, `${name} has a missing glyph`).not.toBe(0);
    }
  });

  it("prints a PDF of two 7x5 in pages with 1/8 in bleed: the front's image, and the back as vector glyphs", async () => {
    const card = { ...base, officeLabel: "Casper district office" };
    const pdf = await PDFDocument.load(await renderPrintPdf(card));
    expect(pdf.getTitle()).toBe("Postcard to Rep. Harriet M. Hageman (Casper district office)");
    const pages = pdf.getPages();
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.getMediaBox()).toEqual({ x: 0, y: 0, width: 522, height: 378 });
      expect(page.getBleedBox()).toEqual({ x: 0, y: 0, width: 522, height: 378 });
      expect(page.getTrimBox()).toEqual({ x: 9, y: 9, width: 504, height: 360 });
    }
    const xObjects = (i: number) => {
      const dict = pages[i]!.node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
      return (dict?.keys() ?? []).map((key) => dict!.lookup(key) as PDFRawStream);
    };
    // The front: one 300 dpi image of the card and its bleed.
    const [front] = xObjects(0);
    expect(front?.dict.get(PDFName.of("Subtype"))?.toString()).toBe("/Image");
    expect(front?.dict.get(PDFName.of("Width"))?.toString()).toBe(String(CARD_WIDTH + 75));
    expect(front?.dict.get(PDFName.of("Height"))?.toString()).toBe(String(CARD_HEIGHT + 75));
    // The back: no image, each glyph's outline once as a form, drawn at every place the layout put one.
    const forms = xObjects(1);
    expect(forms.length).toBeGreaterThan(20);
    for (const form of forms) {
      expect(form.dict.get(PDFName.of("Subtype"))?.toString()).toBe("/Form");
      expect(form.dict.lookup(PDFName.of("BBox"), PDFArray).size()).toBe(4);
      expect(inflateSync(form.contents).toString("latin1")).toMatch(/ c .* f$/s);
    }
    const content = inflateSync((pages[1]!.node.Contents() as PDFRawStream).contents).toString("latin1");
    const drawn = drawBack(await layoutBack(card)).flatMap((s) => (s.kind === "glyphs" ? s.glyphs : []));
    expect(content.match(/ Do Q/g)).toHaveLength(drawn.length);
  });
});
