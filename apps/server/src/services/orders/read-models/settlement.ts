import type { Db } from "../../../db/database";
import type { OrderRow, RecipientRow } from "../order-rows";

/**
 * A checkout session lives 24 hours at most (Stripe's longest; the local checkout's too): 48 hours
 * after it was made, an unpaid order can no longer be paid, and reconciliation stops asking.
 */
export const UNPAYABLE_AFTER_MS = 48 * 60 * 60 * 1000;

interface SettlementFacts {
  order: Pick<OrderRow, "status" | "created_at" | "updated_at">;
  cards: Pick<RecipientRow, "id" | "status" | "mail_status" | "mailed_at" | "updated_at">[];
  refunds: { status: string; updated_at: Date }[];
  /** Cards a refund covers (refund_items). */
  refundedCards: ReadonlySet<string>;
}

const latest = (times: (Date | string)[]) => new Date(Math.max(...times.map((t) => new Date(t).getTime())));

/**
 * When the order settled: nothing more can happen to it, so its personal data may be erased (by
 * the sender, an operator or retention: docs/decisions/0031). Null while it is not settled.
 * - No refund is waiting for the provider or was refused by it (money still moving).
 * - Unpaid (`pending_payment`): once it can no longer be paid, 48 hours after its checkout.
 * - `payment_failed`: at once. `payment_mismatch`: once its refund went through.
 * - `paid`: never (its cards are on their way to the vendor).
 * - `completed`: when every card is mailed (or delivered), or refunded (failed, or refunded by an
 *   operator) and not in flight: a card the print shop holds but has not mailed is not settled.
 */
function settledAtOf({ order, cards, refunds, refundedCards }: SettlementFacts, now: Date): Date | null {
  if (refunds.some((r) => r.status !== "succeeded")) return null;
  const refundTimes = refunds.map((r) => r.updated_at);
  switch (order.status) {
    case "pending_payment": {
      const unpayable = new Date(new Date(order.created_at).getTime() + UNPAYABLE_AFTER_MS);
      return now >= unpayable ? unpayable : null;
    }
    case "payment_failed":
      return latest([order.updated_at, ...refundTimes]);
    case "payment_mismatch":
      return refunds.length > 0 ? latest([order.updated_at, ...refundTimes]) : null;
    case "completed": {
      const times: (Date | string)[] = [...refundTimes];
      for (const card of cards) {
        if (card.status === "pending" || card.status === "submitting" || card.status === "outcome_unknown") return null;
        if (card.mail_status === "mailed" || card.mail_status === "delivered") {
          times.push(card.mailed_at ?? card.updated_at);
        } else if (refundedCards.has(card.id)) times.push(card.updated_at);
        else return null;
      }
      return times.length ? latest(times) : null;
    }
    default:
      return null;
  }
}

/** The order's settlement facts read from the database (on `db`: a locked connection, say). */
export async function orderSettledAt(
  db: Db,
  order: SettlementFacts["order"] & { id: string },
  now: Date,
): Promise<Date | null> {
  const [cards, refunds, items] = await Promise.all([
    db
      .selectFrom("order_recipients")
      .select(["id", "status", "mail_status", "mailed_at", "updated_at"])
      .where("order_id", "=", order.id)
      .execute(),
    db.selectFrom("refunds").select(["status", "updated_at"]).where("order_id", "=", order.id).execute(),
    db.selectFrom("refund_items").select("recipient_id").where("order_id", "=", order.id).execute(),
  ]);
  return settledAtOf({ order, cards, refunds, refundedCards: new Set(items.map((i) => i.recipient_id)) }, now);
}
