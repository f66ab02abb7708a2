import { PER_CARD_CENTS } from "@civic/contracts/pricing";
import type { JobQueue } from "../../core/jobs";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import type { PaymentProvider } from "../../providers/payments";
import { queueBudgetRefunds, returnCardsToBudget } from "../campaigns";
import { addToOutbox, queueEmail } from "../email";
import {
  loadOrder,
  type OrderRow,
  type RefundOutcome,
  type RefundRequest,
  type RefundRow,
  recordRefund,
  recordRefundAnswer,
  recordRefundError,
} from "../orders";

/** What taking money back needs: the payment provider, and the outbox for an operator's refund notice. */
export interface RefundDeps {
  db: Db;
  log: Logger;
  jobs: JobQueue;
  payments: PaymentProvider;
}

/**
 * The one way money goes back: each card at most once, at its share of the price, so every
 * refund of an order together never exceeds what was paid. The decision is taken under a
 * per-order transaction lock and recorded (refund + its cards) before the provider is called;
 * the refund's id is the provider's idempotency key, so a retry or a concurrent caller never
 * makes a second refund. Two callers refunding the same card at once make one refund.
 */
export async function refundCards(deps: RefundDeps, order: OrderRow, request: RefundRequest): Promise<RefundOutcome> {
  const decided = await recordRefund(deps.db, order, request);
  if (decided.refund) decided.refund = await issueRefund(deps, order, decided.refund);
  return decided;
}

/**
 * Asks the provider for a recorded refund (again, after a crash or a failed call: same key).
 * A refund the provider has accepted, even if the bank has yet to move it, is issued.
 */
export async function issueRefund(deps: RefundDeps, order: OrderRow, refund: RefundRow): Promise<RefundRow> {
  if (refund.status === "succeeded") return refund;
  if (order.sponsored) return returnToBudget(deps, order, refund);
  if (!order.payment_session_id) throw new Error(`Order ${order.id} has no payment session to refund.`);
  try {
    const result = await deps.payments.refund({
      sessionId: order.payment_session_id,
      paymentIntentId: order.payment_intent_id,
      amountCents: refund.amount_cents,
      idempotencyKey: `refund-${refund.id}`,
      reason: refund.reason,
    });
    const updated = await recordRefundAnswer(deps.db, {
      orderId: order.id,
      refundId: refund.id,
      providerRefundId: result.refundId,
      accepted: result.status !== "failed",
      source: deps.payments.name,
    });
    if (updated.status === "failed") {
      throw new Error(`The payment provider reported refund ${result.refundId} as failed.`);
    }
    deps.log.info({ orderId: order.id, refundId: result.refundId, amount: refund.amount_cents }, "refund issued");
    // The failed cards' refund is announced with the order's completion (orders' settleOrder); an operator's at once.
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
    await recordRefundError(deps.db, refund.id, err instanceof Error ? err.message.slice(0, 500) : String(err));
    throw err;
  }
}

/**
 * A sponsored order's refund moves no money of the sender's: its cards go back to the campaign's
 * budget, once per refund (budget_returns), and the cards' "refunded" steps are recorded as for a
 * paid order. After the campaign closed, their price goes back to the organiser through the
 * provider instead, once, by the refund-budget job.
 */
async function returnToBudget(deps: RefundDeps, order: OrderRow, refund: RefundRow): Promise<RefundRow> {
  const returned = await returnCardsToBudget(
    deps.db,
    { refundId: refund.id, orderId: order.id, cards: refund.failed_count },
    PER_CARD_CENTS,
  );
  if (returned?.refundOwed) await queueBudgetRefunds(deps.jobs, returned.campaignId);
  if (returned?.unplaced) {
    deps.log.error(
      { orderId: order.id, campaignId: returned.campaignId, cents: returned.unplaced },
      "sponsored cards failed after their campaign closed and their prepayments have no room left for this part of their price: check the budget's records and refund the organiser by hand",
    );
  }
  deps.log.info(
    { orderId: order.id, cards: refund.failed_count, toOrganiser: !!returned?.refundOwed },
    returned?.refundOwed
      ? "sponsored cards of a closed campaign: refund owed to the organiser"
      : "sponsored cards returned to the budget",
  );
  return recordRefundAnswer(deps.db, {
    orderId: order.id,
    refundId: refund.id,
    providerRefundId: `budget_${refund.id}`,
    accepted: true,
    source: "sponsored",
  });
}

/** Refunds still waiting for the provider (a failed call, a crash): retried by reconciliation. */
export async function retryPendingRefunds(deps: RefundDeps, olderThan: Date, limit: number) {
  const pending = await deps.db
    .selectFrom("refunds")
    .selectAll()
    .where("status", "=", "pending")
    .where("updated_at", "<=", olderThan)
    .limit(limit)
    .execute();
  let issued = 0;
  for (const refund of pending) {
    const order = await loadOrder(deps.db, refund.order_id);
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
