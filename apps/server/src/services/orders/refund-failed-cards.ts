import { refundCents } from "@civic/contracts/pricing";
import type { Selectable } from "kysely";
import type { OrdersTable, RefundsTable } from "../../db/schema";
import { recordCardEvent } from "../order-status/card-events";
import type { OrderDeps } from "./order-deps";

export type RefundRow = Selectable<RefundsTable>;

const cards = (n: number) => `${n} postcard${n === 1 ? "" : "s"}`;

/**
 * Refunds the failed cards' share of an order (everything when all failed), exactly once.
 * The row is written first and its id is the provider's idempotency key, so a retry after a
 * crash or a concurrent call returns the same refund instead of making another.
 */
export function ensureRefund(
  deps: OrderDeps,
  order: Selectable<OrdersTable>,
  failed: number,
  total: number,
): Promise<RefundRow> {
  const amountCents = refundCents(order.amount_cents, total, failed);
  return ensureOrderRefund(deps, order, { amountCents, failed, total, reason: `${cards(failed)} failed to send` });
}

/** The one refund an order may have, of `amountCents`, made exactly once (see ensureRefund). */
export async function ensureOrderRefund(
  deps: OrderDeps,
  order: Selectable<OrdersTable>,
  refund: { amountCents: number; failed: number; total: number; reason: string },
): Promise<RefundRow> {
  await deps.db
    .insertInto("refunds")
    .values({
      order_id: order.id,
      amount_cents: refund.amountCents,
      failed_count: refund.failed,
      total_count: refund.total,
      reason: refund.reason,
      status: "pending",
      provider_refund_id: null,
      error: null,
    })
    .onConflict((oc) => oc.column("order_id").doNothing())
    .execute();
  const row = await deps.db
    .selectFrom("refunds")
    .selectAll()
    .where("order_id", "=", order.id)
    .executeTakeFirstOrThrow();
  if (row.status === "succeeded") return row;
  if (!order.payment_session_id) throw new Error(`Order ${order.id} has no payment session to refund.`);
  try {
    const result = await deps.payments.refund({
      sessionId: order.payment_session_id,
      paymentIntentId: order.payment_intent_id,
      amountCents: row.amount_cents,
      idempotencyKey: `refund-${row.id}`,
      reason: row.reason,
    });
    // A refund the provider has accepted (even if the bank has yet to move it) is issued.
    const status = result.status === "failed" ? "failed" : "succeeded";
    const updated = await deps.db
      .updateTable("refunds")
      .set({ status, provider_refund_id: result.refundId, error: null, updated_at: new Date() })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (status === "failed") throw new Error(`The payment provider reported refund ${result.refundId} as failed.`);
    const failedCards = await deps.db
      .selectFrom("order_recipients")
      .select("id")
      .where("order_id", "=", order.id)
      .where("status", "=", "failed")
      .execute();
    for (const card of failedCards) {
      await recordCardEvent(deps.db, {
        orderId: order.id,
        recipientId: card.id,
        kind: "refunded",
        occurredAt: updated.updated_at,
        source: deps.payments.name,
        sourceEventId: `${result.refundId}:${card.id}`,
      });
    }
    deps.log.info({ orderId: order.id, refundId: result.refundId, amount: row.amount_cents }, "refund issued");
    return updated;
  } catch (err) {
    deps.log.error({ orderId: order.id, err }, "refund failed; will retry");
    await deps.db
      .updateTable("refunds")
      .set({ error: err instanceof Error ? err.message.slice(0, 500) : String(err), updated_at: new Date() })
      .where("id", "=", row.id)
      .where("status", "=", "pending")
      .execute();
    throw err;
  }
}
