import { useLingui } from "@lingui/react/macro";

/** A postcard flying to the Capitol: drawn for Civic Postcard. */
export function LandingIllustration() {
  const { t } = useLingui();
  return (
    <svg
      viewBox="0 0 320 160"
      role="img"
      aria-label={t`A postcard on its way to the Capitol`}
      className="mx-auto h-auto w-full max-w-sm"
    >
      <ellipse cx="160" cy="126" rx="150" ry="12" fill="#dfe8df" />
      <g fill="#f4efe4" stroke="#1d3557" strokeWidth="2">
        <rect x="196" y="84" width="96" height="40" />
        <rect x="222" y="62" width="44" height="22" />
        <path d="M226 62a18 18 0 0 1 36 0z" />
        <rect x="241" y="30" width="6" height="14" />
      </g>
      <g stroke="#1d3557" strokeWidth="2">
        {[204, 216, 228, 240, 252, 264, 276].map((x) => (
          <path key={x} d={`M${x} 90v30`} />
        ))}
      </g>
      <path d="M244 24v6" stroke="#c1121f" strokeWidth="2" />
      <path d="M20 100c40-40 90-60 150-62" fill="none" stroke="#457b9d" strokeWidth="2" strokeDasharray="4 6" />
      <g transform="rotate(-12 70 70)">
        <rect x="28" y="48" width="88" height="58" rx="4" fill="#fff" stroke="#1d3557" strokeWidth="2" />
        <path d="M72 54v46" stroke="#1d3557" strokeWidth="1.5" />
        <rect x="96" y="54" width="14" height="16" rx="1.5" fill="#c1121f" />
        <path
          d="M36 62h28M36 72h26M36 82h20M78 80h28M78 88h24M78 96h20"
          stroke="#457b9d"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}
