import { useLingui } from "@lingui/react/macro";
import { RotateCcw, ZoomIn, ZoomOut } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** wizard.md §9: zoom 2.5x, drag threshold 6 px, double-tap window 350 ms. */
const ZOOM = 2.5;
const DRAG_THRESHOLD_PX = 6;
const DOUBLE_TAP_MS = 350;
/** Arrow keys pan a tenth of the card per press. */
const KEY_PAN = 0.1;

type Side = "front" | "back";
interface View {
  scale: number;
  x: number;
  y: number;
}
const UNZOOMED: View = { scale: 1, x: 0, y: 0 };

function clamp(view: View, width: number, height: number): View {
  const minX = width * (1 - view.scale);
  const minY = height * (1 - view.scale);
  return { ...view, x: Math.min(0, Math.max(minX, view.x)), y: Math.min(0, Math.max(minY, view.y)) };
}

interface Props {
  front: string;
  back: string;
  frontAlt: string;
  backAlt: string;
}

/**
 * The flippable card (wizard.md §2 step 5): a flip button, double-tap to zoom 2.5x where tapped,
 * drag to pan while zoomed. Keyboard: the Flip and Zoom buttons, arrow keys pan, Escape zooms out.
 */
export function CardViewer({ front, back, frontAlt, backAlt }: Props) {
  const { t } = useLingui();
  const [side, setSide] = useState<Side>("front");
  const [view, setView] = useState<View>(UNZOOMED);
  const viewport = useRef<HTMLDivElement>(null);
  const gesture = useRef<{ id: number; x: number; y: number; view: View; dragging: boolean } | null>(null);
  const lastTap = useRef<{ at: number; x: number; y: number } | null>(null);
  const zoomed = view.scale > 1;

  const size = () => {
    const r = viewport.current?.getBoundingClientRect();
    return { left: r?.left ?? 0, top: r?.top ?? 0, width: r?.width ?? 0, height: r?.height ?? 0 };
  };

  /** Zooms in keeping the point under the finger where it is, or zooms back out. */
  function toggleZoom(clientX?: number, clientY?: number) {
    if (zoomed) {
      setView(UNZOOMED);
      return;
    }
    const { left, top, width, height } = size();
    const px = clientX === undefined ? width / 2 : clientX - left;
    const py = clientY === undefined ? height / 2 : clientY - top;
    setView(clamp({ scale: ZOOM, x: px - px * ZOOM, y: py - py * ZOOM }, width, height));
  }

  function flip() {
    setSide((s) => (s === "front" ? "back" : "front"));
    setView(UNZOOMED);
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if (!e.isPrimary) return;
    gesture.current = { id: e.pointerId, x: e.clientX, y: e.clientY, view, dragging: false };
    if (zoomed) e.currentTarget.setPointerCapture(e.pointerId);
  }

  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const g = gesture.current;
    if (!g || g.id !== e.pointerId || !zoomed) return;
    const dx = e.clientX - g.x;
    const dy = e.clientY - g.y;
    if (!g.dragging && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    g.dragging = true;
    const { width, height } = size();
    setView(clamp({ ...g.view, x: g.view.x + dx, y: g.view.y + dy }, width, height));
  }

  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    const g = gesture.current;
    gesture.current = null;
    if (!g || g.id !== e.pointerId || g.dragging) return;
    const now = performance.now();
    const prev = lastTap.current;
    const near = prev && Math.hypot(e.clientX - prev.x, e.clientY - prev.y) < 40;
    if (prev && near && now - prev.at <= DOUBLE_TAP_MS) {
      lastTap.current = null;
      toggleZoom(e.clientX, e.clientY);
    } else {
      lastTap.current = { at: now, x: e.clientX, y: e.clientY };
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const { width, height } = size();
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [1, 0],
      ArrowRight: [-1, 0],
      ArrowUp: [0, 1],
      ArrowDown: [0, -1],
    };
    const move = moves[e.key];
    if (move && zoomed) {
      e.preventDefault();
      setView((v) =>
        clamp({ ...v, x: v.x + move[0] * width * KEY_PAN, y: v.y + move[1] * height * KEY_PAN }, width, height),
      );
    } else if (e.key === "Escape" && zoomed) {
      e.preventDefault();
      setView(UNZOOMED);
    }
  }

  const face = "absolute inset-0 size-full rounded-xl [backface-visibility:hidden]";
  return (
    <div className="flex flex-col gap-3">
      <div
        ref={viewport}
        role="img"
        aria-label={`${side === "front" ? frontAlt : backAlt}${zoomed ? ` ${t`Zoomed in: use the arrow keys to move around, Escape to zoom out.`}` : ""}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can pan the zoomed card with the arrows
        tabIndex={0}
        data-testid="card-viewport"
        data-side={side}
        data-zoomed={zoomed || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          gesture.current = null;
        }}
        onKeyDown={onKeyDown}
        className={cn(
          "relative aspect-[7/5] w-full overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-ink/15 select-none focus-visible:outline-3 focus-visible:outline-offset-2",
          zoomed ? "cursor-grab touch-none" : "cursor-zoom-in touch-manipulation",
        )}
      >
        <div
          data-testid="card-zoom-layer"
          className="absolute inset-0 origin-top-left"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        >
          <div className="absolute inset-0 [perspective:1600px]">
            <div
              className="absolute inset-0 transition-transform duration-500 [transform-style:preserve-3d] motion-reduce:transition-none"
              style={{ transform: side === "back" ? "rotateY(180deg)" : "none" }}
            >
              <img src={front} alt="" draggable={false} className={face} />
              <img src={back} alt="" draggable={false} className={cn(face, "[transform:rotateY(180deg)]")} />
            </div>
          </div>
        </div>
      </div>
      <p className="text-center text-sm text-ink/75">
        {t`Double-tap or double-click the card, or use Zoom in, to see it closer; drag to look around.`}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={flip}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {side === "front" ? t`Flip to back` : t`Flip to front`}
        </Button>
        <Button variant="secondary" onClick={() => toggleZoom()}>
          {zoomed ? (
            <ZoomOut className="size-4" aria-hidden="true" />
          ) : (
            <ZoomIn className="size-4" aria-hidden="true" />
          )}
          {zoomed ? t`Zoom out` : t`Zoom in`}
        </Button>
      </div>
    </div>
  );
}
