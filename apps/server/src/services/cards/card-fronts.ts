/**
 * The photo side: national-park scenes drawn for the project as SVG (no third-party imagery, so
 * nothing to license). Each is 2100x1500, a 7x5 in card at 300 dpi; the caption is added by the
 * renderer in the handwriting font.
 */
export const CARD_WIDTH = 2100;
export const CARD_HEIGHT = 1500;
/**
 * The status page's proofs: it shows a side at most about 560 CSS px wide (one column of its
 * 672 px page on a phone, two above 640 px), so half the print's width is sharp at 2x.
 */
export const PROOF_WIDTH = 1050;
/**
 * The wizard's preview: its card is at most 736 CSS px wide (358 on a 390 px phone), so 1,050 px
 * is sharp on a phone at 3x and on a desktop at 1.4x. Drawing and encoding cost grows with the
 * pixels: 1,400 px took a new card's preview about twice the CPU for detail only the 2.5x zoom
 * could show.
 */
export const PREVIEW_WIDTH = 1050;

export const cardFronts = {
  "grand-teton": { park: "Grand Teton National Park", draw: grandTeton },
  arches: { park: "Arches National Park", draw: arches },
  yosemite: { park: "Yosemite National Park", draw: yosemite },
  "great-smoky-mountains": { park: "Great Smoky Mountains National Park", draw: smokyMountains },
} as const;

export type CardFrontId = keyof typeof cardFronts;
export const cardFrontIds = Object.keys(cardFronts) as CardFrontId[];
export const DEFAULT_CARD_FRONT: CardFrontId = "grand-teton";

export function isCardFrontId(value: unknown): value is CardFrontId {
  return typeof value === "string" && Object.hasOwn(cardFronts, value);
}

/** Deterministic scatter, so a scene (and its golden image) is the same on every render. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

/** A layered conifer standing on (x, baseY). */
function pine(x: number, baseY: number, h: number, fill: string) {
  const w = h * 0.42;
  const tiers = [0, 0.3, 0.55].map((t, i) => {
    const top = baseY - h + t * h;
    const bottom = baseY - h * 0.12 - (2 - i) * h * 0.18;
    const half = (w / 2) * (0.6 + i * 0.2);
    return `M${x} ${top} L${x + half} ${bottom} L${x - half} ${bottom} Z`;
  });
  return `<path fill="${fill}" d="${tiers.join(" ")} M${x - h * 0.03} ${baseY - h * 0.14} h${h * 0.06} v${h * 0.14} h${-h * 0.06} Z"/>`;
}

function forest(seed: number, from: number, to: number, baseY: number, minH: number, maxH: number, fill: string) {
  const rnd = seeded(seed);
  const trees: string[] = [];
  for (let x = from; x < to; x += 26 + rnd() * 34) {
    trees.push(pine(Math.round(x), baseY + rnd() * 24, minH + rnd() * (maxH - minH), fill));
  }
  return trees.join("");
}

function svg(body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">${body}</svg>`;
}

