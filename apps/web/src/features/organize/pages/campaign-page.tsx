import { US_STATES } from "@civic/contracts/address-parsing";
import type { CampaignState } from "@civic/contracts/campaigns";
import { cardFrontParks, DEFAULT_CARD_FRONT_ID } from "@civic/contracts/card-fronts";
import { formatDollars, PER_CARD_CENTS } from "@civic/contracts/pricing";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Button, buttonVariants } from "@/components/ui/button";
import { focusHeading } from "@/lib/page-arrival";
import { usePublicConfig } from "@/lib/public-config";
import { queryClient } from "@/lib/queries";
import { organizeApi, organizeQueries, useCampaignMutation } from "../api/organize-api";
import { CloseCampaign } from "../components/close-campaign";
import { Dashboard } from "../components/dashboard";
import { ErrorNote, Loading, StateBadge } from "../components/organize-shell";
import { useOrganizePage } from "../components/page-arrival";
import { SponsoredCards } from "../components/sponsored-cards";

const chamberWords = {
  house: "The House",
  senate: "The Senate",
  both: "The House and the Senate",
  statehouse: "Each sender's state legislators",
} as const;
/** A statehouse campaign's one state, said: "The Vermont Legislature". */
const writingTo = (c: { chamber: keyof typeof chamberWords; targetState: string | null }) =>
  c.chamber === "statehouse" && c.targetState
    ? `The ${US_STATES[c.targetState] ?? c.targetState} Legislature (senders in ${US_STATES[c.targetState] ?? c.targetState})`
    : chamberWords[c.chamber];

/** What closing did, from the budget the server now reports (refunds may still be on their way). */
function closedWords(campaignId: string) {
  const budget = queryClient.getQueryData(organizeQueries.budget(campaignId).queryKey);
  const unused = budget?.remainingCards ?? 0;
  return unused > 0
    ? `The campaign is closed. Its ${unused} unused prepaid ${unused === 1 ? "card is" : "cards are"} being refunded: ${formatDollars(unused * PER_CARD_CENTS)}.`
    : "The campaign is closed.";
}

/** One campaign: its link, what senders see, and its state. */
export function CampaignPage() {
  const { campaignId = "" } = useParams();
  const { data, error } = useQuery(organizeQueries.campaign(campaignId), queryClient);
  const { cardFronts } = usePublicConfig();
  // Said once the change is made; the button pressed is gone by then, so focus goes to the heading.
  const [said, setSaid] = useState("");
  const move = useCampaignMutation(
    async (state: CampaignState) => {
      const campaign = await organizeApi.setState(campaignId, state);
      // Gone live, the dashboard appears above the prepaid cards: with its counts already here it
      // appears with the new state, rather than a moment later, pushing down what is being clicked.
      if (campaign.state === "live") await queryClient.prefetchQuery(organizeQueries.dashboard(campaignId));
      return campaign;
    },
    (campaign) => {
      setSaid(campaign.state === "live" ? "The campaign is live: its link takes postcards." : closedWords(campaignId));
      requestAnimationFrame(() => focusHeading(document.querySelector("main")));
    },
  );
  useOrganizePage(data ? data.name : null);
  if (error) return <ErrorNote>{error.message}</ErrorNote>;
  if (!data) return <Loading />;
  const link = `${location.origin}/c/${data.slug}`;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">{data.name}</h1>
        <StateBadge state={data.state} suspended={data.suspended} />
      </div>
      <p role="status" className={said ? "rounded-xl bg-sage/15 p-3 font-medium" : "sr-only"}>
        {said}
      </p>
      {data.suspended ? (
        <ErrorNote>
          An operator suspended this campaign: its link says so and takes no cards. Write to us if you think this is a
          mistake.
        </ErrorNote>
      ) : null}
      <section className="rounded-2xl border border-ink/10 bg-white p-4 shadow-sm">
        <h2 className="mb-2 text-lg font-bold">The link</h2>
        {data.state === "draft" ? <p className="mb-3 text-ink/80">The link works once the campaign is live.</p> : null}
        <p className="break-all font-mono text-sm">
          {data.state === "draft" ? link : <a href={`/c/${data.slug}`}>{link}</a>}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {data.state !== "closed" ? (
            <Link to={`/organize/${data.id}/edit`} className={buttonVariants({ variant: "secondary" })}>
              Edit
            </Link>
          ) : null}
          {data.state === "draft" ? (
            <Button onClick={() => move.mutate("live")} disabled={move.isPending}>
              Go live
            </Button>
          ) : null}
          {data.state === "live" ? (
            <CloseCampaign campaignId={data.id} pending={move.isPending} onConfirm={() => move.mutate("closed")} />
          ) : null}
        </div>
        {move.error ? <ErrorNote>{move.error.message}</ErrorNote> : null}
        {data.state !== "draft" ? (
          <div className="mt-4 flex flex-wrap items-end gap-4">
            <img
              src={`/api/campaigns/${data.slug}/qr.png`}
              alt={`QR code for ${link}`}
              width={128}
              height={128}
              className="rounded-lg border border-ink/10"
            />
            <div className="flex flex-col gap-2">
              <a href={`/api/campaigns/${data.slug}/qr.png?download`} download className="font-semibold underline">
                Download the QR code
              </a>
              <p className="text-sm text-ink/80">
                A counter for your own page:{" "}
                <code className="break-all">{`<iframe src="${link}/embed" title="${data.name}" width="320" height="200"></iframe>`}</code>
              </p>
            </div>
          </div>
        ) : null}
      </section>
      {data.state !== "draft" ? <Dashboard campaignId={data.id} /> : null}
      {/* Prepaid cards are cards to Congress (decision 0125): a statehouse campaign's senders pay. */}
      {data.chamber === "statehouse" ? (
        <p className="text-sm text-ink/80" data-testid="statehouse-not-prepaid">
          A campaign to a state legislature cannot prepay its senders' cards: each sender pays for their own.
        </p>
      ) : (
        <SponsoredCards campaignId={data.id} open={data.state !== "closed" && !data.suspended} />
      )}
      <section className="rounded-2xl border border-ink/10 bg-white p-4 shadow-sm">
        <h2 className="mb-2 text-lg font-bold">What senders see</h2>
        <p className="text-sm text-ink/80">A campaign by {data.organisation}</p>
        <p className="my-2 whitespace-pre-line">{data.ask}</p>
        {data.talkingPoints.length ? (
          <ul className="list-disc pl-5">
            {data.talkingPoints.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink/75">Writing to</dt>
          <dd>{writingTo(data)}</dd>
          <dt className="text-ink/75">Goal</dt>
          <dd>{data.goal ? `${data.goal.toLocaleString("en-US")} ${data.goal === 1 ? "card" : "cards"}` : "None"}</dd>
          <dt className="text-ink/75">Ends</dt>
          <dd>{data.endsOn ?? "When you close it"}</dd>
          <dt className="text-ink/75">Card front</dt>
          <dd>
            {cardFrontParks[data.cardFront]}
            {cardFronts.includes(data.cardFront)
              ? null
              : ` (our print shop cannot print it now: senders' cards show ${cardFrontParks[DEFAULT_CARD_FRONT_ID]})`}
          </dd>
        </dl>
      </section>
    </div>
  );
}
