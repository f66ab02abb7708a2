// tsx runs the server from the repo root, where no tsconfig sets the JSX runtime: say it here.
/** @jsxRuntime automatic @jsxImportSource react */
import { HANDWRITING } from "./card-fonts";
import {
  BACK,
  type BackLayout,
  type Box,
  CARD_HEIGHT,
  CARD_WIDTH,
  type TextBlock,
  textBlockElement,
} from "./card-layout";

const at = (box: Pick<Box, "x" | "y">) => ({ position: "absolute" as const, left: box.x, top: box.y, display: "flex" });

function Placed({ block }: { block: TextBlock }) {
  return (
    <div style={{ ...at(block.box), width: block.box.width, height: block.box.height }}>
      {textBlockElement(block, block.box.width)}
    </div>
  );
}

function Label({ text, x, y }: { text: string; x: number; y: number }) {
  return (
    <div
      style={{
        ...at({ x, y }),
        fontFamily: HANDWRITING,
        fontWeight: 700,
        fontSize: BACK.labelFontSize,
        letterSpacing: 6,
        color: "#5f6f86",
      }}
    >
      {text}
    </div>
  );
}

/** The message side, laid out by `layoutBack`: what the robot's pen writes, and where. */
export function CardBack({ layout }: { layout: BackLayout }) {
  const { stamp, divider } = BACK;
  return (
    <div
      style={{
        display: "flex",
        position: "relative",
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        backgroundColor: "#fffdf7",
      }}
    >
      <Placed block={layout.message} />
      <div
        style={{
          position: "absolute",
          left: divider.x,
          top: divider.top,
          width: 4,
          height: divider.bottom - divider.top,
          backgroundColor: "#c8cfd9",
        }}
      />
      <div
        style={{
          ...at(stamp),
          width: stamp.width,
          height: stamp.height,
          padding: 14,
          backgroundColor: "#ffffff",
          border: "5px dashed #b8c0cc",
        }}
      >
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            justifyContent: "center",
            flexGrow: 1,
            backgroundColor: "#2f4f86",
            color: "#ffffff",
            fontFamily: HANDWRITING,
            fontWeight: 700,
          }}
        >
          <svg width="72" height="72" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="#ffffff" d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7-6.2-3.8-6.2 3.8 1.6-7L2 9.5l7.1-.6z" />
          </svg>
          <div style={{ display: "flex", fontSize: 44 }}>USA</div>
          <div style={{ display: "flex", fontSize: 30 }}>FOREVER</div>
        </div>
      </div>
      <Label text="FROM" {...BACK.labels.from} />
      <Placed block={layout.from} />
      <Label text="TO" {...BACK.labels.to} />
      <Placed block={layout.to} />
    </div>
  );
}
