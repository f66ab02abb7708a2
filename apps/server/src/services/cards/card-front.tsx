// tsx runs the server from the repo root, where no tsconfig sets the JSX runtime: say it here.
/** @jsxRuntime automatic @jsxImportSource react */
import satori from "satori";
import { HANDWRITING, loadCardFonts } from "./card-fonts";
import { CARD_HEIGHT, CARD_WIDTH, cardFronts, DEFAULT_CARD_FRONT, isCardFrontId } from "./card-fronts";

const CAPTION_MARGIN = 80;

/** A print's bleed on each edge: 1/8 in, in card pixels (300 dpi). */
export const BLEED = 37.5;
/** The scene is enlarged about its centre by this much so it runs into the bleed on every edge. */
const SCENE_SCALE = 1 + (2 * BLEED) / CARD_HEIGHT;

/**
 * The photo side as SVG: the park scene with its name written in the bottom-left corner. `bleed`
 * is the print's canvas (the card and 1/8 in around it, origin still at the card's corner);
 * otherwise the card itself, which is the same picture cut at the trim. The scene alone runs into
 * the bleed (enlarged 5%, so a picture loses about 2% at each edge of the card); the caption keeps
 * its place on the card.
 */
export async function renderFrontSvg(front: string | undefined, area: "card" | "bleed" = "card"): Promise<string> {
  const scene = cardFronts[isCardFrontId(front) ? front : DEFAULT_CARD_FRONT];
  const caption = await satori(
    <div style={{ display: "flex", width: CARD_WIDTH, padding: `24px ${CAPTION_MARGIN}px` }}>
      <div
        style={{
          display: "flex",
          fontFamily: HANDWRITING,
          fontWeight: 700,
          fontSize: 104,
          color: "#ffffff",
          textShadow: "0 4px 14px rgba(0,0,0,0.6)",
        }}
      >
        {scene.park}
      </div>
    </div>,
    { width: CARD_WIDTH, fonts: loadCardFonts() },
  );
  const captionHeight = Number(/height="([\d.]+)"/.exec(caption)?.[1] ?? 0);
  // The caption is its own <svg>, nested over the scene along the bottom edge.
  const placed = caption.replace("<svg ", `<svg x="0" y="${CARD_HEIGHT - CAPTION_MARGIN / 2 - captionHeight}" `);
  const [x, y, width, height] =
    area === "bleed"
      ? [-BLEED, -BLEED, CARD_WIDTH + 2 * BLEED, CARD_HEIGHT + 2 * BLEED]
      : [0, 0, CARD_WIDTH, CARD_HEIGHT];
  const [cx, cy] = [CARD_WIDTH / 2, CARD_HEIGHT / 2];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}">` +
    `<g transform="translate(${cx} ${cy}) scale(${SCENE_SCALE}) translate(${-cx} ${-cy})">${scene.draw()}</g>${placed}</svg>`
  );
}
