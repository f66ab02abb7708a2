import "./drafting-animations.css";

const INK = "var(--color-ink)";
const SOFT = "var(--color-ink-soft)";
const STAMP = "var(--color-stamp)";
const PAPER = "#fff";

/** 1: concerns gathering into thought bubbles. */
function Synthesize() {
  return (
    <>
      <circle cx="60" cy="70" r="30" fill={PAPER} stroke={INK} strokeWidth="4" />
      {[44, 60, 76].map((x, i) => (
        <circle key={x} className={`draft-bubble draft-bubble-${i + 1}`} cx={x} cy="70" r="6" fill={SOFT} />
      ))}
      <circle cx="96" cy="34" r="9" fill={PAPER} stroke={INK} strokeWidth="3" />
      <circle cx="108" cy="18" r="5" fill={PAPER} stroke={INK} strokeWidth="3" />
    </>
  );
}

/** 2: a lens scanning a page of sources. */
function Research() {
  return (
    <>
      <rect x="22" y="14" width="70" height="92" rx="6" fill={PAPER} stroke={INK} strokeWidth="4" />
      {[32, 46, 60, 74, 88].map((y) => (
        <line key={y} x1="34" x2="80" y1={y} y2={y} stroke={SOFT} strokeWidth="4" strokeLinecap="round" />
      ))}
      <g className="draft-lens">
        <circle cx="74" cy="62" r="18" fill="rgba(255,255,255,0.6)" stroke={INK} strokeWidth="5" />
        <line x1="87" y1="75" x2="104" y2="92" stroke={INK} strokeWidth="7" strokeLinecap="round" />
      </g>
    </>
  );
}

/** 3: a pen writing a line of handwriting. */
function Write() {
  return (
    <>
      <path
        className="draft-pen-line"
        d="M14 78 q10 -22 20 0 t20 0 t20 0 t20 0 t20 0"
        fill="none"
        stroke={INK}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <g className="draft-pen">
        <path d="M104 78 l8 -30 l8 4 l-10 28 z" fill={SOFT} stroke={INK} strokeWidth="3" strokeLinejoin="round" />
      </g>
    </>
  );
}

/** 4: the postcard taking shape. */
function Postcard() {
  return (
    <g className="draft-card">
      <rect x="12" y="28" width="96" height="64" rx="5" fill={PAPER} stroke={INK} strokeWidth="4" />
      <line x1="60" y1="38" x2="60" y2="84" stroke={SOFT} strokeWidth="3" />
      {[46, 58, 70].map((y) => (
        <line key={y} x1="20" x2="52" y1={y} y2={y} stroke={INK} strokeWidth="3" strokeLinecap="round" />
      ))}
      <rect className="draft-stamp" x="86" y="34" width="16" height="18" fill={STAMP} />
      {[62, 72].map((y) => (
        <line key={y} x1="68" x2="100" y1={y} y2={y} stroke={SOFT} strokeWidth="3" strokeLinecap="round" />
      ))}
    </g>
  );
}

/** 5: the Capitol dome with the voice carrying to it. */
function Amplify() {
  return (
    <>
      {[1, 2, 3].map((i) => (
        <circle
          key={i}
          className={`draft-wave draft-wave-${i}`}
          cx="60"
          cy="60"
          r="44"
          fill="none"
          stroke={SOFT}
          strokeWidth="3"
        />
      ))}
      <path
        d="M36 84 h48 v-6 h-48 z M40 78 v-16 h40 v16 M44 62 q16 -26 32 0 z"
        fill={PAPER}
        stroke={INK}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <line x1="60" y1="36" x2="60" y2="28" stroke={INK} strokeWidth="4" strokeLinecap="round" />
      {[48, 56, 64, 72].map((x) => (
        <line key={x} x1={x} x2={x} y1="66" y2="78" stroke={INK} strokeWidth="3" />
      ))}
    </>
  );
}

const scenes = [Synthesize, Research, Write, Postcard, Amplify];

/** The drafting screen's five animations; loaded only when that screen opens. */
export function DraftingAnimation({ index, complete }: { index: number; complete: boolean }) {
  const Scene = complete ? Amplify : (scenes[index % scenes.length] ?? Synthesize);
  return (
    <svg viewBox="0 0 120 120" className="size-full" role="presentation" data-scene={complete ? "complete" : index}>
      <g key={complete ? "complete" : index} className="draft-scene">
        <Scene />
      </g>
    </svg>
  );
}
