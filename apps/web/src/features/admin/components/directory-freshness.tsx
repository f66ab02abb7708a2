import type { DirectoryFreshness } from "@civic/contracts/admin";
import { ago, when } from "./format";

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
/** A date of the data ("2026-11-03"), written as it is: no time zone shifts it a day. */
const onDay = (date: string | null) => (date ? day.format(new Date(`${date}T00:00:00Z`)) : "—");

/** The directory's freshness: its data's date, its refreshes, and the seats it knows no holder of. */
export function DirectoryFreshnessPanel({ freshness }: { freshness: DirectoryFreshness }) {
  const seats = freshness.seatsWithoutKnownHolder;
  return (
    <div className="mt-3 space-y-2 text-sm">
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-ink/75">Data as of (newest term start)</dt>
          <dd className="font-semibold">{onDay(freshness.newestTermStart)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink/75">Last successful refresh</dt>
          <dd className="font-semibold" title={when(freshness.lastRefresh)}>
            {when(freshness.lastRefresh)} ({ago(freshness.lastRefresh)})
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink/75">Refreshes</dt>
          <dd className="font-semibold">
            {freshness.refreshesHourly ? "Every hour (a new Congress is being sworn in)" : "Once a day"}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink/75">Seats without a known holder</dt>
          <dd className="text-xl font-bold tabular-nums">{seats.length}</dd>
        </div>
      </dl>
      {seats.length ? (
        <details>
          <summary className="cursor-pointer font-semibold">
            {seats.length === 1 ? "1 seat's" : `${seats.length} seats'`} term ended and the data has no successor: they
            receive no cards
          </summary>
          <ul className="mt-2 max-h-64 overflow-y-auto" aria-label="Seats without a known holder">
            {seats.map((s) => (
              <li key={s.id}>
                {s.seat}: {s.name}, term ended {onDay(s.termEnded)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <h3 className="pt-2 font-semibold">State legislators</h3>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-ink/75">Members as of</dt>
          <dd className="font-semibold">{onDay(freshness.state.membersAsOf)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink/75">Last successful refresh</dt>
          <dd className="font-semibold" title={when(freshness.state.lastRefresh)}>
            {when(freshness.state.lastRefresh)} ({ago(freshness.state.lastRefresh)})
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink/75">Sitting legislators</dt>
          <dd className="text-xl font-bold tabular-nums">{freshness.state.legislators}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink/75">No ZIP leads to them</dt>
          <dd className="text-xl font-bold tabular-nums">{freshness.state.notReachedByZip}</dd>
        </div>
      </dl>
      <p className="text-xs text-ink/75">As of {when(freshness.asOf)} by the directory's clock.</p>
    </div>
  );
}
