import { titledName } from "@civic/contracts/legislator-name";
import { CARD_HEIGHT, CARD_WIDTH } from "./card-fronts";
import { fillPlaceholders } from "./fill-placeholders";
import { lineMetrics, loadHandwriting, measure, type PlacedGlyph, placeLine } from "./handwriting";

/**
 * What a card says and to whom: the one input of the preview and of the print shop. Plain data
 * (it crosses to rendering workers): the card's own greeting, the body, the sender's sign-off.
 */
export interface Card {
  salutation: string;
  body: string;
  signOff: string;
  sender: { fullName: string; streetAddress: string; city: string; state: string; zipCode: string };
  recipient: { title: string; name: string; address: { street: string; city: string; state: string; zip: string } };
  /** "Seattle district office": named in the print file's title. */
  officeLabel?: string;
  /** A front id from card-fronts; unknown or missing ids get the default scene. */
  front?: string;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface BlockSpec {
  box: Box;
  maxFontSize: number;
  minFontSize: number;
  lineHeight: number;
  /** Address lines: shrink a little to keep each line whole rather than wrap (USPS reads lines). */
  keepLines?: boolean;
  /** The first paragraph (a card's greeting) stays on one line unless that would shrink the writing >30%. */
  keepFirstLine?: boolean;
}

/**
 * The back at 300 dpi (7x5 in = 2100x1500 px): the message on the left half; on the right the
 * stamp, FROM in the top-left corner of the address side (where USPS expects a return address),
 * and TO below it, ending above the bottom 5/8 in that USPS keeps clear for its barcode.
 */
export const BACK = {
  ink: "#1d3577",
  margin: 90,
  divider: { x: 1170, top: 140, bottom: 1360 },
  stamp: { x: 1800, y: 90, width: 210, height: 250 },
  labelFontSize: 46,
  message: {
    box: { x: 90, y: 90, width: 1020, height: 1320 },
    maxFontSize: 96,
    minFontSize: 44,
    lineHeight: 1.2,
    keepFirstLine: true,
  },
  from: {
    box: { x: 1230, y: 150, width: 530, height: 300 },
    maxFontSize: 56,
    minFontSize: 30,
    lineHeight: 1.15,
    keepLines: true,
  },
  to: {
    box: { x: 1250, y: 650, width: 760, height: 650 },
    maxFontSize: 74,
    minFontSize: 36,
    lineHeight: 1.2,
    keepLines: true,
  },
  labels: { from: { x: 1230, y: 90 }, to: { x: 1250, y: 585 } },
} as const satisfies Record<string, unknown>;

export interface TextBlock {
  /** The lines as written: already wrapped to the box, one element per written line. */
  lines: string[];
  box: Box;
  fontSize: number;
  lineHeight: number;
  /** True only when even the smallest size needed a word broken across lines. */
  breaksWords: boolean;
}

export interface BackLayout {
  message: TextBlock;
  from: TextBlock;
  to: TextBlock;
}

/**
 * Handwriting's slanted strokes reach past a glyph's advance box (Caveat's "D" and "g" by a few
 * px at these sizes), so lines are written this far inside the box edges.
 */
const INK_OVERHANG = 16;

const MEASURE_SIZE = 100;

/**
 * Widths at 100 px of each piece of text (widths scale linearly with the font size), each its
 * advance rounded up to the pixel as satori's layout sized it, so lines wrap as they always have.
 * We wrap lines ourselves because satori's wrapping let a line run a word past the box edge.
 */
export async function measureWidths(pieces: string[]): Promise<Map<string, number>> {
  await loadHandwriting();
  const widths = new Map<string, number>();
  for (const piece of pieces) {
    if (!widths.has(piece)) widths.set(piece, piece.trim() ? Math.ceil(measure(piece, MEASURE_SIZE, 400) + 1e-3) : 0);
  }
  return widths;
}

/**
 * Where a block's lines are written: from the box's left edge inside the ink margin, one line box
 * (its height rounded to the pixel) under the other, each on the baseline its metrics give.
 */
export function placeBlock(block: Pick<TextBlock, "lines" | "box" | "fontSize" | "lineHeight">): PlacedGlyph[] {
  const { baseline, height } = lineMetrics(block.fontSize, 400, block.lineHeight);
  const step = Math.round(height);
  const x = Math.round(block.box.x + INK_OVERHANG);
  return block.lines.flatMap((line, i) =>
    placeLine(line, { x, y: block.box.y + i * step + baseline }, block.fontSize, 400),
  );
}

interface Measured {
  paragraphs: string[][];
  word: (w: string) => number;
  space: number;
  char: (c: string) => number;
}

async function measurePieces(paragraphs: string[]): Promise<Measured> {
  const words = paragraphs.map((p) => p.split(" ").filter(Boolean));
  const chars = [...new Set(paragraphs.join(""))];
  const widths = await measureWidths([...words.flat(), ...chars, "x x", "xx"]);
  const get = (piece: string) => widths.get(piece) ?? 0;
  return { paragraphs: words, word: get, char: get, space: get("x x") - get("xx") };
}

/** Splits a word too wide for any line into pieces that fit, character by character. */
function breakWord(word: string, max: number, charWidth: (c: string) => number): string[] {
  const pieces: string[] = [];
  let piece = "";
  let width = 0;
  for (const c of word) {
    const w = charWidth(c);
    if (piece && width + w > max) {
      pieces.push(piece);
      piece = "";
      width = 0;
    }
    piece += c;
    width += w;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy wrap at a font size: words stay whole unless `allowBreaks` and a word alone is too wide. */
function wrap(m: Measured, fontSize: number, maxWidth: number, allowBreaks: boolean): string[][] | null {
  const scale = fontSize / MEASURE_SIZE;
  const max = maxWidth / scale;
  const paragraphs: string[][] = [];
  for (const words of m.paragraphs) {
    const lines: string[] = [];
    let line = "";
    let width = 0;
    for (const word of words) {
      const pieces = m.word(word) <= max ? [word] : allowBreaks ? breakWord(word, max, m.char) : null;
      if (!pieces) return null;
      for (const piece of pieces) {
        const w = m.word(piece) || [...piece].reduce((sum, c) => sum + m.char(c), 0);
        if (line && width + m.space + w <= max) {
          line += ` ${piece}`;
          width += m.space + w;
        } else {
          if (line) lines.push(line);
          line = piece;
          width = w;
        }
      }
    }
    lines.push(line);
    paragraphs.push(lines);
  }
  return paragraphs;
}

/**
 * The largest whole font size at which the text fits the box: wrapped to the width (words whole)
 * and the lines' total height within the box. Binary search, as the height only grows with size.
 */
async function fitBlock(paragraphs: string[], spec: BlockSpec): Promise<TextBlock> {
  const { box, lineHeight } = spec;
  const m = await measurePieces(paragraphs);
  const maxWidth = box.width - 2 * INK_OVERHANG;
  const linesAt = (fontSize: number, keep: boolean) => {
    const wrapped = wrap(m, fontSize, maxWidth, false);
    if (!wrapped) return null;
    if (keep && spec.keepLines && wrapped.some((p) => p.length > 1)) return null;
    if (keep && spec.keepFirstLine && (wrapped[0]?.length ?? 0) > 1) return null;
    const lines = wrapped.flat();
    return lines.length * fontSize * lineHeight <= box.height ? lines : null;
  };
  const largest = (keepLines: boolean) => {
    let lo = spec.minFontSize;
    let hi = spec.maxFontSize;
    if (!linesAt(lo, keepLines)) return null;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (linesAt(mid, keepLines)) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const wrapped = largest(false);
  const whole = spec.keepLines || spec.keepFirstLine ? largest(true) : null;
  // Whole lines win unless keeping them would shrink the writing by more than 30%.
  const fontSize = whole !== null && (wrapped === null || whole >= wrapped * 0.7) ? whole : wrapped;
  if (fontSize === null) {
    const lines = wrap(m, spec.minFontSize, maxWidth, true)?.flat() ?? [];
    return { lines, box, fontSize: spec.minFontSize, lineHeight, breaksWords: true };
  }
  return { lines: linesAt(fontSize, fontSize === whole)!, box, fontSize, lineHeight, breaksWords: false };
}

/** Collapses runs of spaces; keeps the writer's line breaks (at most one blank line in a row). */
function tidy(text: string) {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The handwriting area's text, top to bottom: greeting, body, sign-off, each on lines of its own. */
function writtenLines(card: Pick<Card, "salutation" | "body" | "signOff" | "sender">): string[] {
  return [card.salutation, fillPlaceholders(card.body, card.sender), card.signOff].flatMap((part) =>
    tidy(part).split("\n"),
  );
}

export async function layoutBack(card: Card): Promise<BackLayout> {
  const { sender, recipient } = card;
  const message = writtenLines(card);
  const from = [sender.fullName, sender.streetAddress, `${sender.city}, ${sender.state} ${sender.zipCode}`].map(tidy);
  const to = [
    titledName(recipient),
    recipient.address.street,
    `${recipient.address.city}, ${recipient.address.state} ${recipient.address.zip}`,
  ].map(tidy);
  const [messageBlock, fromBlock, toBlock] = await Promise.all([
    fitBlock(message, BACK.message),
    fitBlock(from, BACK.from),
    fitBlock(to, BACK.to),
  ]);
  return { message: messageBlock, from: fromBlock, to: toBlock };
}

export { CARD_HEIGHT, CARD_WIDTH };
