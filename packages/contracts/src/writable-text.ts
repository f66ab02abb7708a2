/**
 * The characters a card can be written in, the same for every mailing vendor (docs/decisions/0117).
 * Neither IgnitePost's nor Handwrytten's documentation (the pages and API descriptions cited in
 * their adapters) says which characters their pens write: they document only a message's length
 * (IgnitePost 450, Handwrytten the card's `characters`). So the set is what our handwriting font
 * (Caveat, Latin and Latin Extended) draws and a Latin handwriting font draws: every Latin
 * letter with its accents (Spanish á é í ó ú ñ ü and ¿ ¡ among them), digits, punctuation, and
 * the typographic quotes and dashes keyboards type. Emoji, symbols and other scripts are not.
 * A test draws every character of the set with the card's font (apps/server, writable-glyphs.test.ts).
 */
export const WRITABLE_RANGES: readonly (readonly [from: number, to: number])[] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: ¡ ¿ « » and the accented letters of Western Europe
  [0x100, 0x17e], // Latin Extended-A: Ł ő ř (not ſ, the long s: the font has none)
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
];

/** Line breaks and tabs: written as space, never as a glyph. */
const WHITESPACE = new Set([0x09, 0x0a, 0x0d]);

function writable(code: number) {
  return WHITESPACE.has(code) || WRITABLE_RANGES.some(([from, to]) => code >= from && code <= to);
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * The characters of `text` no vendor can write, each once, as the sender sees them (an emoji with
 * its modifiers is one). A letter typed as base + combining accent counts as the composed letter.
 */
export function unwritableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const { segment } of graphemes.segment(text)) {
    if ([...segment.normalize("NFC")].some((c) => !writable(c.codePointAt(0) ?? 0))) found.add(segment);
  }
  return [...found];
}

/** What the sender reads: the characters named, and what to do. */
export function unwritableMessage(characters: readonly string[]): string {
  return `The handwriting on the card can't write ${characters.join(" ")}. Please remove or replace ${characters.length === 1 ? "it" : "them"}.`;
}
