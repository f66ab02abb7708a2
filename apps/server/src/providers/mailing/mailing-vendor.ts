import { titledName } from "@civic/contracts/legislator-name";
/** A handwriting and mailing vendor: takes one card per call, reports its progress later. */
export interface MailingVendor {
  readonly name: "local" | "ignitepost";
  /**
   * Orders one card. The same idempotency key must never produce a second card at the vendor,
   * so a call retried after a crash or a timeout is safe.
   */
  submit(card: CardOrder): Promise<{ vendorOrderId: string }>;
}

interface CardAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface CardOrder {
  idempotencyKey: string;
  /** An earlier call for this card may have reached the vendor (its outcome is unknown). */
  retry: boolean;
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
}

/** A vendor call failed. Retryable: timeouts, network errors, 5xx, 429. Permanent: other 4xx. */
export class MailingVendorError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
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
