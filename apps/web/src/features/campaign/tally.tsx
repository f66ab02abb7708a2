// Not from campaigns.ts, whose schemas import zod: this page's first load has a budget (bench/README.md).
import { OTHER_STATES } from "@civic/contracts/campaign-page";
import type { CampaignTally } from "@civic/contracts/campaigns";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

/** The tally as the campaign page and the embeddable counter show it: counts only. */
export function TallyFigures({ tally, compact = false }: { tally: CampaignTally; compact?: boolean }) {
  const { t, i18n } = useLingui();
  // As each language writes it in the US: US Spanish groups thousands with a comma too ("1,234").
  const n = (value: number) => value.toLocaleString(`${i18n.locale}-US`);
  const { total, goal, mailed } = tally;
  const share = goal ? Math.min(1, total / goal) : 0;
  // Every count by the language's plural rules (ICU): "1 postal escrita", "2 postales escritas".
  // The numbers are formatted above, so each message takes its count and its figure apart.
  const goalText = goal ? n(goal) : "";
  const headline = goal
    ? t({
        message: plural(total, {
          one: `postcard of a goal of ${goalText}`,
          other: `postcards of a goal of ${goalText}`,
        }),
      })
    : t({ message: plural(total, { one: "postcard written", other: "postcards written" }) });
  const mailedText = n(mailed);
  const mailedLine = t({
    message: plural(mailed, { one: `${mailedText} mailed so far`, other: `${mailedText} mailed so far` }),
  });
  const { printed, reportedMailed } = tally.bySenders;
  const printedText = n(printed);
  const reportedText = n(reportedMailed);
  const handwritten = t({
    message: plural(printed, {
      one: `${printedText} written by hand by senders themselves`,
      other: `${printedText} written by hand by senders themselves`,
    }),
  });
  const reported = t({
    message: plural(reportedMailed, {
      one: `${reportedText} mailed, as reported by their senders`,
      other: `${reportedText} mailed, as reported by their senders`,
    }),
  });
  const bySenders = t`Plus ${handwritten}: ${reported}`;
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
        <span className="text-3xl font-extrabold">{n(total)}</span> {headline}
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
      <p className="text-sm text-ink/80">{mailedLine}</p>
      {tally.bySenders.printed > 0 ? (
        <p className="text-sm text-ink/80" data-testid="tally-by-senders">
          {bySenders}
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
