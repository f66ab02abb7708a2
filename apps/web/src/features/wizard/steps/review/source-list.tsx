import type { LinkPreview, Source } from "@civic/contracts/drafting";
import { rankSources, sourceHost } from "@civic/contracts/drafting-rules";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { queryClient } from "@/lib/queries";
import { linkPreviewQuery, usablePreview } from "../../api/link-previews";

function SourceItem({ source }: { source: Source }) {
  const { t } = useLingui();
  const query = useQuery(linkPreviewQuery(source.url), queryClient);
  const p = query.data;
  const preview: LinkPreview | "loading" | "failed" = query.isPending ? "loading" : usablePreview(p) ? p : "failed";

  const host = sourceHost(source.url);
  const ok = typeof preview === "object" ? preview : null;
  return (
    <li>
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        className="flex flex-col gap-1 rounded-xl bg-white p-3 shadow-sm ring-1 ring-ink/10 hover:ring-ink/30"
        data-testid="source"
      >
        {ok ? (
          <>
            {ok.siteName ? (
              <span className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{ok.siteName}</span>
            ) : null}
            {ok.title ? <span className="font-semibold">{ok.title}</span> : null}
            {ok.description ? <span className="line-clamp-2 text-sm text-ink/80">{ok.description}</span> : null}
          </>
        ) : (
          <span className="font-semibold" aria-busy={preview === "loading"}>
            {host}
          </span>
        )}
        <span className="inline-flex items-center gap-1 text-xs text-ink/70">
          {ok ? host : null}
          <ExternalLink className="size-3" aria-hidden />
          <span className="sr-only">{t`(opens in a new tab)`}</span>
        </span>
      </a>
    </li>
  );
}

/** The research behind the draft, government sites first (wizard.md step 3). */
export function SourceList({ sources }: { sources: Source[] }) {
  const { t } = useLingui();
  const ranked = rankSources(sources);
  return (
    <section aria-labelledby="sources-heading" className="space-y-2">
      <h2 id="sources-heading" className="text-lg font-bold">
        {t`Sources`}
      </h2>
      <ul className="space-y-2">
        {ranked.map((s) => (
          <SourceItem key={s.url} source={s} />
        ))}
      </ul>
    </section>
  );
}
