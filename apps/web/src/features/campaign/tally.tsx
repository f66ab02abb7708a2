import { type CampaignTally, OTHER_STATES } from "@civic/contracts/campaigns";

const n = (value: number) => value.toLocaleString("en-US");
const cardsWord = (count: number) => (count === 1 ? "postcard" : "postcards");

/**
 * Where the cards went: Congress's chambers, and state legislators when any were written to; none
 * before the first card (a statehouse campaign's "0 to the House" would say it writes there).
 */
function chamberLine({ house, senate, statehouse }: CampaignTally["byChamber"]) {
  const congress = `${n(house)} to the House · ${n(senate)} to the Senate`;
  const state = `${n(statehouse)} to state legislators`;
  if (statehouse === 0) return house + senate === 0 ? null : congress;
  return house + senate === 0 ? state : `${congress} · ${state}`;
}

/** The tally as the campaign page and the embeddable counter show it: counts only. */
export function TallyFigures({ tally, compact = false }: { tally: CampaignTally; compact?: boolean }) {
  const { total, goal, mailed } = tally;
  const share = goal ? Math.min(1, total / goal) : 0;
  return (
    <div className="flex flex-col gap-2" aria-live="polite" aria-atomic="true" data-testid="tally">
      <p className="text-lg">
        <span className="text-3xl font-extrabold">{n(total)}</span> {cardsWord(total)}
        {goal ? ` of a goal of ${n(goal)}` : " written"}
      </p>
      {goal ? (
        <div
          role="progressbar"
          aria-label="Towards the goal"
          aria-valuemin={0}
          aria-valuemax={goal}
          aria-valuenow={Math.min(total, goal)}
          className="h-3 w-full overflow-hidden rounded-full bg-ink/10"
        >
          <div className="h-full rounded-full bg-sage" style={{ width: `${share * 100}%` }} />
        </div>
      ) : null}
      <p className="text-sm text-ink/80">{n(mailed)} mailed so far</p>
      {tally.bySenders.printed > 0 ? (
        <p className="text-sm text-ink/80" data-testid="tally-by-senders">
          Plus {n(tally.bySenders.printed)} written by hand by senders themselves: {n(tally.bySenders.reportedMailed)}{" "}
          mailed, as reported by their senders
        </p>
      ) : null}
      {compact ? null : (
        <>
          {chamberLine(tally.byChamber) ? <p className="text-sm text-ink/80">{chamberLine(tally.byChamber)}</p> : null}
          {tally.byState.length ? (
            <details className="text-sm">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold">By state</summary>
              <ul className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
                {tally.byState.map((s) => (
                  <li key={s.state}>
                    {s.state === OTHER_STATES ? "Other states" : s.state}:{" "}
                    {s.cards === null ? "fewer than 5" : n(s.cards)}
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