/** Jagged peaks above a still lake at dawn, mirrored in the water. */
function grandTeton() {
  const peaks =
    "M0 930 L150 760 L260 820 L420 560 L520 650 L640 420 L720 520 L800 300 L880 470 L960 380 L1060 560 L1160 470 L1280 640 L1400 560 L1560 720 L1700 650 L1880 780 L2100 700 L2100 1000 L0 1000 Z";
  const snow =
    "M640 420 L690 480 L665 500 L700 540 L720 520 Z M800 300 L845 390 L815 380 L830 450 L790 400 L770 360 Z M960 380 L1010 470 L975 455 L990 500 L945 430 Z M420 560 L470 620 L440 615 L400 590 Z M1160 470 L1210 540 L1180 530 L1140 500 Z";
  return svg(`
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#3f6fa8"/><stop offset="0.55" stop-color="#f3b98f"/><stop offset="1" stop-color="#fde6c8"/>
      </linearGradient>
      <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#6d93b8"/><stop offset="1" stop-color="#1f3e5c"/>
      </linearGradient>
      <linearGradient id="rock" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#5b6b8f"/><stop offset="1" stop-color="#2e3b58"/>
      </linearGradient>
    </defs>
    <rect width="2100" height="1500" fill="url(#sky)"/>
    <circle cx="1520" cy="560" r="120" fill="#fff4dc" opacity="0.9"/>
    <path d="M0 900 L300 700 L520 800 L900 620 L1300 760 L1700 600 L2100 740 L2100 1000 L0 1000 Z" fill="#8e9fc0" opacity="0.7"/>
    <g id="range"><path d="${peaks}" fill="url(#rock)"/><path d="${snow}" fill="#f4f7fb"/></g>
    ${forest(7, -20, 2120, 1000, 70, 150, "#1d3a2c")}
    <rect y="1000" width="2100" height="500" fill="url(#lake)"/>
    <g opacity="0.28" transform="translate(0 2000) scale(1 -1)"><path d="${peaks}" fill="#2e3b58"/></g>
    <g opacity="0.35" transform="translate(0 2000) scale(1 -1)">${forest(7, -20, 2120, 1000, 70, 150, "#0f2419")}</g>
    <path d="M0 1500 L0 1330 C250 1290 480 1330 700 1400 C820 1440 900 1480 960 1500 Z" fill="#24402a"/>
    ${forest(11, -10, 520, 1390, 120, 230, "#10261a")}
    <g stroke="#e8eef5" stroke-width="6" opacity="0.35" stroke-linecap="round">
      <path d="M1100 1120 h260"/><path d="M1450 1180 h180"/><path d="M1250 1260 h320"/><path d="M1700 1340 h220"/>
    </g>`);
}

/** A sandstone arch at sunset over the desert. */
function arches() {
  return svg(`
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#2b2158"/><stop offset="0.45" stop-color="#c9506a"/><stop offset="0.8" stop-color="#f5a65b"/><stop offset="1" stop-color="#fbd38d"/>
      </linearGradient>
      <linearGradient id="sand" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#c8693a"/><stop offset="1" stop-color="#7a3219"/>
      </linearGradient>
      <linearGradient id="stone" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="#e07a43"/><stop offset="0.6" stop-color="#b44a26"/><stop offset="1" stop-color="#7f2f17"/>
      </linearGradient>
    </defs>
    <rect width="2100" height="1500" fill="url(#sky)"/>
    <circle cx="1650" cy="900" r="170" fill="#ffe2a8" opacity="0.85"/>
    <g fill="#fff" opacity="0.8"><circle cx="300" cy="140" r="4"/><circle cx="520" cy="90" r="3"/><circle cx="820" cy="200" r="3"/><circle cx="1180" cy="110" r="4"/><circle cx="1500" cy="170" r="3"/><circle cx="1900" cy="80" r="4"/></g>
    <path d="M0 1010 L0 900 L140 900 L170 860 L420 860 L450 930 L700 930 L720 1010 Z M1300 1010 L1330 880 L1380 860 L1760 860 L1800 900 L1980 900 L2000 940 L2100 940 L2100 1010 Z" fill="#8c3a2a"/>
    <rect y="1000" width="2100" height="500" fill="url(#sand)"/>
    <path fill="url(#stone)" fill-rule="evenodd" d="M520 1180 L560 640 C580 470 720 360 960 350 C1210 345 1380 460 1420 640 L1470 1180 L1270 1180 L1240 760 C1215 620 1110 560 990 560 C860 565 770 630 750 760 L720 1180 Z"/>
    <path d="M560 640 C580 470 720 360 960 350 C1210 345 1380 460 1420 640 C1340 520 1200 440 980 445 C770 450 640 520 560 640 Z" fill="#f09a5e" opacity="0.55"/>
    <path d="M0 1500 L0 1240 C300 1190 700 1230 1050 1300 C1400 1370 1800 1330 2100 1280 L2100 1500 Z" fill="#6b2b15"/>
    <g fill="#4d5b2a">
      <ellipse cx="260" cy="1260" rx="70" ry="30"/><ellipse cx="1750" cy="1320" rx="90" ry="34"/><ellipse cx="1180" cy="1390" rx="60" ry="24"/><ellipse cx="1960" cy="1230" rx="50" ry="20"/>
    </g>`);
}

