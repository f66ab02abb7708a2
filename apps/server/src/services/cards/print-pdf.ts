import { deflateSync } from "node:zlib";
import type { Shape } from "./card-back";
import { CARD_HEIGHT, CARD_WIDTH } from "./card-fronts";
import { type Outline, outlineOf, type PlacedGlyph } from "./handwriting";

/**
 * The print file, written directly: two pages (front, back) of a 7x5 in card with 1/8 in bleed.
 * The back is vector: the paper, the stamp and every written glyph as PDF paths (each glyph's
 * outline once, as a form XObject, placed where the layout put it), crisp at any size. The front
 * is the scene at 300 dpi, one image XObject made once per front and copied into each file.
 */

const POINTS_PER_PX = 72 / 300;
/** 1/8 in of bleed on each edge, in points. */
const BLEED_POINTS = 9;
const TRIM = { width: CARD_WIDTH * POINTS_PER_PX, height: CARD_HEIGHT * POINTS_PER_PX };
const MEDIA = { width: TRIM.width + 2 * BLEED_POINTS, height: TRIM.height + 2 * BLEED_POINTS };
const BOXES =
  `/MediaBox [0 0 ${MEDIA.width} ${MEDIA.height}] /BleedBox [0 0 ${MEDIA.width} ${MEDIA.height}] ` +
  `/TrimBox [${BLEED_POINTS} ${BLEED_POINTS} ${BLEED_POINTS + TRIM.width} ${BLEED_POINTS + TRIM.height}]`;

/** A front's image, ready to copy into a file: the XObject's dictionary entries and its stream. */
export interface PdfImage {
  dict: string;
  /** A Buffer where it was made; a plain Uint8Array once it has crossed between threads. */
  data: Uint8Array;
}

/**
 * RGBA pixels (the raster of the front's whole bleed area) as a deflated RGB image XObject. Made
 * once per front, so it is compressed hard (row predictors made these flat-coloured scenes larger).
 */
export function pdfImage(image: { width: number; height: number; pixels: Buffer }): PdfImage {
  const { pixels } = image;
  const rgb = Buffer.allocUnsafe((pixels.length / 4) * 3);
  for (let i = 0, j = 0; i < pixels.length; i += 4, j += 3) {
    rgb[j] = pixels[i] as number;
    rgb[j + 1] = pixels[i + 1] as number;
    rgb[j + 2] = pixels[i + 2] as number;
  }
  return {
    dict: `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`,
    data: deflateSync(rgb, { level: 9 }),
  };
}

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(3).replace(/\.?0+$/, ""));

function rgb(hex: string) {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => num(c / 255)).join(" ");
}

/** A glyph outline (font units) as PDF path operators, filled by the non-zero rule as fonts are. */
function outlineOps(outline: Outline): string {
  let ops = "";
  let cx = 0;
  let cy = 0;
  for (const [cmd, ...c] of outline) {
    if (cmd === "M") ops += `${num(c[0]!)} ${num(c[1]!)} m `;
    else if (cmd === "L") ops += `${num(c[0]!)} ${num(c[1]!)} l `;
    else if (cmd === "C") ops += `${c.map(num).join(" ")} c `;
    else if (cmd === "Q") {
      // A quadratic curve is the cubic with control points 2/3 of the way to its own.
      const [qx, qy, x, y] = c as [number, number, number, number];
      ops += `${num(cx + (2 / 3) * (qx - cx))} ${num(cy + (2 / 3) * (qy - cy))} ${num(x + (2 / 3) * (qx - x))} ${num(y + (2 / 3) * (qy - y))} ${num(x)} ${num(y)} c `;
    } else ops += "h ";
    if (cmd !== "Z") [cx, cy] = [c.at(-2)!, c.at(-1)!];
  }
  return `${ops}f`;
}

