// Not from campaigns.ts, whose schemas import zod: this page's first load has a budget (bench/README.md).
import { OTHER_STATES } from "@civic/contracts/campaign-page";
import type { CampaignTally } from "@civic/contracts/campaigns";
import { useLingui } from "@lingui/react/macro";

/** The tally as the campaign page and the embeddable counter show it: counts only. */
export function TallyFigures({ tally, compact = false }: { tally: CampaignTally; compact?: boolean }) {
  const { t, i18n } = useLingui();
  // As each language writes it in the US: US Spanish groups thousands with a comma too ("1,234").
  const n = (value: number) => value.toLocaleString(`${i18n.locale}-US`);
  const { total, goal, mailed } = tally;
  const share = goal ? Math.min(1, total / goal) : 0;
  // One and many as English and Spanish both count them.
  const cards = total === 1 ? t`postcard` : t`postcards`;
  // Where the cards went: Congress's chambers, and state legislators when any were written to; none
  // before the first card (a statehouse campaign's "0 to the House" would say it writes there).
  const { house, senate, statehouse } = tally.byChamber;
  const congress = t`${n(house)} to the House · ${n(senate)} to the Senate`;
  const state = t`${n(statehouse)} to state legislators`;
  const chamberLine =
    statehouse === 0
      ? house + senate === 0
        ? null
        : congress
      : house + senate === 0
        ? state
        : `${congress} · ${state}`;
  return (
    <div className="flex flex-col gap-2" aria-live="polite" aria-atomic="true" data-testid="tally">
      <p className="text-lg">
        <span className="text-3xl font-extrabold">{n(total)}</span> {cards}{" "}
        {goal ? t`of a goal of ${n(goal)}` : t`written`}
      </p>
      {goal ? (
        <div
          role="progressbar"
          aria-label={t`Towards the goal`}
          aria-valuemin={0}
          aria-valuemax={goal}
          aria-valuenow={Math.min(total, goal)}
          className="h-3 w-full overflow-hidden rounded-full bg-ink/10"
        >
          <div className="h-full rounded-full bg-sage" style={{ width: `${share * 100}%` }} />
        </div>
      ) : null}
      <p className="text-sm text-ink/80">{t`${n(mailed)} mailed so far`}</p>
      {tally.bySenders.printed > 0 ? (
        <p className="text-sm text-ink/80" data-testid="tally-by-senders">
          {t`Plus ${n(tally.bySenders.printed)} written by hand by senders themselves: ${n(tally.bySenders.reportedMailed)} mailed, as reported by their senders`}
        </p>
      ) : null}
      {compact ? null : (
        <>
          {chamberLine ? <p className="text-sm text-ink/80">{chamberLine}</p> : null}
          {tally.byState.length ? (
            <details className="text-sm">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t`By state`}</summary>
              <ul className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
                {tally.byState.map((s) => (
                  <li key={s.state}>
                    {s.state === OTHER_STATES ? t`Other states` : s.state}:{" "}
                    {s.cards === null ? t`fewer than 5` : n(s.cards)}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </div>
  );
}
