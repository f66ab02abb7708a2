import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import { loadCardFonts } from "./card-fonts";

/**
 * The handwriting font as the cards write it: HarfBuzz shapes the text (the shaper satori uses,
 * so widths and glyphs are satori's) and draws each glyph's outline, kept once per glyph. The
 * back is laid out and drawn from these, as SVG for images and as PDF paths for print, without a
 * satori render per card (its layout tree and path strings were most of a card's time).
 */

type Weight = 400 | 700;

/** A glyph's outline in font units (y up), as path commands. */
export type Outline = readonly (readonly [cmd: "M" | "L" | "Q" | "C" | "Z", ...coords: number[]])[];

interface Face {
  /** Stable name of the glyph set, for ids in the SVG and the PDF. */
  key: string;
  hb: HbFont;
  unicodes: Set<number>;
  upem: number;
  /** hhea ascender and descender, font units (descender negative). */
  ascender: number;
  descender: number;
  outlines: Map<number, Outline>;
}

interface ShapedGlyph {
  face: Face;
  glyph: number;
  /** Position of the glyph's origin from the run's start, and its advance, font units of its face. */
  x: number;
  dx: number;
  dy: number;
  advance: number;
  /** True on the last glyph of a character (letter spacing goes after it). */
  endsCluster: boolean;
}

/** A glyph placed on the card: its outline scaled by `scale` (px per font unit) with its origin at (x, y). */
export interface PlacedGlyph {
  face: Face;
  glyph: number;
  x: number;
  y: number;
  scale: number;
}

// harfbuzzjs has no types: the few calls used here.
interface HbBlob {
  destroy(): void;
}
interface HbFace {
  collectUnicodes(): Uint32Array;
  destroy(): void;
}
interface HbFont {
  setScale(x: number, y: number): void;
  glyphToPath(glyph: number): string;
}
interface HbBuffer {
  addText(text: string): void;
  guessSegmentProperties(): void;
  json(): { g: number; cl: number; ax: number; ay: number; dx: number; dy: number }[];
  destroy(): void;
}
interface Hb {
  createBlob(data: Uint8Array): HbBlob;
  createFace(blob: HbBlob, index: number): HbFace;
  createFont(face: HbFace): HbFont;
  createBuffer(): HbBuffer;
  shape(font: HbFont, buffer: HbBuffer): void;
}

const require = createRequire(import.meta.url);

/** WOFF 1 is the sfnt's tables, each deflated; HarfBuzz reads the sfnt. */
function woffToSfnt(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const headerLength = 12 + 16 * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const sfnt = Buffer.alloc(headerLength + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    sfnt.writeUInt32BE(t.tag, at);
    sfnt.writeUInt32BE(t.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(sfnt, offset);
    offset += padded(t.data.length);
  });
  return sfnt;
}

function table(sfnt: Buffer, tag: string): Buffer {
  const numTables = sfnt.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    if (sfnt.toString("latin1", at, at + 4) === tag) {
      const offset = sfnt.readUInt32BE(at + 8);
      return sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12));
    }
  }
  throw new Error(`the handwriting font has no ${tag} table`);
}

let loaded: Promise<{ hb: Hb; faces: Map<Weight, Face[]> }> | undefined;

/**
 * The fonts of each weight in fallback order: Latin, then Latin Extended for what Latin lacks
 * ("Ł", "ő"). satori took only the first file of a weight, so it wrote those as empty boxes.
 */
function fonts() {
  loaded ??= (async () => {
    const hb = (await require("harfbuzzjs")) as Hb;
    const faces = new Map<Weight, Face[]>();
    for (const font of loadCardFonts()) {
      const sfnt = woffToSfnt(font.data);
      const blob = hb.createBlob(new Uint8Array(sfnt));
      const hbFace = hb.createFace(blob, 0);
      const hbFont = hb.createFont(hbFace);
      const upem = table(sfnt, "head").readUInt16BE(18);
      hbFont.setScale(upem, upem);
      const hhea = table(sfnt, "hhea");
      const list = faces.get(font.weight) ?? [];
      list.push({
        key: `w${font.weight}f${list.length}`,
        hb: hbFont,
        unicodes: new Set(hbFace.collectUnicodes()),
        upem,
        ascender: hhea.readInt16BE(4),
        descender: hhea.readInt16BE(6),
        outlines: new Map(),
      });
      faces.set(font.weight, list);
    }
    return { hb, faces };
  })();
  return loaded;
}

let settled: Awaited<ReturnType<typeof fonts>> | undefined;

/** Loads HarfBuzz and the fonts (once a thread); everything below needs it done. */
export async function loadHandwriting(): Promise<void> {
  settled ??= await fonts();
}

