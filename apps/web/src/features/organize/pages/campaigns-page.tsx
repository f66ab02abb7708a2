import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { queryClient } from "@/lib/queries";
import { organizeApi, organizeQueries } from "../api/organize-api";
import { ErrorNote, Loading, StateBadge } from "../components/organize-shell";
import { useOrganizePage } from "../components/page-arrival";

/** The organiser's campaigns, newest first, and the way to start one. */
export function CampaignsPage() {
  const { data, isPending, error } = useQuery(organizeQueries.campaigns(), queryClient);
  useOrganizePage("Your campaigns");
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
      <YourData />
    </>
  );
}

/** The organiser's own data: a download, and the erasure of their account and campaigns. */
function YourData() {
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const erase = async () => {
    setFailed(null);
    try {
      await organizeApi.erase();
      queryClient.clear();
      location.assign("/organize");
    } catch (err) {
      // The server's reason when it gave one (postcards still on their way, a refund not made yet).
      setFailed(
        err instanceof ApiError && err.status >= 400 && err.status !== 500
          ? err.message
          : "We couldn't delete your account just now. Try again in a minute.",
      );
    }
  };
  return (
    <section aria-labelledby="your-data" className="mt-8 rounded-2xl border border-ink/10 bg-white p-4 shadow-sm">
      <h2 id="your-data" className="mb-2 text-lg font-bold">
        Your data
      </h2>
      <p className="mb-3 text-sm text-ink/80">
        Your email, your campaigns as you wrote them and their counts. Deleting your account deletes your campaigns:
        their links stop working, and the cards already sent stay with their senders.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <a href="/api/organize/data" download className="font-semibold underline">
          Download my data
        </a>
        {confirming ? (
          <>
            <Button variant="danger" size="sm" onClick={() => void erase()}>
              Yes, delete my account and campaigns
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Keep them
            </Button>
          </>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            Delete my account and campaigns
          </Button>
        )}
      </div>
      {failed ? <ErrorNote>{failed}</ErrorNote> : null}
    </section>
  );
}
