import type {
  CampaignDashboard,
  CampaignInput,
  CampaignState,
  OrganiserCampaign,
  OrganiserSession,
} from "@civic/contracts/campaigns";
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
