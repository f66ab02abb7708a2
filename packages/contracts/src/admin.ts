import { z } from "zod";

/** Every console action: a reason the audit log keeps, and one key per confirmation (a double submit acts once). */
export const adminActionRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, "Give a reason (at least 3 characters).")
    .max(500, "Keep the reason under 500 characters."),
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type AdminActionRequest = z.infer<typeof adminActionRequestSchema>;

/** "IgnitePost has it": the vendor's order id the operator found, fetched and checked before it counts. */
export const confirmAtVendorRequestSchema = adminActionRequestSchema.extend({
  vendorOrderId: z.string().trim().min(1, "Enter the vendor's order id.").max(100),
});
export type ConfirmAtVendorRequest = z.infer<typeof confirmAtVendorRequestSchema>;

/** A mailing vendor's health as the console shows it. */
export interface MailingHealth {
  vendor: string;
  status: "ok" | "failing" | "unchecked";
  detail: string;
  testMode: boolean;
  checkedAt: string | null;
  /** An operator's pause: no new card goes to this vendor. */
  paused: { by: string; reason: string; at: string } | null;
  /** This process's circuit breaker: open after several calls in a row that did not get a card through. */
  breaker: "closed" | "open" | "half_open";
  failuresInARow: number;
}

export const ORDER_STATUSES = ["pending_payment", "paid", "completed", "payment_failed", "payment_mismatch"] as const;
export const ADMIN_PAGE_SIZE = 25;

export const orderSearchSchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  provider: z.enum(["stripe", "local"]).optional(),
  from: z.iso.date("from: use YYYY-MM-DD").optional(),
  to: z.iso.date("to: use YYYY-MM-DD").optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OrderSearch = z.infer<typeof orderSearchSchema>;

export type AuditResult = "succeeded" | "no_change" | "refused" | "failed";

export interface AdminActionResponse {
  result: AuditResult;
  message: string;
  /** True when this key was already used: the answer is the first one's. */
  replayed: boolean;
}

export interface AdminSession {
  email: string;
  /** ADMIN_REQUIRE_PASSKEY: console actions need a session opened with a passkey. */
  passkeyRequired: boolean;
  /** This session was opened with a passkey (or enrolled one). */
  signedInWithPasskey: boolean;
  /** How many passkeys the operator has. */
  passkeys: number;
  /** What this session may do: everything, or (passkey required) only enrol a first passkey or sign in with one. */
  access: "full" | "enrol_passkey" | "sign_in_with_passkey";
}

