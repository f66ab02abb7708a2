/**
 * The slideshow's control glyphs, inline: an icon library would add its runtime to the entry
 * chunk, which carries the first-visit budget.
 */
type Props = { className?: string };
const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const CloseGlyph = ({ className }: Props) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className={className} {...stroke}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
export const PauseGlyph = ({ className }: Props) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className={className} {...stroke}>
    <path d="M8 5v14M16 5v14" />
  </svg>
);
export const PlayGlyph = ({ className }: Props) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className={className} {...stroke}>
    <path d="M7 4.5v15l12-7.5z" />
  </svg>
);
export const BackGlyph = ({ className }: Props) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className={className} {...stroke}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);
export const NextGlyph = ({ className }: Props) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className={className} {...stroke}>
    <path d="m9 18 6-6-6-6" />
  </svg>
);
