import type { AdminOverview } from "@civic/contracts/admin";
import { dollars } from "./format";

/** Revenue per day for 30 days as bars: a plain SVG, with its figures in words for screen readers. */
export function RevenueChart({ daily }: { daily: AdminOverview["daily"] }) {
  const width = 300;
  const height = 80;
  const max = Math.max(1, ...daily.map((d) => d.revenueCents));
  const total = daily.reduce((sum, d) => sum + d.revenueCents, 0);
  const best = daily.reduce(
    (a, b) => (b.revenueCents > a.revenueCents ? b : a),
    daily[0] ?? { day: "", revenueCents: 0 },
  );
  const bar = width / Math.max(1, daily.length);
  const summary = `Revenue per day over the last 30 days: ${dollars(total)} in all${
    best.revenueCents > 0 ? `, most on ${best.day} (${dollars(best.revenueCents)})` : ""
  }.`;
  return (
    <figure className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-24 w-full" role="img" aria-label={summary}>
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} className="stroke-ink/20" />
        {daily.map((d, i) => {
          const h = (d.revenueCents / max) * (height - 4);
          return (
            <rect
              key={d.day}
              x={i * bar + 1}
              y={height - h}
              width={Math.max(1, bar - 2)}
              height={h}
              rx="1"
              className="fill-ink-soft"
            >
              <title>{`${d.day}: ${dollars(d.revenueCents)}, ${d.orders} orders`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-ink/75">
        <span>{daily[0]?.day}</span>
        <span>{daily.at(-1)?.day}</span>
      </figcaption>
    </figure>
  );
}
