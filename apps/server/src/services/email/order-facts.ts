/**
 * What an email says about orders, read by the order domain and handed in where the services are
 * composed (services/index.ts): the email domain renders and sends, and reads no order table, so
 * the order domain can record its emails without the two depending on each other.
 */
export interface OrderEmailReader {
  /** An address's orders that have a page to show ("find my orders"), newest first. */
  ordersOfAddress(
    address: string,
  ): Promise<{ id: string; number: number; created_at: Date | string; language: "en" | "es" }[]>;
  /** The order, its cards, and the refund announced: `refundId`'s, else the failed cards' latest. */
  orderFacts(orderId: string, refundId: string | null): Promise<OrderEmailFacts>;
}

interface OrderEmailFacts {
  number: number;
  /** The language the sender used: the order's emails are written in it (decision 0116). */
  language: "en" | "es";
  /** A sponsored order's organisation: it paid, so nothing was charged and nothing is refunded. */
  sponsoredBy: string | null;
  expectedMailingDate: string | null;
  cards: {
    id: string;
    title: string;
    name: string;
    status: string;
    officeLabel: string;
    /** Where the card is mailed, on one line. */
    address: string;
    salutation: string;
    body: string;
    signOff: string;
    mailedAt: Date | string | null;
    /** YYYY-MM-DD: said instead of a delivery report (a vendor that reports none), once mailed. */
    expectedBy: string | null;
    /** Mailed to a Washington office, whose mail is screened first. */
    washington: boolean;
    /** Covered by the refund below. */
    refunded: boolean;
    /** Held for the sender's choice (their recipient's term ended): why, and since when. */
    held: {
      reason: string;
      at: Date;
      newHolder: { title: string; name: string; office: { label: string } } | null;
      /** False for a card to a state legislator: its seat is not followed to a successor (decision 0120). */
      readdressable: boolean;
    } | null;
  }[];
  refund: { kind: string; status: string; amountCents: number; providerRefundId: string | null } | null;
}
