import type { ReactNode } from "react";
import satori from "satori";
import { HANDWRITING, loadCardFonts } from "./card-fonts";
import { CARD_HEIGHT, CARD_WIDTH } from "./card-fronts";
import { fillPlaceholders } from "./fill-placeholders";

/** What a card says and to whom: the one input of the preview and of the print shop. */
export interface Card {
  message: string;
  sender: { fullName: string; streetAddress: string; city: string; state: string; zipCode: string };
  recipient: { title: string; name: string; address: { street: string; city: string; state: string; zip: string } };
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
  message: { box: { x: 90, y: 90, width: 1020, height: 1320 }, maxFontSize: 96, minFontSize: 44, lineHeight: 1.2 },
  from: { box: { x: 1230, y: 150, width: 530, height: 300 }, maxFontSize: 56, minFontSize: 30, lineHeight: 1.15 },
  to: { box: { x: 1330, y: 650, width: 680, height: 650 }, maxFontSize: 74, minFontSize: 36, lineHeight: 1.2 },
  labels: { from: { x: 1230, y: 90 }, to: { x: 1330, y: 585 } },
} as const satisfies Record<string, unknown>;

export interface TextBlock {
  lines: string[];
  box: Box;
  fontSize: number;
  lineHeight: number;
  /** True only when even the smallest size could not fit without breaking inside a word. */
  breaksWords: boolean;
}

export interface BackLayout {
  message: TextBlock;
  from: TextBlock;
  to: TextBlock;
}

/** The text a block shows, as one element: the same element is measured and drawn. */
export function textBlockElement(
  block: Pick<TextBlock, "lines" | "fontSize" | "lineHeight" | "breaksWords">,
  width: number,
) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        width,
        fontFamily: HANDWRITING,
        fontSize: block.fontSize,
        lineHeight: block.lineHeight,
        color: BACK.ink,
        wordBreak: block.breaksWords ? "break-word" : "normal",
      }}
    >
      {block.lines.map((line, i) => (
        // Lines are positional and never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={i} style={{ display: "flex", whiteSpace: "pre-wrap" }}>
          {line || " "}
        </div>
      ))}
    </div>
  );
}

/** Height of the laid-out text when wrapped to `width`: satori computes it when no height is given. */
export async function measureHeight(element: ReactNode, width: number): Promise<number> {
  const svg = await satori(element, { width, fonts: loadCardFonts() });
  const match = /height="([\d.]+)"/.exec(svg);
  if (!match?.[1]) throw new Error("satori returned an SVG without a height");
  return Number(match[1]);
}

const MEASURE_SIZE = 100;

/** The widest single word at 100 px; text width scales linearly with the font size. */
async function widestWord(lines: string[]): Promise<number> {
  const words = [...new Set(lines.flatMap((l) => l.split(/\s+/)).filter(Boolean))];
  if (words.length === 0) return 0;
  let widest = 0;
  await satori(
    <div style={{ display: "flex", flexDirection: "column", fontFamily: HANDWRITING, fontSize: MEASURE_SIZE }}>
      {words.map((w) => (
        <div key={w} style={{ display: "flex", flexShrink: 0, whiteSpace: "nowrap" }}>
          <div style={{ display: "flex", flexShrink: 0 }}>{w}</div>
        </div>
      ))}
    </div>,
    {
      width: 100_000,
      fonts: loadCardFonts(),
      onNodeDetected: (node) => {
        if (node.textContent && node.type === "div") widest = Math.max(widest, node.width);
      },
    },
  );
  return widest;
}

/**
 * The largest whole font size at which the lines fit the box: every word whole on a line and the
 * wrapped height within the box. Binary search, as height only grows with the size.
 */
export async function fitBlock(lines: string[], spec: BlockSpec): Promise<TextBlock> {
  const { box, lineHeight } = spec;
  const widest = await widestWord(lines);
  const fits = async (fontSize: number) =>
    (widest * fontSize) / MEASURE_SIZE <= box.width &&
    (await measureHeight(
      textBlockElement({ lines, fontSize, lineHeight, breaksWords: false }, box.width),
      box.width,
    )) <= box.height;
  let lo = spec.minFontSize;
  let hi = spec.maxFontSize;
  if (!(await fits(lo))) return { lines, box, fontSize: lo, lineHeight, breaksWords: true };
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (await fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return { lines, box, fontSize: lo, lineHeight, breaksWords: false };
}

/** Collapses runs of spaces; keeps the writer's line breaks (at most one blank line in a row). */
function tidy(text: string) {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export async function layoutBack(card: Card): Promise<BackLayout> {
  const { sender, recipient } = card;
  const message = tidy(fillPlaceholders(card.message, sender)).split("\n");
  const from = [sender.fullName, sender.streetAddress, `${sender.city}, ${sender.state} ${sender.zipCode}`].map(tidy);
  const to = [
    `${recipient.title} ${recipient.name}`,
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
