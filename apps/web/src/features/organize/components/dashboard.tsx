import type { CountRow } from "@civic/contracts/campaigns";
import { useQuery } from "@tanstack/react-query";
import { queryClient } from "@/lib/queries";
import { organizeQueries } from "../api/organize-api";
import { ErrorNote } from "./organize-shell";

const n = (v: number) => v.toLocaleString("en-US");

/** The campaign's counts, live; each under 5 is "fewer than 5", so no sender can be singled out. */
export function Dashboard({ campaignId }: { campaignId: string }) {
  const { data, error } = useQuery(organizeQueries.dashboard(campaignId), queryClient);
  if (error) return <ErrorNote>{error.message}</ErrorNote>;
  if (!data) return null;
  const base = `/api/organize/campaigns/${encodeURIComponent(campaignId)}`;
  return (
    <section aria-labelledby="dashboard-title" className="rounded-2xl border border-ink/10 bg-white p-4 shadow-sm">
      <h2 id="dashboard-title" className="mb-2 text-lg font-bold">
        Dashboard
      </h2>
      <p className="mb-3" data-testid="dashboard-totals">
        <span className="text-2xl font-extrabold">{n(data.total)}</span> {data.total === 1 ? "card" : "cards"} ·{" "}
        {n(data.mailed)} mailed · {n(data.supporters)} {data.supporters === 1 ? "supporter" : "supporters"} shared their
        details with you
      </p>
      {data.bySenders.printed > 0 ? (
        <p className="mb-3" data-testid="dashboard-by-senders">
          {n(data.bySenders.printed)} {data.bySenders.printed === 1 ? "card" : "cards"} printed to write by hand ·{" "}
          {n(data.bySenders.reportedMailed)} mailed, as reported by their senders
        </p>
      ) : null}
      <p className="mb-4 text-sm text-ink/80">
        Any count under 5 shows as “fewer than 5”, and states, districts and members with fewer than 5 are counted
        together, so that no sender can be singled out.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <Counts title="Per day" rows={data.perDay} />
        <Counts title="Per state" rows={data.perState} />
        <Counts title="Per congressional district" rows={data.perDistrict} />
        <Counts title="Per member written to" rows={data.perMember} />
      </div>
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <a href={`${base}/counts.csv`} download className="font-semibold underline">
          Download the counts (CSV)
        </a>
        <a href={`${base}/supporters.csv`} download className="font-semibold underline">
          Download the supporters who opted in (CSV)
        </a>
      </div>
    </section>
  );
}

function Counts({ title, rows }: { title: string; rows: CountRow[] }) {
  return (
    <div>
      <h3 className="mb-1 font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-ink/80">No cards yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{title.replace(/^Per /, "")}</th>
              <th scope="col">Cards</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-b border-ink/10">
                <td className="py-1 pr-2">{r.label}</td>
                <td className="py-1 text-right tabular-nums">{r.cards === null ? "fewer than 5" : n(r.cards)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
