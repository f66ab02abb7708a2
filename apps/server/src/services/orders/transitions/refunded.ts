import { type Selectable, sql } from "kysely";
import type { Db } from "../../../db/database";
import type { RefundsTable } from "../../../db/schema";
import { recordCardEvent } from "../card-events";
import { cardShareCents, type OrderRow } from "../order-rows";

export type RefundRow = Selectable<RefundsTable>;
type RefundKind = "failed_cards" | "operator" | "payment_mismatch";

export interface RefundRequest {
  /** The cards to refund; those already refunded are left out. */
  recipientIds: string[];
  kind: RefundKind;
  reason: string;
  requestedBy?: string | null;
  /** Instead of the cards' shares: what the provider took, for a mismatched payment refunded whole. */
  amountCents?: number;
}

export interface RefundOutcome {
  /** The new refund, or null when every card asked for was already refunded. */
  refund: RefundRow | null;
  /** Cards asked for that an earlier refund already covers. */
  alreadyRefunded: string[];
}

const UNIQUE_VIOLATION = "23505";

/**
 * Refund recorded: which of the cards asked for no refund covers yet, decided under a per-order
 * transaction lock, and the refund (pending) with its cards at their shares, before any provider
 * is called. Two callers refunding the same card at once make one refund; the unique card index
 * catches anything that raced past the lock.
 */
export async function recordRefund(db: Db, order: OrderRow, request: RefundRequest): Promise<RefundOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`refund:${order.id}`}, 0))`.execute(trx);
      const cards = await trx
        .selectFrom("order_recipients")
        .leftJoin("refund_items", "refund_items.recipient_id", "order_recipients.id")
        .select(["order_recipients.id", "order_recipients.position", "refund_items.refund_id"])
        .where("order_recipients.order_id", "=", order.id)
        .execute();
      const asked = cards.filter((c) => request.recipientIds.includes(c.id));
      const alreadyRefunded = asked.filter((c) => c.refund_id !== null).map((c) => c.id);
      const toRefund = asked.filter((c) => c.refund_id === null);
      if (toRefund.length === 0) return { refund: null, alreadyRefunded };
      const items = toRefund.map((c) => ({
        id: c.id,
        cents: cardShareCents(order.amount_cents, cards.length, c.position),
      }));
      const refund = await trx
        .insertInto("refunds")
        .values({
          order_id: order.id,
          amount_cents: request.amountCents ?? items.reduce((sum, i) => sum + i.cents, 0),
          failed_count: items.length,
          total_count: cards.length,
          reason: request.reason,
          kind: request.kind,
          requested_by: request.requestedBy ?? null,
          status: "pending",
          provider_refund_id: null,
          error: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("refund_items")
        .values(
          items.map((i) => ({ refund_id: refund.id, order_id: order.id, recipient_id: i.id, amount_cents: i.cents })),
        )
        .execute();
      return { refund, alreadyRefunded };
    });
  } catch (err) {
    // A caller that raced past the lock finds the card refunded.
    if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
    return { refund: null, alreadyRefunded: request.recipientIds };
  }
}

/**
 * Refunded (per card): the provider's answer to a recorded refund. Accepted, each card it covers
 * gets its "refunded" step (the buyer's page shows it); refused, the refund is failed.
 */
export async function recordRefundAnswer(
  db: Db,
  answer: { orderId: string; refundId: string; providerRefundId: string; accepted: boolean; source: string },
): Promise<RefundRow> {
  const updated = await db
    .updateTable("refunds")
    .set({
      status: answer.accepted ? "succeeded" : "failed",
      provider_refund_id: answer.providerRefundId,
      error: null,
      updated_at: new Date(),
    })
    .where("id", "=", answer.refundId)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (!answer.accepted) return updated;
  const items = await db
    .selectFrom("refund_items")
    .select("recipient_id")
    .where("refund_id", "=", answer.refundId)
    .execute();
  for (const item of items) {
    await recordCardEvent(db, {
      orderId: answer.orderId,
      recipientId: item.recipient_id,
      kind: "refunded",
      occurredAt: updated.updated_at,
      source: answer.source,
      sourceEventId: `${answer.providerRefundId}:${item.recipient_id}`,
    });
  }
  return updated;
}

/** The provider could not be asked (or failed): the refund stays pending, with why, for reconciliation's retry. */
export async function recordRefundError(db: Db, refundId: string, error: string) {
  await db
    .updateTable("refunds")
    .set({ error, updated_at: new Date() })
    .where("id", "=", refundId)
    .where("status", "=", "pending")
    .execute();
}
