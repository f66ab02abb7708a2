import { type RecipientResult, recipientResultSchema, type VerifyPaymentResponse } from "@civic/contracts/payments";

/** What /payment-return hands to /payment-success (navigation state). */
export interface SuccessState {
  sessionId: string;
  orderId: string | null;
  orderNumber: number | null;
  results: RecipientResult[];
  actualMailingDate: string | null;
  postcardData: VerifyPaymentResponse["postcardData"];
  /** The order's private status page. */
  statusPath?: string | null;
}

/** site.md §3: the refund navigation state (also readable from the query). */
export interface RefundState {
  failedCount?: number;
  totalCount?: number;
  refundAmountCents?: number;
  refundId?: string | null;
  orderId?: string | null;
  orderNumber?: number | null;
  results?: RecipientResult[];
  errors?: string[];
  /** The order's private status page (navigation state only: never taken from the query). */
  statusPath?: string | null;
}

const resultsSchema = recipientResultSchema.array();

function intOrUndefined(v: unknown): number | undefined {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** Results arrive as (encoded) JSON; anything that does not parse as results is ignored. */
function parseResults(v: unknown): RecipientResult[] | undefined {
  let value = v;
  if (typeof v === "string") {
    try {
      value = JSON.parse(v);
    } catch {
      return undefined;
    }
  }
  const parsed = resultsSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Reads the refund page's numbers from navigation state first, then the query (site.md §5). */
export function readRefundState(state: unknown, query: URLSearchParams): RefundState {
  const s = (state && typeof state === "object" ? state : {}) as Record<string, unknown>;
  const pick = (key: string) => s[key] ?? query.get(key) ?? undefined;
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);
  const errorsRaw = s.errors ?? query.getAll("error");
  const errors = (Array.isArray(errorsRaw) ? errorsRaw : [errorsRaw]).filter(
    (e): e is string => typeof e === "string" && e.trim() !== "",
  );
  return {
    failedCount: intOrUndefined(pick("failedCount")),
    totalCount: intOrUndefined(pick("totalCount")),
    refundAmountCents: intOrUndefined(pick("refundAmountCents")),
    refundId: text(pick("refundId")) ?? null,
    orderId: text(pick("orderId")) ?? null,
    orderNumber: intOrUndefined(pick("orderNumber")) ?? null,
    results: parseResults(pick("results")),
    errors,
    statusPath: statusPathOf(s.statusPath),
  };
}

/** A status page path, and nothing else (so a crafted state cannot link anywhere). */
export function statusPathOf(v: unknown): string | null {
  return typeof v === "string" && /^\/orders\/[A-Za-z0-9_-]+$/.test(v) ? v : null;
}
