import { BACK, type BackLayout, CARD_HEIGHT, CARD_WIDTH, placeBlock } from "./card-layout";
import { lineMetrics, measure, outlineOf, type PlacedGlyph, placeLine } from "./handwriting";

/**
 * The message side as a list of shapes in card pixels (300 dpi, y down): the paper, the divider,
 * the stamp, the labels and the written blocks. The preview's SVG and the print PDF's page are
 * both drawn from this one list, so they cannot differ.
 */
export type Shape =
  | { kind: "rect"; x: number; y: number; width: number; height: number; fill: string }
  /** A straight dashed line, butt ends: `dash` is [on, off]. */
  | {
      kind: "dashed";
      from: [number, number];
      to: [number, number];
      width: number;
      color: string;
      dash: [number, number];
    }
  | { kind: "polygon"; points: [number, number][]; fill: string }
  | { kind: "glyphs"; glyphs: PlacedGlyph[]; fill: string };

export const PAPER = "#fffdf7";
const LABEL_INK = "#5f6f86";
const STAMP_BLUE = "#2f4f86";

/** The stamp's star, from a 24-unit icon grid. */
const STAR: [number, number][] = [
  [12, 2],
  [14.9, 8.9],
  [22, 9.5],
  [16.6, 14.2],
  [18.2, 21.2],
  [12, 17.4],
  [5.8, 21.2],
  [7.4, 14.2],
  [2, 9.5],
  [9.1, 8.9],
];

/** Text in a line box of `lineHeight: normal` whose top-left is (x, top): satori's placement. */
function label(text: string, x: number, top: number, fontSize: number, letterSpacing = 0): PlacedGlyph[] {
  return placeLine(text, { x, y: top + lineMetrics(fontSize, 700, "normal").baseline }, fontSize, 700, letterSpacing);
}

const boxWidth = (text: string, fontSize: number) => Math.ceil(measure(text, fontSize, 700) + 1e-3);
const boxHeight = (fontSize: number) => Math.ceil(lineMetrics(fontSize, 700, "normal").height);

let frame: Shape[] | undefined;

/**
 * Everything on the back but what the sender wrote, the same on every card. The stamp is a
 * white dashed-edged box (5 px border, 14 px padding) holding a blue one, a star over "USA" over
 * "FOREVER" centred in it.
 */
function frameShapes(): Shape[] {
  if (frame) return frame;
  const { stamp, divider, labelFontSize, labels } = BACK;
  const border = 5;
  const padding = 14;
  const outer = {
    x: stamp.x,
    y: stamp.y,
    width: stamp.width + 2 * (border + padding),
    height: stamp.height + 2 * (border + padding),
  };
  const inner = {
    x: stamp.x + border + padding,
    y: stamp.y + border + padding,
    width: stamp.width,
    height: stamp.height,
  };
  const half = border / 2;
  // As a browser draws a dashed border: dashes twice the width, a dash at each end of an edge,
  // and the gaps (about the width) stretched or shrunk to fit whole dashes along it.
  const dashed = (from: [number, number], to: [number, number], length: number): Shape => {
    const dash = 2 * border;
    const fewer = Math.floor((length + border) / (dash + border));
    const fewerGap = (length - fewer * dash) / (fewer - 1);
    const moreGap = (length - (fewer + 1) * dash) / fewer;
    const gap = moreGap <= 0 || Math.abs(fewerGap - border) < Math.abs(moreGap - border) ? fewerGap : moreGap;
    return { kind: "dashed", from, to, width: border, color: "#b8c0cc", dash: [dash, gap] };
  };
  const right = outer.x + outer.width;
  const bottom = outer.y + outer.height;
  const star = 72;
  const column = [star, boxHeight(44), boxHeight(30)];
  let top = Math.round(inner.y + (inner.height - column.reduce((a, b) => a + b)) / 2);
  const centred = (width: number) => Math.round(inner.x + (inner.width - width) / 2);
  const starLeft = centred(star);
  const starTop = top;
  top += star;
  const usa = label("USA", centred(boxWidth("USA", 44)), top, 44);
  top += column[1] as number;
  const forever = label("FOREVER", centred(boxWidth("FOREVER", 30)), top, 30);
  frame = [
    { kind: "rect", x: divider.x, y: divider.top, width: 4, height: divider.bottom - divider.top, fill: "#c8cfd9" },
    { kind: "rect", ...outer, fill: "#ffffff" },
    dashed([outer.x, outer.y + half], [right, outer.y + half], outer.width),
    dashed([right - half, outer.y], [right - half, bottom], outer.height),
    dashed([right, bottom - half], [outer.x, bottom - half], outer.width),
    dashed([outer.x + half, bottom], [outer.x + half, outer.y], outer.height),
    { kind: "rect", ...inner, fill: STAMP_BLUE },
    {
      kind: "polygon",
      points: STAR.map(([x, y]) => [starLeft + (x * star) / 24, starTop + (y * star) / 24]),
      fill: "#ffffff",
    },
    { kind: "glyphs", glyphs: [...usa, ...forever], fill: "#ffffff" },
    {
      kind: "glyphs",
      glyphs: [
        ...label("FROM", labels.from.x, labels.from.y, labelFontSize, 6),
        ...label("TO", labels.to.x, labels.to.y, labelFontSize, 6),
      ],
      fill: LABEL_INK,
    },
  ];
  return frame;
}

