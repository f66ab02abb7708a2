import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The handwriting the robot's pen imitates, from the npm font package (satori reads WOFF, not WOFF2). */
export const HANDWRITING = "Caveat";

export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: "normal";
}

const require = createRequire(import.meta.url);
let cached: CardFont[] | undefined;

/** Latin and Latin-extended subsets, so names such as "Núñez" or "Łukasz" are written too. */
export function loadCardFonts(): CardFont[] {
  if (cached) return cached;
  const dir = path.join(path.dirname(require.resolve("@fontsource/caveat/package.json")), "files");
  const read = (file: string) => fs.readFileSync(path.join(dir, file));
  cached = [400, 700].flatMap((weight) =>
    ["latin", "latin-ext"].map((subset) => ({
      name: HANDWRITING,
      data: read(`caveat-${subset}-${weight}-normal.woff`),
      weight: weight as 400 | 700,
      style: "normal" as const,
    })),
  );
  return cached;
}
