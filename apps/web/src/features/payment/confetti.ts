/** site.md §2/§9: 50 dots in three colours for about 6 s; none for people who ask for less motion. */
const CONFETTI = { pieces: 50, colors: ["#1d3557", "#c1121f", "#2a6f4e"], durationMs: 6_000 } as const;

export async function celebrate(): Promise<boolean> {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return false;
  const { default: confetti } = await import("canvas-confetti");
  // A particle lives `ticks` frames (~60 a second), so this keeps the dots falling for ~6 s.
  await confetti({
    particleCount: CONFETTI.pieces,
    colors: [...CONFETTI.colors],
    shapes: ["circle"],
    spread: 100,
    startVelocity: 35,
    gravity: 0.5,
    ticks: Math.round((CONFETTI.durationMs / 1000) * 60),
    origin: { y: 0.3 },
    disableForReducedMotion: true,
  });
  return true;
}
