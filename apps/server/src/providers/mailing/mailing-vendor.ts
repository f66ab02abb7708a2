import type { CardFrontId } from "@civic/contracts/card-fronts";
import { titledName } from "@civic/contracts/legislator-name";
export type MailingVendorName = "local" | "ignitepost" | "handwrytten";

/** A handwriting and mailing vendor: takes one card per call, reports its progress later. */
export interface MailingVendor {
  readonly name: MailingVendorName;
  /** What its reports can say: a vendor that never reports delivery shows no Delivered step. */
  readonly reports: { written: boolean; delivered: boolean };
  /** A second order with the same idempotency key returns the first (never a second card). */
  readonly idempotent: boolean;
  /** Test mode: the vendor keeps none of the orders (nothing to fetch or poll). */
  readonly testMode: boolean;
  /**
   * The fronts it prints as the sender previewed them. A vendor's one configured design
   * (IGNITEPOST_IMAGE, HANDWRYTTEN_CARD_ID) stands for the default front (decision 0074).
   */
  readonly fronts: readonly CardFrontId[];
  /**
   * Orders one card. A failure is a MailingVendorError saying whether the card may have reached
   * the vendor: only one that certainly did not is sent again by itself.
   */
  submit(card: CardOrder): Promise<{ vendorOrderId: string }>;
  /** The vendor's own record of one of its orders (null: it has none), for webhooks, polling and operators. */
  fetchOrder?(vendorOrderId: string): Promise<VendorOrder | null>;
  /**
   * Whether the vendor would refuse this text as too long for its card (Handwrytten: the card's
   * `characters`, known once the start check read it): checked before payment.
   */
  refusesMessage?(card: Pick<CardOrder, "salutation" | "body" | "front">): { limit: number; length: number } | null;
  /** The vendor's order for this card, found by what we sent with it (Handwrytten: orders/getByMetadata). */
  findOrderOf?(card: Pick<CardOrder, "idempotencyKey" | "orderId" | "recipientId">): Promise<string | null>;
  /** Whether the vendor takes our credentials (a cheap documented read); absent for the local print shop. */
  authenticate?(): Promise<VendorCheck>;
}

/** A start check's answer: the account it signed in as, or why the vendor cannot take cards. */
type VendorCheck = { ok: true; account: string } | { ok: false; reason: string };

/** A vendor behind an API: it can be checked and asked about its orders (webhooks, polling, operators). */
export type ApiMailingVendor = MailingVendor & Required<Pick<MailingVendor, "authenticate" | "fetchOrder">>;

/** One order as the vendor reports it when asked. */
export interface VendorOrder {
  vendorOrderId: string;
  /** Our card's key and id as we sent them (uid, metadata), to check the order is this card. */
  idempotencyKey: string | null;
  recipientId: string | null;
  orderId: string | null;
  /** When it went into the mail; null until then. */
  mailedAt: Date | null;
  payload: unknown;
}

interface CardAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface CardOrder {
  idempotencyKey: string;
  orderId: string;
  orderNumber: number;

  recipientId: string;
  /** The card's own text as stored with it: greeting, body (placeholders filled), sign-off. */
  salutation: string;
  body: string;
  signOff: string;
  /** "Seattle district office" / "Washington office": where the address below is. */
  officeLabel: string;
  sender: { fullName: string; streetAddress: string; city: string; state: string; zipCode: string };
  /** Official full name and title; the card reads 'Rep. Debbie Wasserman Schultz' (see `nameOnCard`). */
  recipient: { title: string; name: string; address: CardAddress };
  /** The picture side the sender previewed (a renderer's front id); missing: the default front. */
  front?: string;
}

/**
 * Where a failed order call leaves the card:
 * - `not_sent`: it never reached the vendor, or was turned away before being taken (connection
 *   refused, DNS, 429): safe to send again.
 * - `unknown`: it may have been taken (a timeout, a connection lost after sending, a 5xx, an
 *   answer we cannot read): never sent again without an operator, or it could be mailed twice.
 * - `refused`: the vendor said no (another 4xx): the card fails and is refunded.
 */
export type SubmitOutcome = "not_sent" | "unknown" | "refused";

export class MailingVendorError extends Error {
  constructor(
    message: string,
    readonly outcome: SubmitOutcome,
  ) {
    super(message);
  }
}

export type MailStatus = "written" | "mailed" | "delivered";

/** What a vendor webhook (or the local print shop's timer) reports about one card. */
export interface MailStatusEvent {
  vendor: MailingVendor["name"];
  /** The vendor's event id, or a stable one made from order and status: recorded once. */
  eventId: string;
  vendorOrderId: string;
  /** Our recipient id when the vendor echoes it back (metadata): the event may beat our own record. */
  recipientId?: string | null;
  /** Our order id when the vendor echoes it back: lets erasure find the event's payload. */
  orderId?: string | null;
  status: MailStatus;
  occurredAt: Date;
  payload: unknown;
}

/** The whole handwritten text, as one message for a vendor that takes one. */
export const writtenMessage = (card: Pick<CardOrder, "salutation" | "body" | "signOff">) =>
  `${card.salutation}\n\n${card.body}\n\n${card.signOff}`;

/** The recipient line on the card and at the vendor: title and official full name. */
export const nameOnCard = (recipient: CardOrder["recipient"]) => titledName(recipient);
