import type {
  AdminActionRequest,
  AdminActionResponse,
  AdminOrderDetail,
  AdminOverview,
  AdminSession,
  AttentionItem,
  AuditEntry,
  OperatorSessionInfo,
  OrderList,
} from "@civic/contracts/admin";
import type { AdminCampaign } from "@civic/contracts/campaigns";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { ApiError, request } from "@/lib/api-client";
import { queryClient } from "@/lib/queries";
import { passkeyApi } from "./passkeys";

export type ActionKind =
  | "retry-card"
  | "refund-card"
  | "refund-order"
  | "erase-order"
  | "resend-email"
  | "vendor-has-it"
  | "send-again"
  | "pause-vendor"
  | "resume-vendor"
  | "suspend-campaign"
  | "pause-sponsorship"
  | "resume-sponsorship";

/** An action's body: a reason and its key, and for "<vendor> has it" the vendor's order id. */
export type ActionBody = AdminActionRequest & { vendorOrderId?: string };

const actionPath: Record<ActionKind, (id: string) => string> = {
  "retry-card": (id) => `/api/admin/cards/${id}/retry`,
  "refund-card": (id) => `/api/admin/cards/${id}/refund`,
  "refund-order": (id) => `/api/admin/orders/${id}/refund`,
  "erase-order": (id) => `/api/admin/orders/${id}/erase`,
  "resend-email": (id) => `/api/admin/emails/${id}/resend`,
  "vendor-has-it": (id) => `/api/admin/cards/${id}/vendor-has-it`,
  "send-again": (id) => `/api/admin/cards/${id}/send-again`,
  "pause-vendor": (vendor) => `/api/admin/vendors/${vendor}/pause`,
  "resume-vendor": (vendor) => `/api/admin/vendors/${vendor}/resume`,
  "suspend-campaign": (id) => `/api/admin/campaigns/${id}/suspend`,
  "pause-sponsorship": (id) => `/api/admin/campaigns/${id}/sponsorship/pause`,
  "resume-sponsorship": (id) => `/api/admin/campaigns/${id}/sponsorship/resume`,
};

/** The console's calls (an ApiError of status 401 means sign in, 403 not an operator). */
export const adminApi = {
  session: () => request<AdminSession>("GET", "/api/admin/session"),
  overview: () => request<AdminOverview>("GET", "/api/admin/overview"),
  orders: (search: URLSearchParams) => request<OrderList>("GET", `/api/admin/orders?${search}`),
  order: (id: string) => request<AdminOrderDetail>("GET", `/api/admin/orders/${encodeURIComponent(id)}`),
  attention: () => request<AttentionItem[]>("GET", "/api/admin/attention"),
  audit: () => request<AuditEntry[]>("GET", "/api/admin/audit"),
  campaigns: (q: string) => request<AdminCampaign[]>("GET", `/api/admin/campaigns?${new URLSearchParams({ q })}`),
  act: (kind: ActionKind, id: string, body: ActionBody) =>
    request<AdminActionResponse>("POST", actionPath[kind](id), body),
  /** better-auth's magic-link request; the answer is the same whoever asks. */
  requestSignIn: (email: string) =>
    request<{ status: boolean }>("POST", "/api/auth/sign-in/magic-link", {
      email,
      callbackURL: "/admin",
      errorCallbackURL: "/admin/sign-in",
    }),
  signOut: () => request<{ success: boolean }>("POST", "/api/auth/sign-out", {}),
  sessions: () => request<OperatorSessionInfo[]>("GET", "/api/admin/sessions"),
  endSession: (id: string) =>
    request<{ signedOut: true }>("POST", `/api/admin/sessions/${encodeURIComponent(id)}/sign-out`, {}),
};

/** Every console query's key starts here, so an action refreshes them and signing out forgets them. */
const adminKey = ["admin"] as const;

/**
 * The console's queries, unlike the wizard's, are retried (a server error, twice; a refusal never)
 * and refreshed when the operator comes back to the tab: figures an operator acts on should be fresh.
 */
function adminQuery<T>(key: readonly unknown[], queryFn: () => Promise<T>) {
  return queryOptions({
    queryKey: [...adminKey, ...key],
    queryFn,
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
}

export const adminQueries = {
  session: () => adminQuery(["session"], adminApi.session),
  overview: () => adminQuery(["overview"], adminApi.overview),
  orders: (search: URLSearchParams) => adminQuery(["orders", search.toString()], () => adminApi.orders(search)),
  order: (id: string) => adminQuery(["order", id], () => adminApi.order(id)),
  attention: () => adminQuery(["attention"], adminApi.attention),
  audit: () => adminQuery(["audit"], adminApi.audit),
  campaigns: (q: string) => adminQuery(["campaigns", q], () => adminApi.campaigns(q)),
  sessions: () => adminQuery(["sessions"], adminApi.sessions),
  passkeys: () => adminQuery(["passkeys"], passkeyApi.list),
};

/** After a passkey or session change: what the console shows about them is asked for again. */
export const refreshConsole = () => queryClient.invalidateQueries({ queryKey: adminKey });

/** An operator's action; once it is done, what the console shows is asked for again. */
export function useAdminAction(kind: ActionKind, id: string, onDone: (answer: AdminActionResponse) => void) {
  return useMutation(
    {
      mutationFn: (body: ActionBody) => adminApi.act(kind, id, body),
      onSuccess: (answer) => {
        onDone(answer);
        void queryClient.invalidateQueries({ queryKey: adminKey });
      },
    },
    queryClient,
  );
}

/** Signs out and forgets what the console loaded, then starts the console again (at its sign-in). */
export async function signOutOfConsole() {
  await adminApi.signOut().catch(() => {});
  queryClient.removeQueries({ queryKey: adminKey });
  window.location.assign("/admin");
}
