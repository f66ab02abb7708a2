import type { ColumnType, Generated, JSONColumnType } from "kysely";

/** Kysely's view of the tables in `migrations/`. Keep the two in step. */
export interface Database {
  legislators: LegislatorsTable;
  district_offices: DistrictOfficesTable;
  zcta_districts: ZctaDistrictsTable;
  directory_imports: DirectoryImportsTable;
  state_legislators: StateLegislatorsTable;
  zcta_state_districts: ZctaStateDistrictsTable;
  state_directory_imports: StateDirectoryImportsTable;
  drafts: DraftsTable;
  link_previews: LinkPreviewsTable;
  orders: OrdersTable;
  order_recipients: OrderRecipientsTable;
  refunds: RefundsTable;
  emails: EmailsTable;
  vendor_events: VendorEventsTable;
  local_checkout_sessions: LocalCheckoutSessionsTable;
  local_refunds: LocalRefundsTable;
  local_print_orders: LocalPrintOrdersTable;
  card_previews: CardPreviewsTable;
  refund_items: RefundItemsTable;
  audit_log: AuditLogTable;
  auth_users: AuthUsersTable;
  auth_sessions: AuthSessionsTable;
  auth_passkeys: AuthPasskeysTable;
  webhook_rejections: WebhookRejectionsTable;
  card_events: CardEventsTable;
  app_secrets: AppSecretsTable;
  organisers: OrganisersTable;
  campaigns: CampaignsTable;
  campaign_qr_codes: CampaignQrCodesTable;
  campaign_budgets: CampaignBudgetsTable;
  budget_fundings: BudgetFundingsTable;
  sponsored_claims: SponsoredClaimsTable;
  budget_returns: BudgetReturnsTable;
  budget_return_refunds: BudgetReturnRefundsTable;
  mailing_vendor_pauses: MailingVendorPausesTable;
  own_card_sets: OwnCardSetsTable;
  own_cards: OwnCardsTable;
  campaign_slug_tombstones: CampaignSlugTombstonesTable;
}

/** Links of erased campaigns, never reused (migration 0035). */
interface CampaignSlugTombstonesTable {
  slug: string;
  retired_at: Generated<Date>;
}

interface MailingVendorPausesTable {
  vendor: string;
  paused_by: string;
  reason: string;
  paused_at: Generated<Date>;
}

type OfficeKind = "washington" | "home";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable column that inserts may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface LegislatorsTable {
  bioguide_id: string;
  official_full_name: string;
  first_name: string;
  last_name: string;
  party: string;
  chamber: "house" | "senate";
  state: string;
  district: number | null;
  title: string;
  office_address: string | null;
  office_city: string | null;
  office_state: string | null;
  office_zip: string | null;
  phone: string | null;
  url: string | null;
  term_start: string | null;
  term_end: string | null;
}

