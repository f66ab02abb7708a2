import type {
  CampaignDashboard,
  CampaignInput,
  CampaignState,
  OrganiserCampaign,
  OrganiserSession,
} from "@civic/contracts/campaigns";
import type { FunctionRequest, FunctionResponse } from "@civic/contracts/functions";
import type { CampaignBudget } from "@civic/contracts/sponsorship";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { ApiError, request } from "@/lib/api-client";
import { queryClient } from "@/lib/queries";

/** The organisers' calls (an ApiError of status 401 means sign in; 403, sign in through /organize's link). */
export const organizeApi = {
  session: () => request<OrganiserSession>("GET", "/api/organize/session"),
  campaigns: () => request<OrganiserCampaign[]>("GET", "/api/organize/campaigns"),
  campaign: (id: string) => request<OrganiserCampaign>("GET", `/api/organize/campaigns/${encodeURIComponent(id)}`),
  dashboard: (id: string) =>
    request<CampaignDashboard>("GET", `/api/organize/campaigns/${encodeURIComponent(id)}/dashboard`),
  create: (input: CampaignInput) => request<OrganiserCampaign>("POST", "/api/organize/campaigns", input),
  update: (id: string, input: CampaignInput) =>
    request<OrganiserCampaign>("POST", `/api/organize/campaigns/${encodeURIComponent(id)}`, input),
  setState: (id: string, state: CampaignState) =>
    request<OrganiserCampaign>("POST", `/api/organize/campaigns/${encodeURIComponent(id)}/state`, { state }),
  budget: (id: string) => request<CampaignBudget>("GET", `/api/organize/campaigns/${encodeURIComponent(id)}/budget`),
  /** A prepayment of `cards` sponsored cards: a checkout session, paid in the same form senders use. */
  fund: (id: string, cards: number) =>
    request<FundingSession>("POST", `/api/organize/campaigns/${encodeURIComponent(id)}/budget`, { cards }),
  /** The cap on sponsored cards per hour (null: none); the budget as it now is. */
  setHourlyCap: (id: string, cardsPerHour: number | null) =>
    request<CampaignBudget>("POST", `/api/organize/campaigns/${encodeURIComponent(id)}/budget/hourly-cap`, {
      cardsPerHour,
    }),
  /** Back from the checkout: the server asks the provider, and the budget as it now is. */
  confirmFunding: (id: string, sessionId: string) =>
    request<CampaignBudget>("POST", `/api/organize/campaigns/${encodeURIComponent(id)}/budget/confirm`, {
      sessionId,
    }),
  /** The local test checkout's card form, for a prepayment. */
  payLocal: (body: FunctionRequest<"local-checkout-pay">) =>
    request<FunctionResponse<"local-checkout-pay">>("POST", "/api/functions/local-checkout-pay", body),
  /** better-auth's magic link, landing back on /organize: the session it opens is an organiser's. */
  requestSignIn: (email: string) =>
    request<{ status: boolean }>("POST", "/api/auth/sign-in/magic-link", {
      email,
      callbackURL: "/organize",
      errorCallbackURL: "/organize",
    }),
  signOut: () => request<{ success: boolean }>("POST", "/api/auth/sign-out", {}),
  erase: () => request<{ erased: boolean }>("POST", "/api/organize/erase", { confirm: ERASE_WORDS }),
};

export interface FundingSession {
  clientSecret: string;
  sessionId: string;
  provider: "stripe" | "local";
  amountCents: number;
}

/** What the erasure asks the organiser to confirm, and the server to be told. */
const ERASE_WORDS = "erase my account and campaigns";

const organizeKey = ["organize"] as const;
const DASHBOARD_REFRESH_MS = 5_000;

function organizeQuery<T>(key: readonly unknown[], queryFn: () => Promise<T>) {
  return queryOptions({
    queryKey: [...organizeKey, ...key],
    queryFn,
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
}

export const organizeQueries = {
  session: () => organizeQuery(["session"], organizeApi.session),
  campaigns: () => organizeQuery(["campaigns"], organizeApi.campaigns),
  campaign: (id: string) => organizeQuery(["campaign", id], () => organizeApi.campaign(id)),
  /** Live, like the dashboard: senders spend it while the page is open. */
  budget: (id: string) =>
    queryOptions({
      ...organizeQuery(["budget", id], () => organizeApi.budget(id)),
      refetchInterval: DASHBOARD_REFRESH_MS,
    }),
  /** Live: asked again every few seconds while the page is open. */
  dashboard: (id: string) =>
    queryOptions({
      ...organizeQuery(["dashboard", id], () => organizeApi.dashboard(id)),
      refetchInterval: DASHBOARD_REFRESH_MS,
    }),
};

/** A change to a campaign; what the pages show is asked for again once it is done. */
export function useCampaignMutation<V>(
  mutationFn: (vars: V) => Promise<OrganiserCampaign>,
  onDone?: (c: OrganiserCampaign) => void,
) {
  return useMutation(
    {
      mutationFn,
      onSuccess: (campaign) => {
        void queryClient.invalidateQueries({ queryKey: organizeKey });
        onDone?.(campaign);
      },
    },
    queryClient,
  );
}

export async function signOutOfOrganize() {
  await organizeApi.signOut().catch(() => undefined);
  queryClient.removeQueries({ queryKey: organizeKey });
  location.assign("/organize");
}