/** One of the operator's own console sessions (never its token). */
export interface OperatorSessionInfo {
  id: string;
  current: boolean;
  signInMethod: "email_link" | "passkey";
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface PeriodFigures {
  days: 1 | 7 | 30;
  orders: number;
  cards: number;
  revenueCents: number;
  refundsCents: number;
}

export interface AdminOverview {
  periods: PeriodFigures[];
  /** The last 30 days, oldest first (UTC days). */
  daily: { day: string; orders: number; revenueCents: number }[];
  cardsByState: { state: string; count: number }[];
  failureRate: { failed: number; settled: number };
  queues: { name: string; queued: number; active: number; failed: number }[];
  failedJobs: { id: string; name: string; failedAt: string | null; error: string | null }[];
  vendors: {
    kind: string;
    name: string;
    lastSuccess: string | null;
    lastError: string | null;
    lastErrorAt: string | null;
  }[];
  webhooks: { provider: string; lastReceived: string | null; unprocessed: number }[];
  /** Each mailing vendor: whether it takes our credentials (IgnitePost's GET /authenticate). */
  mailingHealth: MailingHealth[];
  directory: {
    lastRefresh: string | null;
    lastStatus: string | null;
    lastReason: string | null;
    members: number;
    vacancies: number;
    freshness: DirectoryFreshness;
  };
}

/** How fresh the legislator directory is (the console and the operations port's /readyz). */
export interface DirectoryFreshness {
  /** The moment of the directory's clock this describes. */
  asOf: string;
  /** The newest term start in the data (YYYY-MM-DD): the files carry no date, so this is how recent they are at least. */
  newestTermStart: string | null;
  /** When an import was last applied, and from where. */
  lastRefresh: string | null;
  lastRefreshSource: string | null;
  /** The last attempt, applied or not ('rejected': implausible data, 'failed': unreadable). */
  lastAttempt: string | null;
  lastAttemptStatus: "applied" | "rejected" | "failed" | null;
  /** In the first week of a Congress the sources are read every hour instead of once a day. */
  refreshesHourly: boolean;
  /** Seats whose member's term has ended with no successor in the data: they receive no cards. */
  seatsWithoutKnownHolder: { id: string; name: string; seat: string; termEnded: string }[];
  /** The state legislator directory (decision 0090). */
  state: StateDirectoryFreshness;
}

export interface StateDirectoryFreshness {
  /** The day the member list describes (YYYY-MM-DD). */
  membersAsOf: string | null;
  legislators: number;
  /** Sitting legislators no ZIP leads to (Maine's tribal seats, New Hampshire's floterial districts). */
  notReachedByZip: number;
  lastRefresh: string | null;
  lastAttempt: string | null;
  lastAttemptStatus: "applied" | "rejected" | "failed" | null;
}

export interface OrderListItem {
  id: string;
  number: number;
  status: string;
  createdAt: string;
  email: string;
  senderName: string;
  senderZip: string;
  amountCents: number;
  provider: string;
  cards: number;
  failedCards: number;
}

export interface OrderList {
  items: OrderListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminCard {
  id: string;
  position: number;
  type: string;
  title: string;
  name: string;
  /** "Seattle district office" / "Washington office". */
  office: string;
  address: string;
  /** The card's own text, exactly as mailed. */
  text: { salutation: string; body: string; signOff: string };
  status: string;
  mailStatus: string | null;
  vendor: string | null;
  vendorOrderId: string | null;
  error: string | null;
  attempts: number;
  orderedAt: string | null;
  mailedAt: string | null;
  deliveredAt: string | null;
  shareCents: number;
  refundId: string | null;
}

export interface AdminRefund {
  id: string;
  kind: string;
  amountCents: number;
  status: string;
  providerRefundId: string | null;
  reason: string;
  requestedBy: string | null;
  error: string | null;
  createdAt: string;
  cardIds: string[];
}

export interface AdminEmail {
  id: string;
  kind: string;
  status: string;
  subject: string | null;
  attempts: number;
  sentAt: string | null;
  createdAt: string;
  error: string | null;
}

export interface AdminEvent {
  at: string;
  source: string;
  kind: string;
  detail: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  operator: string;
  action: string;
  targetType: string;
  targetId: string;
  /** The order the action was about, and its number (what operators call it). */
  orderId: string | null;
  orderNumber: number | null;
  reason: string;
  result: AuditResult;
}

export interface AdminOrderDetail {
  order: {
    id: string;
    number: number;
    status: string;
    sendOption: string;
    amountCents: number;
    currency: string;
    email: string;
    sender: { name: string; street: string; city: string; state: string; zip: string };
    message: string;
    provider: string;
    paymentSessionId: string | null;
    paymentIntentId: string | null;
    createdAt: string;
    paidAt: string | null;
    completedAt: string | null;
    expectedMailingDate: string | null;
    erasedAt: string | null;
  };
  cards: AdminCard[];
  refunds: AdminRefund[];
  refundedCents: number;
  emails: AdminEmail[];
  events: AdminEvent[];
  audit: AuditEntry[];
}

export interface AttentionItem {
  kind:
    | "outcome_unknown"
    | "held_card"
    | "stalled_card"
    | "failed_job"
    | "rejected_webhook"
    | "payment_mismatch"
    | "pending_refund";
  title: string;
  /** The card an item is about, when its actions are on the card (outcome unknown). */
  cardId?: string | null;
  /** The vendor the card went to, by name ("IgnitePost"). */
  vendor?: string | null;
  detail: string;
  since: string | null;
  orderId: string | null;
  orderNumber: number | null;
}
