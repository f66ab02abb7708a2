import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { queryClient } from "@/lib/queries";
import { organizeQueries } from "../api/organize-api";
import { ErrorNote, Loading, StateBadge } from "../components/organize-shell";

/** The organiser's campaigns, newest first, and the way to start one. */
export function CampaignsPage() {
  const { data, isPending, error } = useQuery(organizeQueries.campaigns(), queryClient);
  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">Your campaigns</h1>
        <Link to="/organize/new" className={buttonVariants()}>
          New campaign
        </Link>
      </div>
      {isPending ? <Loading /> : null}
      {error ? <ErrorNote>{error.message}</ErrorNote> : null}
      {data && data.length === 0 ? (
        <p className="rounded-2xl border border-ink/10 bg-white p-5">
          No campaign yet. Start one: give it a name, the ask your members read, and a few talking points.
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {data?.map((c) => (
          <li key={c.id} className="rounded-2xl border border-ink/10 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Link to={`/organize/${c.id}`} className="text-lg font-bold underline-offset-2 hover:underline">
                {c.name}
              </Link>
              <StateBadge state={c.state} suspended={c.suspended} />
            </div>
            <p className="text-sm text-ink/80">
              A campaign by {c.organisation} · /c/{c.slug}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
