// tsx runs the server from the repo root, where no tsconfig sets the JSX runtime: say it here.
/** @jsxRuntime automatic @jsxImportSource react */
import satori from "satori";
import { HANDWRITING, loadCardFonts } from "./card-fonts";
import { CARD_HEIGHT, CARD_WIDTH, cardFronts, DEFAULT_CARD_FRONT, isCardFrontId } from "./card-fronts";

const CAPTION_MARGIN = 80;

/** The photo side as SVG: the park scene with its name written in the bottom-left corner. */
export async function renderFrontSvg(front: string | undefined): Promise<string> {
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
  const height = Number(/height="([\d.]+)"/.exec(caption)?.[1] ?? 0);
  // The caption is its own <svg>, nested over the scene along the bottom edge.
  const placed = caption.replace("<svg ", `<svg x="0" y="${CARD_HEIGHT - CAPTION_MARGIN / 2 - height}" `);
  return scene.draw().replace(/<\/svg>$/, `${placed}</svg>`);
}