/** The back of a laid-out card (`layoutBack` has loaded the handwriting), paper excluded. */
export function drawBack(layout: BackLayout): Shape[] {
  return [
    ...frameShapes(),
    {
      kind: "glyphs",
      glyphs: [layout.message, layout.from, layout.to].flatMap(placeBlock),
      fill: BACK.ink,
    },
  ];
}

const svgPaths = new Map<string, string>();
/** A glyph's outline as SVG path data in font units, once per glyph and thread. */
function glyphPath(g: PlacedGlyph): string {
  const key = `${g.face.key}-${g.glyph}`;
  let d = svgPaths.get(key);
  if (d === undefined) {
    d = outlineOf(g.face, g.glyph)
      .map(([cmd, ...c]) => cmd + c.join(" "))
      .join("");
    svgPaths.set(key, d);
  }
  return d;
}

const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(3).replace(/\.?0+$/, ""));

/** The back as SVG for rasterising: each glyph's outline defined once and placed with <use>. */
export function backSvg(shapes: Shape[], options: { paper?: boolean } = {}): string {
  const defs = new Map<string, string>();
  let body = options.paper === false ? "" : `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${PAPER}"/>`;
  for (const shape of shapes) {
    if (shape.kind === "rect") {
      body += `<rect x="${n(shape.x)}" y="${n(shape.y)}" width="${n(shape.width)}" height="${n(shape.height)}" fill="${shape.fill}"/>`;
    } else if (shape.kind === "dashed") {
      const [[x1, y1], [x2, y2]] = [shape.from, shape.to];
      body += `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" fill="none" stroke="${shape.color}" stroke-width="${n(shape.width)}" stroke-dasharray="${shape.dash.map(n).join(" ")}"/>`;
    } else if (shape.kind === "polygon") {
      body += `<path d="M${shape.points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z" fill="${shape.fill}"/>`;
    } else {
      body += `<g fill="${shape.fill}">`;
      for (const g of shape.glyphs) {
        const id = `${g.face.key}-${g.glyph}`;
        if (!defs.has(id)) defs.set(id, glyphPath(g));
        body += `<use href="#${id}" transform="matrix(${g.scale.toFixed(6)} 0 0 ${(-g.scale).toFixed(6)} ${n(g.x)} ${n(g.y)})"/>`;
      }
      body += "</g>";
    }
  }
  const glyphs = [...defs].map(([id, d]) => `<path id="${id}" d="${d}"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}"><defs>${glyphs}</defs>${body}</svg>`;
}
