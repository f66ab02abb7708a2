import type {
  AdminActionRequest,
  AdminActionResponse,
  AdminOrderDetail,
  AdminOverview,
  AdminSession,
  AttentionItem,
  AuditEntry,
  OrderList,
} from "@civic/contracts/admin";
import type { AdminCampaign } from "@civic/contracts/campaigns";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { ApiError, request } from "@/lib/api-client";
import { queryClient } from "@/lib/queries";

export type ActionKind =
  | "retry-card"
  | "refund-card"
  | "refund-order"
  | "erase-order"
  | "resend-email"
  | "suspend-campaign";

const actionPath: Record<ActionKind, (id: string) => string> = {
  "retry-card": (id) => `/api/admin/cards/${id}/retry`,
  "refund-card": (id) => `/api/admin/cards/${id}/refund`,
  "refund-order": (id) => `/api/admin/orders/${id}/refund`,
  "erase-order": (id) => `/api/admin/orders/${id}/erase`,
  "resend-email": (id) => `/api/admin/emails/${id}/resend`,
  "suspend-campaign": (id) => `/api/admin/campaigns/${id}/suspend`,
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
  act: (kind: ActionKind, id: string, body: AdminActionRequest) =>
    request<AdminActionResponse>("POST", actionPath[kind](id), body),
  /** better-auth's magic-link request; the answer is the same whoever asks. */
  requestSignIn: (email: string) =>
    request<{ status: boolean }>("POST", "/api/auth/sign-in/magic-link", {
      email,
      callbackURL: "/admin",
      errorCallbackURL: "/admin/sign-in",
    }),
  signOut: () => request<{ success: boolean }>("POST", "/api/auth/sign-out", {}),
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
};

/** An operator's action; once it is done, what the console shows is asked for again. */
export function useAdminAction(kind: ActionKind, id: string, onDone: (answer: AdminActionResponse) => void) {
  return useMutation(
    {
      mutationFn: (body: AdminActionRequest) => adminApi.act(kind, id, body),
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
