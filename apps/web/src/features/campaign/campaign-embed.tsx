import type { PublicCampaign } from "@civic/contracts/campaigns";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useParams } from "react-router";
import { activateLocale, resolveLocale } from "@/i18n/locale";
import { type Loaded, useCampaign, useTally } from "./api/campaign-api";
import { TallyFigures } from "./tally";

/**
 * The embeddable counter (/c/{slug}/embed), for an organisation's own page: the campaign's name,
 * its live tally and a link to write. The one page any site may frame.
 */
export default function CampaignEmbed() {
  const { slug = "" } = useParams();
  const campaign = useCampaign(slug);
  const { t, i18n } = useLingui();
  useCampaignLanguage(campaign, i18n);
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

/**
 * The embed speaks its campaign's language unless the visitor chose one (the switch's cookie, a
 * link's `?lang=`): decision 0123. (The link's page needs no such step: the server and main.tsx
 * choose its language from the campaign in the page.)
 */
function useCampaignLanguage(campaign: Loaded<PublicCampaign>, i18n: { locale: string }) {
  const language = campaign.status === "ready" ? campaign.data.language : null;
  useEffect(() => {
    if (!language) return;
    const locale = resolveLocale(location.search, document.cookie, [language]);
    if (locale !== i18n.locale) void activateLocale(locale);
  }, [language, i18n.locale]);
}