export interface DistrictOfficesTable {
  id: string;
  bioguide_id: string;
  address: string | null;
  suite: string | null;
  building: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface ZctaDistrictsTable {
  zcta: string;
  state: string;
  district: number;
}

interface DirectoryImportsTable {
  id: Generated<number>;
  source: string;
  status: "applied" | "rejected" | "failed";
  legislators: number | null;
  zcta_rows: number | null;
  reason: string | null;
  created_at: Generated<Date>;
}

export interface StateLegislatorsTable {
  id: string;
  state: string;
  chamber: "upper" | "lower" | "legislature";
  district: string;
  geoid: string | null;
  name: string;
  last_name: string;
  party: string;
  image: string | null;
  offices: JSONColumnType<StateOfficeRow[]>;
  role_start: string | null;
  /** The role's known last day (migration 0086): null for most, whose role has no end date yet. */
  role_end: string | null;
}

/** A mailable office, as state_legislators.offices stores it. */
export interface StateOfficeRow {
  kind: "capitol" | "district";
  address: { street: string; city: string; state: string; zip: string };
  phone?: string;
}

export interface ZctaStateDistrictsTable {
  zcta: string;
  state: string;
  chamber: "upper" | "lower";
  geoid: string;
  district_name: string;
}

interface StateDirectoryImportsTable {
  id: Generated<number>;
  source: string;
  status: "applied" | "rejected" | "failed";
  legislators: number | null;
  zcta_rows: number | null;
  members_as_of: string | null;
  content_hash: string | null;
  reason: string | null;
  created_at: Generated<Date>;
}

interface DraftsTable {
  id: Generated<string>;
  zip_code: string;
  concerns: string;
  personal_impact: string;
  representative: JSONColumnType<Record<string, unknown> | null>;
  origin: "assistant" | "manual";
  status: "created" | "drafting" | "drafted" | "fallback" | "approved";
  provider: string | null;
  model: string | null;
  draft_message: string | null;
  sources: JSONColumnType<{ url: string; title?: string; rank?: number }[]>;
  is_fallback_placeholder: Generated<boolean>;
  failure_reason: string | null;
  human_approved_message: string | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  duration_ms: number | null;
  approved_at: Timestamp | null;
  created_at: Generated<Date>;
}

interface LinkPreviewsTable {
  url: string;
  title: string | null;
  description: string | null;
  site_name: string | null;
  error: string | null;
  fetched_at: Generated<Date>;
  expires_at: Timestamp;
}

export type OrderStatus = "pending_payment" | "paid" | "completed" | "payment_failed" | "payment_mismatch";
/** 'held': its recipient's term ended before it was ordered; the sender chooses what happens (migration 0050). */
export type RecipientStatus = "pending" | "submitting" | "ordered" | "failed" | "outcome_unknown" | "held";
export type MailStatus = "written" | "mailed" | "delivered";

export interface OrdersTable {
  id: Generated<string>;
  number: Generated<number>;
  status: OrderStatus;
  send_option: "single" | "double" | "triple";
  amount_cents: number;
  currency: Generated<string>;
  email: string;
  sender_full_name: string;
  sender_street: string;
  sender_city: string;
  sender_state: string;
  sender_zip: string;
  message: string;
  draft_id: string | null;
  zip_code: string | null;
  simulated_failures: Generated<number>;
  payment_provider: "stripe" | "local";
  payment_session_id: string | null;
  payment_intent_id: string | null;
  paid_at: Timestamp | null;
  completed_at: Timestamp | null;
  expected_mailing_date: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** SHA-256 (hex) of the status-page token of the current link version; set when a link is made. */
  access_token_hash: Optional<string>;
  /** Raised when the sender replaces their link: earlier links stop working (decision 0015). */
  link_version: Generated<number>;
  erased_at: Timestamp | null;
  erasure_reason: Optional<ErasedBy>;
  /** The campaign whose link the order came through (migration 0021). */
  campaign_id: Optional<string>;
  /** The sender chose to share their name, email and ZIP code with the campaign's organisation. */
  shares_with_organisation: Generated<boolean>;
  /** SHA-256 (hex) of the campaign order's normalised message. */
  campaign_message_hash: Optional<string>;
  /** The front the sender previewed, drawn on every card of the order (migration 0025); null: the default. */
  card_front: Optional<string>;
  /** Paid from a campaign's budget (migration 0022): no checkout session of its own. */
  sponsored: Generated<boolean>;
  /** The language the sender used (migration 0065): its emails are written in it. */
  language: Generated<"en" | "es">;
}

export interface OrderRecipientsTable {
  id: Generated<string>;
  order_id: string;
  position: number;
  /** A Bioguide id, or Open States' person id for a state legislator (migration 0060). */
  legislator_id: string;
  type: "representative" | "senator" | "state_legislator";
  title: string;
  name: string;
  address_street: string;
  address_city: string;
  address_state: string;
  address_zip: string;
  /** The card's own text: "Dear Senator Murray,", the body as written, "Sincerely,\nAna Garcia". */
  salutation: string;
  body: string;
  sign_off: string;
  office_kind: OfficeKind;
  /** "Seattle district office" / "Washington office": said wherever the card is shown. */
  office_label: string;
  simulate_failure: Generated<boolean>;
  status: Generated<RecipientStatus>;
  attempts: Generated<number>;
  vendor: string | null;
  vendor_order_id: string | null;
  error: string | null;
  mail_status: MailStatus | null;
  ordered_at: Timestamp | null;
  mailed_at: Timestamp | null;
  delivered_at: Timestamp | null;
  /** When it was held (status 'held'); the sender's time to choose runs from here. */
  held_at: Timestamp | null;
  /** The seat it was written to: the state, and the House district (null for a senator). */
  seat_state: string | null;
  seat_district: number | null;
  updated_at: Generated<Date>;
}

export interface RefundsTable {
  id: Generated<string>;
  order_id: string;
  amount_cents: number;
  failed_count: number;
  total_count: number;
  reason: string;
  kind: Generated<"failed_cards" | "operator" | "payment_mismatch">;
  requested_by: string | null;
  status: "pending" | "succeeded" | "failed";
  provider_refund_id: string | null;
  error: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type EmailKind =
  | "order_confirmation"
  | "card_mailed"
  | "refund_issued"
  | "order_links"
  | "status_link"
  | "own_cards_link"
  | "own_cards_reminder"
  | "card_held"
  | "card_held_reminder"
  | "card_held_new_holder";

interface EmailsTable {
  id: Generated<string>;
  dedupe_key: string;
  kind: EmailKind;
  /** Null for an email about all of an address's orders (order_links), or about own cards. */
  order_id: string | null;
  recipient_id: string | null;
  refund_id: string | null;
  /** The set of cards a sender writes themselves that an own_cards_* email is about. */
  own_card_set_id: string | null;
  /** Not sent before this instant (a reminder); null: at once. */
  send_after: Timestamp | null;
  to_address: string;
  subject: string | null;
  /** 'skipped': no longer needed when its time came (a reminder after every card was reported mailed). */
  status: Generated<"pending" | "sending" | "sent" | "failed" | "skipped">;
  claimed_at: Timestamp | null;
  /** The attempt that claimed it (0095): only that attempt releases a claim it cannot confirm. */
  claim_id: string | null;
  attempts: Generated<number>;
  message_id: string | null;
  error: string | null;
  sent_at: Timestamp | null;
  created_at: Generated<Date>;
}

interface VendorEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  type: string;
  payload: JSONColumnType<object | null, string, string>;
  received_at: Generated<Date>;
  processed_at: Timestamp | null;
  order_id: Optional<string>;
}

interface LocalCheckoutSessionsTable {
  id: string;
  client_secret: string;
  idempotency_key: string;
  order_id: string;
  amount_total: number;
  currency: string;
  customer_email: string;
  description: string;
  /** The Checkout locale asked for (migration 0080), as Stripe keeps it; null: the browser's. */
  locale: Generated<string | null>;
  return_url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  payment_intent_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  last_decline_code: string | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  completed_at: Timestamp | null;
}

interface LocalRefundsTable {
  id: string;
  idempotency_key: string;
  payment_intent_id: string;
  amount: number;
  reason: string | null;
  status: "succeeded";
  created_at: Generated<Date>;
}

interface LocalPrintOrdersTable {
  id: string;
  idempotency_key: string;
  order_ref: string;
  recipient_ref: string;
  card: JSONColumnType<Record<string, unknown>>;
  status: "received" | MailStatus;
  pdf_path: string | null;
  png_path: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** One card's share in a refund: a card is refunded at most once (recipient_id is unique). */
interface RefundItemsTable {
  refund_id: string;
  order_id: string;
  recipient_id: string;
  amount_cents: number;
}

/** Who erased an order's personal data (an operator's words are in audit_log only). */
export type ErasedBy = "sender" | "retention" | "operator";

export type AuditResult = "succeeded" | "no_change" | "refused" | "failed";

/** Append-only (the database refuses UPDATE and DELETE). */
interface AuditLogTable {
  id: Generated<number>;
  occurred_at: Generated<Date>;
  operator_email: string;
  action: string;
  target_type: string;
  target_id: string;
  order_id: string | null;
  reason: string;
  result: AuditResult;
  detail: JSONColumnType<Record<string, unknown>, string, string>;
  idempotency_key: string;
}

/** better-auth's tables (written by better-auth; read here by tests and the console's overview). */
interface AuthUsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  image: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

interface AuthSessionsTable {
  id: string;
  expires_at: Timestamp;
  token: string;
  created_at: Generated<Date>;
  updated_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
  /** How the session was opened (migration 0018): ADMIN_REQUIRE_PASSKEY asks for 'passkey'. */
  sign_in_method: Generated<"email_link" | "passkey" | "organiser_link">;
}

/** An operator's passkey (better-auth's passkey plugin): its public key, never a secret. */
interface AuthPasskeysTable {
  id: string;
  name: string | null;
  public_key: string;
  user_id: string;
  credential_id: string;
  counter: number;
  device_type: string;
  backed_up: boolean;
  transports: string | null;
  created_at: Timestamp | null;
  aaguid: string | null;
}

/** Refused webhook calls, counted per provider, answer, reason and hour (migration 0011). */
interface WebhookRejectionsTable {
  provider: string;
  status: number;
  reason: string;
  hour: Date;
  count: Generated<number>;
  /** The last refusal the row counts. */
  received_at: Generated<Date>;
}

export type CardEventKind = "paid" | "sent_to_print_shop" | "written" | "mailed" | "delivered" | "failed" | "refunded";

export interface CardEventsTable {
  id: Generated<number>;
  recipient_id: string | null;
  order_id: string;
  kind: CardEventKind;
  occurred_at: Timestamp;
  source: string;
  source_event_id: string;
  detail: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  recorded_at: Generated<Date>;
}

interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

interface CardPreviewsTable {
  hash: string;
  png: Buffer;
  sender_key: string | null;
  created_at: Generated<Date>;
}

/** A campaign link's QR code PNG, drawn once (migration 0025). */
interface CampaignQrCodesTable {
  key: string;
  campaign_id: string;
  png: Buffer;
  created_at: Generated<Date>;
}

/** Who signed in through /organize (migration 0020): a role apart from the operators. */
interface OrganisersTable {
  user_id: string;
  created_at: Generated<Date>;
}

type CampaignState = "draft" | "live" | "closed";
type CampaignChamber = "house" | "senate" | "both" | "statehouse";

/** An organiser's campaign (migration 0020): one link, many senders. */
export interface CampaignsTable {
  id: Generated<string>;
  organiser_id: string;
  slug: string;
  name: string;
  organisation: string;
  ask: string;
  talking_points: JSONColumnType<string[], string, string>;
  chamber: CampaignChamber;
  /** A statehouse campaign's one state, else null (migration 0075). */
  target_state: Optional<string>;
  goal: number | null;
  ends_on: ColumnType<string | null, string | null, string | null>;
  card_front: string;
  /** The language it is written in (migration 0070); its page and senders' wizard speak it. */
  language: Generated<"en" | "es">;
  state: Generated<CampaignState>;
  suspended_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A campaign's budget of sponsored cards (migration 0022). */
interface CampaignBudgetsTable {
  campaign_id: string;
  remaining_cards: Generated<number>;
  paused_at: Timestamp | null;
  unused_cards: number | null;
  closed_at: Timestamp | null;
  cards_per_hour: number | null;
  hourly_cap_hit_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** One prepayment of a budget: its own checkout session. */
interface BudgetFundingsTable {
  id: Generated<string>;
  campaign_id: string;
  cards: number;
  amount_cents: number;
  currency: Generated<string>;
  payment_provider: "stripe" | "local";
  payment_session_id: string | null;
  payment_intent_id: Optional<string>;
  status: Generated<"pending" | "paid" | "failed" | "payment_mismatch">;
  paid_at: Optional<Date>;
  refund_cents: Generated<number>;
  refund_status: Optional<"pending" | "succeeded" | "failed">;
  provider_refund_id: Optional<string>;
  created_at: Generated<Date>;
}

/** A sender's sponsored order: one per (campaign, hashed address). */
interface SponsoredClaimsTable {
  id: Generated<string>;
  campaign_id: string;
  email_hash: string;
  order_id: string | null;
  cards: number;
  created_at: Generated<Date>;
}

/**
 * Cards a sponsored order's refund gave back to the budget, once per refund; after the campaign
 * closed, their price goes back to prepayments instead (budget_return_refunds). The table's old
 * refund columns (migration 0023) are no longer read (migration 0026).
 */
interface BudgetReturnsTable {
  refund_id: string;
  campaign_id: string;
  cards: number;
  created_at: Generated<Date>;
}

/** One prepayment's part of a returned card's price, refunded to the organiser under its own key. */
interface BudgetReturnRefundsTable {
  refund_id: string;
  funding_id: string;
  campaign_id: string;
  idempotency_key: string;
  refund_cents: number;
  refund_status: "pending" | "succeeded" | "failed";
  provider_refund_id: Optional<string>;
  created_at: Generated<Date>;
}

/** Cards a sender writes by hand themselves (migration 0030): what their PDF is drawn from. */
interface OwnCardSetsTable {
  id: Generated<string>;
  access_token_hash: string;
  sender_full_name: string;
  sender_street: string;
  sender_city: string;
  sender_state: string;
  sender_zip: string;
  campaign_id: string | null;
  /** The language the sender used (migration 0080): the link's and reminder's emails are written in it. */
  language: Generated<"en" | "es">;
  created_at: Generated<Date>;
  erased_at: Timestamp | null;
  erasure_reason: ErasedBy | null;
}

interface OwnCardsTable {
  id: Generated<string>;
  set_id: string;
  position: number;
  legislator_id: string;
  type: "representative" | "senator" | "state_legislator";
  recipient: string;
  office_kind: OfficeKind;
  office_label: string;
  address_street: string;
  address_city: string;
  address_state: string;
  address_zip: string;
  salutation: string;
  body: string;
  sign_off: string;
  /** As the sender reported it: we never see the card itself. */
  reported_mailed_at: Timestamp | null;
}
