import { useLingui } from "@lingui/react/macro";
import { useParams } from "react-router";
import { useCampaign, useCampaignLanguage, useTally } from "./api/campaign-api";
import { TallyFigures } from "./tally";

/**
 * The embeddable counter (/c/{slug}/embed), for an organisation's own page: the campaign's name,
 * its live tally and a link to write. The one page any site may frame.
 */
export default function CampaignEmbed() {
  const { slug = "" } = useParams();
  const campaign = useCampaign(slug);
  const { t } = useLingui();
  useCampaignLanguage(campaign);
  const live = campaign.status === "ready" && campaign.data.status !== "suspended";
  const tally = useTally(slug, live);
  return (
    <main className="flex min-h-dvh flex-col gap-3 bg-paper p-4 text-ink">
      {campaign.status === "ready" ? (
        <>
          <h1 className="text-xl font-bold" lang={campaign.data.language}>
            {campaign.data.name}
          </h1>
          {campaign.data.status === "suspended" ? (
            <p>{t`This campaign has been suspended by Civic Postcard and is not taking postcards.`}</p>
          ) : null}
          {tally ? <TallyFigures tally={tally} compact /> : null}
          {campaign.data.status === "live" ? (
            <a
              href={`/c/${encodeURIComponent(slug)}`}
              target="_blank"
              rel="noopener"
              className="self-start font-semibold underline underline-offset-4"
            >
              {t`Write your postcard (opens a new tab)`}
            </a>
          ) : null}
        </>
      ) : null}
      {campaign.status === "error" ? <p role="alert">{t`There is no campaign at this link.`}</p> : null}
    </main>
  );
}
