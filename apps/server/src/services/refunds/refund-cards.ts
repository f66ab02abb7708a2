import type { Selectable } from "kysely";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { OrdersTable, RefundsTable } from "../../db/schema";
import { addToOutbox, queueEmail } from "../email/outbox";
import { recordCardEvent } from "../orders/card-events";
import type { OrderDeps } from "../orders/order-deps";
import { cardShareCents } from "../orders/order-rows";

export type RefundRow = Selectable<RefundsTable>;
export type RefundKind = "failed_cards" | "operator" | "payment_mismatch";
type OrderRow = Selectable<OrdersTable>;

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
 * The one way money goes back: each card at most once, at its share of the price, so every
 * refund of an order together never exceeds what was paid. The decision is taken under a
 * per-order transaction lock and recorded (refund + its cards) before the provider is called;
 * the refund's id is the provider's idempotency key, so a retry or a concurrent caller never
 * makes a second refund. Two callers refunding the same card at once make one refund.
 */
export async function refundCards(deps: OrderDeps, order: OrderRow, request: RefundRequest): Promise<RefundOutcome> {
  let decided: RefundOutcome;
  try {
    decided = await recordRefund(deps.db, order, request);
  } catch (err) {
    // The unique card index is the last line: a caller that raced past the lock finds the card refunded.
    if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
    decided = { refund: null, alreadyRefunded: request.recipientIds };
  }
  if (decided.refund) decided.refund = await issueRefund(deps, order, decided.refund);
  return decided;
}

async function recordRefund(db: Db, order: OrderRow, request: RefundRequest): Promise<RefundOutcome> {
  return db.transaction().execute(async (trx) => {
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
}

/**
 * Asks the provider for a recorded refund (again, after a crash or a failed call: same key).
 * A refund the provider has accepted, even if the bank has yet to move it, is issued.
 */
export async function issueRefund(deps: OrderDeps, order: OrderRow, refund: RefundRow): Promise<RefundRow> {
  if (refund.status === "succeeded") return refund;
  if (!order.payment_session_id) throw new Error(`Order ${order.id} has no payment session to refund.`);
  try {
    const result = await deps.payments.refund({
      sessionId: order.payment_session_id,
      paymentIntentId: order.payment_intent_id,
      amountCents: refund.amount_cents,
      idempotencyKey: `refund-${refund.id}`,
      reason: refund.reason,
    });
    const status = result.status === "failed" ? "failed" : "succeeded";
    const updated = await deps.db
      .updateTable("refunds")
      .set({ status, provider_refund_id: result.refundId, error: null, updated_at: new Date() })
      .where("id", "=", refund.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (status === "failed") throw new Error(`The payment provider reported refund ${result.refundId} as failed.`);
    // Each card it covers shows "Refunded" on the buyer's status page.
    const items = await deps.db
      .selectFrom("refund_items")
      .select("recipient_id")
      .where("refund_id", "=", refund.id)
      .execute();
    for (const item of items) {
      await recordCardEvent(deps.db, {
        orderId: order.id,
        recipientId: item.recipient_id,
        kind: "refunded",
        occurredAt: updated.updated_at,
        source: deps.payments.name,
        sourceEventId: `${result.refundId}:${item.recipient_id}`,
      });
    }
    deps.log.info({ orderId: order.id, refundId: result.refundId, amount: refund.amount_cents }, "refund issued");
    // The failed cards' refund is announced with the order's completion (settle-order); an operator's at once.
    if (refund.kind === "operator" && !order.erased_at) {
      const emailId = await addToOutbox(deps.db, {
        kind: "refund_issued",
        dedupeKey: `refund-issued:${refund.id}`,
        orderId: order.id,
        refundId: refund.id,
        to: order.email,
      });
      if (emailId) await queueEmail(deps.jobs, emailId);
    }
    return updated;
  } catch (err) {
    deps.log.error({ orderId: order.id, err }, "refund failed; will retry");
    await deps.db
      .updateTable("refunds")
      .set({ error: err instanceof Error ? err.message.slice(0, 500) : String(err), updated_at: new Date() })
      .where("id", "=", refund.id)
      .where("status", "=", "pending")
      .execute();
    throw err;
  }
}

/** Refunds still waiting for the provider (a failed call, a crash): retried by reconciliation. */
export async function retryPendingRefunds(deps: OrderDeps, olderThan: Date, limit: number) {
  const pending = await deps.db
    .selectFrom("refunds")
    .selectAll()
    .where("status", "=", "pending")
    .where("updated_at", "<=", olderThan)
    .limit(limit)
    .execute();
  let issued = 0;
  for (const refund of pending) {
    const order = await deps.db.selectFrom("orders").selectAll().where("id", "=", refund.order_id).executeTakeFirst();
    if (!order) continue;
    try {
      await issueRefund(deps, order, refund);
      issued++;
    } catch {
      // logged in issueRefund; the next round tries again
    }
  }
  return issued;
}
