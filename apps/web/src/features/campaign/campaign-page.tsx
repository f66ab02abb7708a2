import type { PublicCampaign } from "@civic/contracts/campaigns";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { LanguageSwitch } from "@/components/language-switch";
import { skipOnboardingState } from "@/config/paths";
import { useCampaign, useTally } from "./api/campaign-api";
import { TallyFigures } from "./tally";

/** A campaign's link (/c/{slug}): what it asks, who asks, and the way to write. */
export default function CampaignPage() {
  const { slug = "" } = useParams();
  const campaign = useCampaign(slug);
  const { t } = useLingui();
  const name = campaign.status === "ready" ? campaign.data.name : null;
  // The server's plain first paint of this page (http/web-app.ts) gives way to the app's.
  useLayoutEffect(() => document.getElementById("campaign-first-paint")?.remove(), []);
  useEffect(() => {
    if (name) document.title = `${name} · Civic Postcard`;
  }, [name]);
  return (
    <>
      {/* The site's name, home to the wizard; not the site's header, whose menu this light page leaves out. */}
      <header className="border-b border-ink/10">
        <div className="mx-auto flex h-14 max-w-2xl items-center justify-between px-4">
          <Link to="/" state={skipOnboardingState} className="rounded-lg p-1 text-lg font-bold">
            Civic Postcard
          </Link>
          <LanguageSwitch className="hover:bg-ink/5" />
        </div>
      </header>
      <main className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-6 text-ink">
        {campaign.status === "loading" ? (
          <div role="status" className="flex min-h-[40dvh] items-center justify-center">
            <span className="size-8 animate-spin rounded-full border-4 border-ink/20 border-t-ink" />
            <span className="sr-only">{t`Loading…`}</span>
          </div>
        ) : null}
        {campaign.status === "error" ? <Unavailable notFound={campaign.notFound} /> : null}
        {campaign.status === "ready" ? <Campaign campaign={campaign.data} /> : null}
      </main>
    </>
  );
}

function Campaign({ campaign }: { campaign: PublicCampaign }) {
  const tally = useTally(campaign.slug, campaign.status !== "suspended");
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const write = () => {
    if (campaign.status !== "live") return;
    // The wizard takes it from here once, on arrival (the key is its state/campaign-start.ts's).
    const { slug, name, organisation, talkingPoints, chamber, targetState, cardFront } = campaign;
    const sponsored = campaign.sponsoredBy !== null;
    try {
      sessionStorage.setItem(
        "campaignStart",
        JSON.stringify({ slug, name, organisation, talkingPoints, chamber, targetState, cardFront, sponsored }),
      );
    } catch (err) {
      console.error(err); // storage refused (a private window's quota): the wizard starts without the campaign
    }
    // The wizard keeps the page's language, on a reload too (the campaign's, unless the visitor chose).
    navigate(`/?lang=${i18n.locale}`, { state: skipOnboardingState });
  };
  return (
    <>
      <div>
        <p className="text-sm font-semibold text-ink/80">{t`A campaign by ${campaign.organisation}`}</p>
        <h1 className="text-3xl font-bold md:text-4xl" lang={campaign.language}>
          {campaign.name}
        </h1>
      </div>
      {campaign.status === "suspended" ? (
        <p role="status" className="rounded-2xl border-2 border-stamp/50 bg-white p-4 text-lg">
          {t`This campaign has been suspended by Civic Postcard and is not taking postcards. You can still write to your members of Congress on your own.`}
        </p>
      ) : (
        <>
          {campaign.status === "closed" ? (
            <p role="status" className="rounded-2xl border-2 border-ink/30 bg-white p-4 text-lg">
              {t`This campaign has closed and is not taking postcards any more. Thank you to everyone who wrote.`}
            </p>
          ) : null}
          <p className="whitespace-pre-line text-lg" lang={campaign.language}>
            {campaign.ask}
          </p>
          {/* Whose legislators a statehouse campaign writes to: one state's, or each sender's own (decision 0125). */}
          {campaign.chamber === "statehouse" ? (
            <p className="font-semibold">
              {campaign.targetStateName
                ? t`Postcards to ${campaign.targetStateName}'s state legislators, from people who live there.`
                : t`Postcards to your own state senator and representatives.`}
            </p>
          ) : null}
          {campaign.status === "live" && campaign.sponsoredBy ? (
            <p className="rounded-2xl bg-sage/15 p-4 text-lg font-semibold">{t`Your postcards are paid for by ${campaign.sponsoredBy}`}</p>
          ) : null}
          {campaign.status === "live" ? (
            <button
              type="button"
              onClick={write}
              // The button's look, written out: the shared Button pulls class-merging code this page does not need.
              className="inline-flex min-h-13 items-center justify-center rounded-xl bg-ink px-6 py-3 text-lg font-semibold text-white hover:bg-ink/90 focus-visible:outline-3"
            >
              {t`Write your postcard`}
            </button>
          ) : null}
          {tally ? (
            <section aria-label={t`Tally`} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
              <TallyFigures tally={tally} />
            </section>
          ) : null}
          {campaign.talkingPoints.length ? (
            <section className="flex flex-col gap-1">
              <h2 className="font-bold">{t`What to say`}</h2>
              {/* The organiser's own words, in the campaign's language whatever the page's. */}
              <ul className="list-disc pl-5" lang={campaign.language}>
                {campaign.talkingPoints.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
              {/* A closed campaign takes no card: nothing to start from, nor a QR code to hand out. */}
              {campaign.status === "live" ? (
                <p className="text-sm text-ink/80">
                  {t`Start from these and add a sentence about you: offices give more weight to your own words.`}
                </p>
              ) : null}
            </section>
          ) : null}
          {campaign.status === "live" ? (
            <a
              href={`/api/campaigns/${encodeURIComponent(campaign.slug)}/qr.png?download`}
              download
              className="self-start font-semibold underline underline-offset-4"
            >
              {t`Download the QR code for flyers`}
            </a>
          ) : null}
        </>
      )}
      {campaign.status !== "live" ? (
        <Link to="/" className="font-semibold underline underline-offset-4">
          {t`Write your own postcard`}
        </Link>
      ) : null}
    </>
  );
}

function Unavailable({ notFound }: { notFound: boolean }) {
  const { t } = useLingui();
  return (
    <div role="alert" className="rounded-2xl border border-ink/15 bg-white p-5">
      <h1 className="mb-2 text-2xl font-bold">
        {notFound ? t`There is no campaign at this link` : t`We couldn't load this campaign`}
      </h1>
      <p>
        {notFound
          ? t`Check the link you were sent; the campaign may not be live yet.`
          : t`Check your connection and reload the page.`}
      </p>
    </div>
  );
}