/** A glyph's form XObject (once per glyph and thread): bounding box and deflated content. */
const glyphForms = new Map<string, Buffer>();
function glyphForm(g: PlacedGlyph): Buffer {
  const key = `${g.face.key}-${g.glyph}`;
  let form = glyphForms.get(key);
  if (!form) {
    const outline = outlineOf(g.face, g.glyph);
    const xs = outline.flatMap(([, ...c]) => c.filter((_, i) => i % 2 === 0));
    const ys = outline.flatMap(([, ...c]) => c.filter((_, i) => i % 2 === 1));
    const content = deflateSync(outlineOps(outline), { level: 9 });
    const bbox = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].map((v, i) =>
      i < 2 ? Math.floor(v) : Math.ceil(v),
    );
    form = Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Form /BBox [${bbox.join(" ")}] /Filter /FlateDecode /Length ${content.length} >>\nstream\n`,
        "latin1",
      ),
      content,
      Buffer.from("\nendstream", "latin1"),
    ]);
    glyphForms.set(key, form);
  }
  return form;
}

/** The back's page content, in card pixels (y down) through the page's matrix, and its glyph forms. */
function backContent(shapes: Shape[], paper: string) {
  const glyphNames = new Map<string, string>();
  let ops = `q ${num(POINTS_PER_PX)} 0 0 ${num(-POINTS_PER_PX)} ${BLEED_POINTS} ${BLEED_POINTS + TRIM.height} cm\n`;
  // The paper runs into the bleed.
  const b = BLEED_POINTS / POINTS_PER_PX;
  ops += `${rgb(paper)} rg ${num(-b)} ${num(-b)} ${num(CARD_WIDTH + 2 * b)} ${num(CARD_HEIGHT + 2 * b)} re f\n`;
  for (const shape of shapes) {
    if (shape.kind === "rect") {
      ops += `${rgb(shape.fill)} rg ${num(shape.x)} ${num(shape.y)} ${num(shape.width)} ${num(shape.height)} re f\n`;
    } else if (shape.kind === "dashed") {
      const [[x1, y1], [x2, y2]] = [shape.from, shape.to];
      ops += `${rgb(shape.color)} RG ${num(shape.width)} w [${shape.dash.map(num).join(" ")}] 0 d ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S [] 0 d\n`;
    } else if (shape.kind === "polygon") {
      const [first, ...rest] = shape.points.map(([x, y]) => `${num(x)} ${num(y)}`);
      ops += `${rgb(shape.fill)} rg ${first} m ${rest.map((p) => `${p} l`).join(" ")} h f\n`;
    } else {
      ops += `${rgb(shape.fill)} rg\n`;
      for (const g of shape.glyphs) {
        const key = `${g.face.key}-${g.glyph}`;
        let name = glyphNames.get(key);
        if (!name) {
          name = `G${glyphNames.size}`;
          glyphNames.set(key, name);
        }
        ops += `q ${g.scale.toFixed(6)} 0 0 ${(-g.scale).toFixed(6)} ${num(g.x)} ${num(g.y)} cm /${name} Do Q\n`;
      }
    }
  }
  return { ops: `${ops}Q`, glyphNames };
}

/** A PDF text string: ASCII as a literal, anything else as UTF-16BE with its byte order mark. */
function pdfString(text: string) {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, "\\$&")})`;
  return `<FEFF${Buffer.from(text, "utf16le").swap16().toString("hex").toUpperCase()}>`;
}

/** The print file: page 1 the front (its image), page 2 the back (vector). */
export function printPdf(input: { title: string; front: PdfImage; back: Shape[]; paper: string }): Buffer {
  const { ops, glyphNames } = backContent(input.back, input.paper);
  const backStream = deflateSync(Buffer.from(ops, "latin1"));
  const frontOps = `q ${MEDIA.width} 0 0 ${MEDIA.height} 0 0 cm /Front Do Q`;
  const firstGlyph = 8;
  const glyphRefs = [...glyphNames.values()].map((name, i) => `/${name} ${firstGlyph + i} 0 R`).join(" ");
  const objects: (string | Buffer)[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>",
    `<< /Type /Page /Parent 2 0 R ${BOXES} /Resources << /XObject << /Front 5 0 R >> >> /Contents 6 0 R >>`,
    `<< /Type /Page /Parent 2 0 R ${BOXES} /Resources << /XObject << ${glyphRefs} >> >> /Contents 7 0 R >>`,
    Buffer.concat([
      Buffer.from(`<< ${input.front.dict} /Length ${input.front.data.length} >>\nstream\n`, "latin1"),
      input.front.data,
      Buffer.from("\nendstream", "latin1"),
    ]),
    `<< /Length ${frontOps.length} >>\nstream\n${frontOps}\nendstream`,
    Buffer.concat([
      Buffer.from(`<< /Length ${backStream.length} /Filter /FlateDecode >>\nstream\n`, "latin1"),
      backStream,
      Buffer.from("\nendstream", "latin1"),
    ]),
  ];
  for (const g of input.back.flatMap((s) => (s.kind === "glyphs" ? s.glyphs : []))) {
    const key = `${g.face.key}-${g.glyph}`;
    const index = Number(glyphNames.get(key)?.slice(1));
    objects[firstGlyph - 1 + index] ??= glyphForm(g);
  }
  objects.push(`<< /Title ${pdfString(input.title)} /Creator (Civic Postcard) >>`);
  const info = objects.length;

  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const body = typeof object === "string" ? Buffer.from(object, "latin1") : object;
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), body, Buffer.from("\nendobj\n", "latin1")]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(parts);
}
