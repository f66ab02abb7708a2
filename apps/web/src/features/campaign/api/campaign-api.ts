import type { CampaignTally, PublicCampaign } from "@civic/contracts/campaigns";
import { useEffect, useState } from "react";
import { ApiError, request } from "@/lib/api-client";

export type Loaded<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "error"; error: ApiError };

/**
 * A campaign as its link shows it. Plain fetch and state, not TanStack Query: this page is where
 * most senders of a campaign arrive, on a phone, and it stays within the landing's JavaScript budget.
 */
export function useCampaign(slug: string): Loaded<PublicCampaign> {
  const [state, setState] = useState<Loaded<PublicCampaign>>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    request<PublicCampaign>("GET", `/api/campaigns/${encodeURIComponent(slug)}`, undefined, {
      signal: controller.signal,
    })
      .then((data) => setState({ status: "ready", data }))
      .catch((error: unknown) => {
        if (error instanceof ApiError) setState({ status: "error", error });
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
  const [tally, setTally] = useState<CampaignTally | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      request<CampaignTally>("GET", `/api/campaigns/${encodeURIComponent(slug)}/tally`, undefined, {
        signal: controller.signal,
      })
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
