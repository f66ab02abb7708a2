import type { CampaignTally, PublicCampaign } from "@civic/contracts/campaigns";
import { useEffect, useState } from "react";
export type Loaded<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "error"; notFound: boolean };

/** The campaign and its tally the server put in the page (/c/{slug}), when they are this slug's. */
function embedded(slug: string): { campaign: PublicCampaign; tally: CampaignTally | null } | null {
  try {
    const data = JSON.parse(document.getElementById("campaign-data")?.textContent ?? "null") as {
      campaign: PublicCampaign;
      tally: CampaignTally | null;
    } | null;
    return data?.campaign.slug === slug ? data : null;
  } catch {
    return null;
  }
}

/** A GET of our JSON API with plain fetch (the shared client is more than this page needs). */
async function getJson<T>(path: string, signal: AbortSignal): Promise<T> {
  const res = await fetch(path, { signal });
  if (!res.ok) throw res.status;
  return (await res.json()) as T;
}

/**
 * A campaign as its link shows it. Plain fetch and state, not TanStack Query: this page is where
 * most senders of a campaign arrive, on a phone, and it stays within the landing's JavaScript budget.
 */
export function useCampaign(slug: string): Loaded<PublicCampaign> {
  const [state, setState] = useState<Loaded<PublicCampaign>>(() => {
    const data = embedded(slug);
    return data ? { status: "ready", data: data.campaign } : { status: "loading" };
  });
  useEffect(() => {
    if (embedded(slug)) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    getJson<PublicCampaign>(`/api/campaigns/${encodeURIComponent(slug)}`, controller.signal)
      .then((data) => setState({ status: "ready", data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", notFound: error === 404 });
      });
    return () => controller.abort();
  }, [slug]);
  return state;
}

/** How often an open campaign page asks for its tally again (the answer is cached 5 s anyway). */
const TALLY_REFRESH_MS = 5_000;

/**
 * The live tally: asked again every few seconds while the page is visible, and at once when it
 * becomes visible again. Counts only; a failed refresh keeps the last figures.
 */
export function useTally(slug: string, enabled = true): CampaignTally | null {
  const [tally, setTally] = useState<CampaignTally | null>(() => embedded(slug)?.tally ?? null);
  useEffect(() => {
    if (!enabled) return;
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      getJson<CampaignTally>(`/api/campaigns/${encodeURIComponent(slug)}/tally`, controller.signal)
        .then(setTally)
        .catch(() => undefined);
    };
    load();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") load();
    }, TALLY_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") load();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      controller.abort();
    };
  }, [slug, enabled]);
  return tally;
}