/** Half Dome above the valley, a waterfall on the cliff and a meadow with pines. */
function yosemite() {
  return svg(`
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#5fa8dc"/><stop offset="1" stop-color="#e4f2fb"/>
      </linearGradient>
      <linearGradient id="granite" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="#d9d6cf"/><stop offset="0.7" stop-color="#a5a29c"/><stop offset="1" stop-color="#76736e"/>
      </linearGradient>
      <linearGradient id="meadow" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#86a846"/><stop offset="1" stop-color="#3f6a2a"/>
      </linearGradient>
    </defs>
    <rect width="2100" height="1500" fill="url(#sky)"/>
    <g fill="#fff" opacity="0.9"><ellipse cx="420" cy="220" rx="200" ry="55"/><ellipse cx="560" cy="190" rx="140" ry="60"/><ellipse cx="1600" cy="160" rx="230" ry="50"/><ellipse cx="1760" cy="140" rx="130" ry="55"/></g>
    <path d="M0 1050 L0 600 C120 560 260 540 380 580 L470 1050 Z" fill="#8f8c86"/>
    <path d="M900 1050 C1000 820 1140 560 1330 420 C1420 355 1500 325 1570 330 L1600 370 L1640 1050 Z" fill="url(#granite)"/>
    <path d="M1570 330 L1600 370 L1640 1050 L1560 1050 C1575 800 1580 560 1570 330 Z" fill="#6d6a65"/>
    <path d="M1700 1050 L1720 760 C1800 700 1960 690 2100 720 L2100 1050 Z" fill="#9d9a94"/>
    <g stroke="#ffffff" stroke-linecap="round" opacity="0.9">
      <path d="M300 600 C305 700 300 820 310 1040" stroke-width="26"/><path d="M330 620 C330 760 335 900 330 1040" stroke-width="10" opacity="0.7"/>
    </g>
    <ellipse cx="318" cy="1045" rx="90" ry="22" fill="#ffffff" opacity="0.7"/>
    ${forest(3, -20, 2120, 1090, 110, 210, "#24502f")}
    <rect y="1080" width="2100" height="420" fill="url(#meadow)"/>
    <path d="M0 1500 L0 1300 C400 1250 900 1380 1300 1340 C1600 1310 1900 1260 2100 1280 L2100 1500 Z" fill="#2f5a22"/>
    <path d="M700 1500 C820 1380 1020 1300 1300 1250 C1200 1320 1050 1420 980 1500 Z" fill="#6fa3c8" opacity="0.8"/>
    ${forest(19, 1500, 2120, 1500, 220, 340, "#163a22")}`);
}

/** Blue ridges fading into the mist the Smokies are named for. */
function smokyMountains() {
  const ridges = [
    [
      "#b9cde0",
      "M0 720 C200 640 380 660 560 600 C760 540 920 620 1120 580 C1340 540 1520 600 1720 560 C1880 530 2000 570 2100 560",
    ],
    [
      "#93b2ce",
      "M0 860 C240 760 420 800 620 740 C820 690 1000 780 1220 720 C1420 670 1620 760 1820 700 C1960 660 2040 690 2100 680",
    ],
    [
      "#6b8fb3",
      "M0 1000 C180 920 360 930 560 880 C780 820 960 920 1180 870 C1400 820 1600 900 1800 850 C1960 820 2040 840 2100 830",
    ],
    ["#4a6d92", "M0 1150 C220 1060 420 1080 640 1020 C860 960 1060 1070 1300 1010 C1520 960 1740 1050 2100 980"],
    ["#2f4b6b", "M0 1320 C260 1220 520 1250 760 1190 C1000 1130 1240 1240 1500 1180 C1740 1130 1920 1190 2100 1150"],
  ];
  return svg(`
    <defs>
      <linearGradient id="mist" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.25" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/>
      </linearGradient>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#f6d7b0"/><stop offset="0.6" stop-color="#f2e6d8"/><stop offset="1" stop-color="#dfe7ef"/>
      </linearGradient>
    </defs>
    <rect width="2100" height="1500" fill="url(#sky)"/>
    <circle cx="560" cy="430" r="140" fill="#fbe3bd"/>
    ${ridges
      .map(
        ([fill, d], i) =>
          `<path d="${d} L2100 1500 L0 1500 Z" fill="${fill}"/><path d="${d} L2100 1500 L0 1500 Z" fill="url(#mist)" opacity="${0.5 - i * 0.08}"/>`,
      )
      .join("")}
    ${forest(23, -20, 2120, 1500, 120, 200, "#1b3148")}`);
}
