import type { PostcardResults, VerifyPaymentResponse } from "@civic/contracts/payments";
import type { Db } from "../../../db/database";
import { isPaidOrCompleted, type OrderRow, type RecipientRow } from "../order-rows";
import { isTermEndedCardError } from "../term-ended-card";

export interface OrderView {
  order: OrderRow;
  recipients: RecipientRow[];
}

export async function loadOrderBySession(db: Db, sessionId: string): Promise<OrderView | null> {
  const order = await db
    .selectFrom("orders")
    .selectAll()
    .where("payment_session_id", "=", sessionId)
    .executeTakeFirst();
  if (!order) return null;
  const recipients = await db
    .selectFrom("order_recipients")
    .selectAll()
    .where("order_id", "=", order.id)
    .orderBy("position")
    .execute();
  return { order, recipients };
}

/** Per-card results in the spec's shape (site.md §3), known once the order is completed. */
function postcardResultsOf({ order, recipients }: OrderView): PostcardResults | null {
  if (order.status !== "completed") return null;
  const results = recipients.map((r) => ({
    type: r.type,
    recipient: r.name,
    ...(r.type === "state_legislator" ? { title: r.title } : {}),
    status: r.status === "ordered" ? ("success" as const) : ("error" as const),
    error: r.status === "ordered" ? null : publicCardError(r),
    orderId: r.vendor_order_id,
  }));
  const totalFailed = results.filter((r) => r.status === "error").length;
  return {
    success: totalFailed === 0,
    results,
    summary: {
      totalSent: results.length - totalFailed,
      totalFailed,
      total: results.length,
      sendOption: order.send_option,
    },
    orderId: order.id,
    actualMailingDate: order.expected_mailing_date,
  };
}

/**
 * What the buyer may read about a failed card: the testing aid says so, and so does a term that
 * ended before the card was ordered (our own words); vendor details stay in logs.
 */
function publicCardError(r: RecipientRow): string {
  if (isTermEndedCardError(r.error)) return r.error;
  return r.simulate_failure ? (r.error ?? "Simulated failure.") : "The mailing service could not take this card.";
}

export function verifyResponseOf(view: OrderView | null): VerifyPaymentResponse {
  if (!view) {
    return {
      success: false,
      postcardData: null,
      postcardResults: null,
      orderId: null,
      orderNumber: null,
      amountCents: null,
      actualMailingDate: null,
      status: "not_found",
    };
  }
  const { order, recipients } = view;
  const paid = isPaidOrCompleted(order.status);
  const card = (r: RecipientRow) => ({ type: r.type, name: r.name });
  const representative = recipients.find((r) => r.type === "representative");
  return {
    success: paid,
    postcardData: {
      representative: representative ? card(representative) : null,
      senators: recipients.filter((r) => r.type === "senator").map(card),
      stateLegislators: recipients
        .filter((r) => r.type === "state_legislator")
        .map((r) => ({ title: r.title, name: r.name })),
      sendOption: order.send_option,
      email: order.email,
      zipCode: order.zip_code ?? order.sender_zip,
    },
    postcardResults: postcardResultsOf(view),
    orderId: order.id,
    orderNumber: order.number,
    amountCents: order.amount_cents,
    actualMailingDate: order.expected_mailing_date,
    status: order.status === "pending_payment" ? "unpaid" : order.status,
  };
}