function ready() {
  if (!settled) throw new Error("loadHandwriting() first");
  return settled;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** The faces of a weight, in fallback order. */
function facesOf(weight: Weight): Face[] {
  const faces = ready().faces.get(weight);
  if (!faces?.length) throw new Error(`no handwriting font of weight ${weight}`);
  return faces;
}

function faceFor(faces: Face[], grapheme: string): Face {
  const code = grapheme.codePointAt(0) ?? 0;
  return faces.find((f) => f.unicodes.has(code)) ?? (faces[0] as Face);
}

const SHAPED_CACHE = 5000;
const shapedCache = new Map<string, ShapedGlyph[]>();

/**
 * The glyphs of a text, shaped run by run: a run is the characters one face has (spaces stay
 * with the run before them), as satori splits them.
 */
export function shape(text: string, weight: Weight): ShapedGlyph[] {
  const key = `${weight}\0${text}`;
  const cached = shapedCache.get(key);
  if (cached) return cached;
  const { hb } = ready();
  const faces = facesOf(weight);
  const runs: { face: Face; text: string }[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const last = runs.at(-1);
    const face =
      last && /^\s$/.test(segment) && last.face.unicodes.has(segment.codePointAt(0) ?? 0)
        ? last.face
        : faceFor(faces, segment);
    if (last && last.face === face) last.text += segment;
    else runs.push({ face, text: segment });
  }
  const glyphs: ShapedGlyph[] = [];
  for (const run of runs) {
    const buffer = hb.createBuffer();
    try {
      buffer.addText(run.text);
      buffer.guessSegmentProperties();
      hb.shape(run.face.hb, buffer);
      const shaped = buffer.json();
      let x = 0;
      shaped.forEach((g, i) => {
        glyphs.push({
          face: run.face,
          glyph: g.g,
          x,
          dx: g.dx,
          dy: g.dy,
          advance: g.ax,
          endsCluster: shaped[i + 1]?.cl !== g.cl,
        });
        x += g.ax;
      });
    } finally {
      buffer.destroy();
    }
  }
  if (shapedCache.size >= SHAPED_CACHE) shapedCache.delete(shapedCache.keys().next().value as string);
  shapedCache.set(key, glyphs);
  return glyphs;
}

/** Advance width in px of a text written at `fontSize`, letter spacing after every character. */
export function measure(text: string, fontSize: number, weight: Weight, letterSpacing = 0): number {
  let width = 0;
  for (const g of shape(text, weight)) {
    width += (g.advance / g.face.upem) * fontSize;
    if (g.endsCluster) width += letterSpacing;
  }
  return width;
}

/** The faces' vertical metrics at a size, as satori (and Chrome) round them for a line box. */
export function lineMetrics(fontSize: number, weight: Weight, lineHeight: number | "normal") {
  const face = facesOf(weight)[0] as Face;
  const ascent = (face.ascender / face.upem) * fontSize;
  const descent = (-face.descender / face.upem) * fontSize;
  const height = lineHeight === "normal" ? ascent + descent : fontSize * lineHeight;
  const asc = Math.round(ascent);
  const desc = Math.round(descent);
  /** From the top of the line box to the baseline. */
  const baseline = asc + Math.floor((height - asc - desc) / 2);
  return { baseline, height, ascent, descent };
}

/**
 * Places a line's glyphs from its start (x, baseline y) as satori's text drawing does: each word
 * with the spaces after it is shaped on its own and starts where the words before it end.
 * (Shaping the whole line would differ: the font's contextual alternates look across spaces.)
 */
export function placeLine(
  text: string,
  at: { x: number; y: number },
  fontSize: number,
  weight: Weight,
  letterSpacing = 0,
): PlacedGlyph[] {
  const placed: PlacedGlyph[] = [];
  let cursor = at.x;
  for (const [word] of text.matchAll(/\S+\s*|\s+/g)) {
    const start = cursor;
    for (const g of shape(word, weight)) {
      const scale = fontSize / g.face.upem;
      if (outlineOf(g.face, g.glyph).length) {
        placed.push({ face: g.face, glyph: g.glyph, x: cursor + g.dx * scale, y: at.y + g.dy * scale, scale });
      }
      cursor += g.advance * scale;
      if (g.endsCluster) cursor += letterSpacing;
    }
    cursor = start + measure(word, fontSize, weight, letterSpacing);
  }
  return placed;
}

const COMMAND = /([MLQCZ])([^MLQCZ]*)/g;

/** A glyph's outline, read from the font once per thread. */
export function outlineOf(face: Face, glyph: number): Outline {
  let outline = face.outlines.get(glyph);
  if (!outline) {
    const path = face.hb.glyphToPath(glyph);
    outline = [...path.matchAll(COMMAND)].map(
      ([, cmd, args]) => [cmd as "M", ...(args as string).split(/[ ,]+/).filter(Boolean).map(Number)] as const,
    );
    face.outlines.set(glyph, outline);
  }
  return outline;
}
