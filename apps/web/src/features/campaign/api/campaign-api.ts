import type { PublicCampaign } from "@civic/contracts/campaigns";
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
