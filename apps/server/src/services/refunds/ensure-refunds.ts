import type { Selectable } from "kysely";
import type { OrdersTable } from "../../db/schema";
import { loadOrderCards, type RefundRow } from "../orders";
import { issueRefund, type RefundDeps, refundCards } from "./refund-cards";

const cards = (n: number) => `${n} postcard${n === 1 ? "" : "s"}`;

/**
 * Refunds the failed cards that no refund covers yet (an operator may have refunded some), and
 * re-asks the provider for any of the order's refunds still pending. Returns the failed cards'
 * refund (new or earlier), or null when operators' refunds already cover every failed card.
 */
export async function ensureRefund(deps: RefundDeps, order: Selectable<OrdersTable>): Promise<RefundRow | null> {
  const pending = await deps.db
    .selectFrom("refunds")
    .selectAll()
    .where("order_id", "=", order.id)
    .where("status", "=", "pending")
    .execute();
  for (const refund of pending) await issueRefund(deps, order, refund);
  const failed = (await loadOrderCards(deps.db, order.id)).filter((card) => card.status === "failed");
  const { refund } = await refundCards(deps, order, {
    recipientIds: failed.map((r) => r.id),
    kind: "failed_cards",
    reason: `${cards(failed.length)} failed to send`,
  });
  if (refund) return refund;
  return (
    (await deps.db
      .selectFrom("refunds")
      .selectAll()
      .where("order_id", "=", order.id)
      .where("kind", "=", "failed_cards")
      .orderBy("created_at", "desc")
      .executeTakeFirst()) ?? null
  );
}

/**
 * The whole payment back, as the provider took it, for a payment that did not match its order
 * (docs/decisions/0011): one refund covering every card, so nothing of the order can be refunded again.
 */
export async function ensureOrderRefund(
  deps: RefundDeps,
  order: Selectable<OrdersTable>,
  refund: { amountCents: number; failed: number; total: number; reason: string },
): Promise<RefundRow> {
  const pending = await deps.db
    .selectFrom("refunds")
    .selectAll()
    .where("order_id", "=", order.id)
    .where("kind", "=", "payment_mismatch")
    .executeTakeFirst();
  if (pending) return issueRefund(deps, order, pending);
  const cards = await loadOrderCards(deps.db, order.id);
  const outcome = await refundCards(deps, order, {
    recipientIds: cards.map((c) => c.id),
    kind: "payment_mismatch",
    reason: refund.reason,
    amountCents: refund.amountCents,
  });
  if (outcome.refund) return outcome.refund;
  const existing = await deps.db
    .selectFrom("refunds")
    .selectAll()
    .where("order_id", "=", order.id)
    .where("kind", "=", "payment_mismatch")
    .executeTakeFirst();
  if (!existing) throw new Error(`Order ${order.id}: its cards were already refunded another way.`);
  return issueRefund(deps, order, existing);
}
