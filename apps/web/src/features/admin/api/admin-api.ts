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
import type { ErrorBody } from "@civic/contracts/errors";

/** A failed console call: 401 means sign in, 403 means not an operator. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "AdminApiError";
  }
}

async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AdminApiError(0, "network", "We couldn't reach the server. Check your connection and try again.");
  }
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = (data as ErrorBody | null)?.error;
    throw new AdminApiError(
      response.status,
      error?.code ?? "http_error",
      error?.message ?? `The server answered ${response.status}.`,
    );
  }
  return data as T;
}

export type ActionKind = "retry-card" | "refund-card" | "refund-order" | "erase-order" | "resend-email";

const actionPath: Record<ActionKind, (id: string) => string> = {
  "retry-card": (id) => `/api/admin/cards/${id}/retry`,
  "refund-card": (id) => `/api/admin/cards/${id}/refund`,
  "refund-order": (id) => `/api/admin/orders/${id}/refund`,
  "erase-order": (id) => `/api/admin/orders/${id}/erase`,
  "resend-email": (id) => `/api/admin/emails/${id}/resend`,
};

export const adminApi = {
  session: () => call<AdminSession>("GET", "/api/admin/session"),
  overview: () => call<AdminOverview>("GET", "/api/admin/overview"),
  orders: (search: URLSearchParams) => call<OrderList>("GET", `/api/admin/orders?${search}`),
  order: (id: string) => call<AdminOrderDetail>("GET", `/api/admin/orders/${encodeURIComponent(id)}`),
  attention: () => call<AttentionItem[]>("GET", "/api/admin/attention"),
  audit: () => call<AuditEntry[]>("GET", "/api/admin/audit"),
  act: (kind: ActionKind, id: string, request: AdminActionRequest) =>
    call<AdminActionResponse>("POST", actionPath[kind](id), request),
  /** better-auth's magic-link request; the answer is the same whoever asks. */
  requestSignIn: (email: string) =>
    call<{ status: boolean }>("POST", "/api/auth/sign-in/magic-link", {
      email,
      callbackURL: "/admin",
      errorCallbackURL: "/admin/sign-in",
    }),
  signOut: () => call<{ success: boolean }>("POST", "/api/auth/sign-out", {}),
};
