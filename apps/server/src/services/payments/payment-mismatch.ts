import { reportError } from "../../core/error-reporting";
import type { Metrics } from "../../core/metrics";
import type { CheckoutSessionState } from "../../providers/payments";
import { holdMismatchedPayment as holdOrder, loadOrder, orderCardCount } from "../orders";
import { ensureOrderRefund, type RefundDeps } from "../refunds";

type MismatchDeps = RefundDeps & { metrics: Metrics };

/** True when the provider took a different amount or currency than the order's price. */
export function paidDifferently(order: { amount_cents: number; currency: string }, session: CheckoutSessionState) {
  return session.amountTotal !== order.amount_cents || session.currency !== order.currency.toLowerCase();
}

/**
 * A payment that does not match its order is never fulfilled: the order is held as
 * payment_mismatch (only from pending_payment, so once), operators are told (error log, metric,
 * error reporting), and everything that was paid goes back through the provider.
 */
export async function holdMismatchedPayment(deps: MismatchDeps, orderId: string, session: CheckoutSessionState) {
  const held = await holdOrder(deps.db, orderId, session.paymentIntentId);
  if (held) {
    deps.metrics.paymentMismatches.inc();
    deps.log.error(
      {
        orderId,
        sessionId: session.sessionId,
        expected: { amount: held.amount_cents, currency: held.currency },
        paid: { amount: session.amountTotal, currency: session.currency },
      },
      "payment does not match the order: held and refunded in full",
    );
    reportError(new Error("A payment did not match its order; it was held and refunded."), { orderId });
  }
  await refundMismatchedPayment(deps, orderId, session.amountTotal);
}

/** The full refund of a held order, made once; a failure is retried by reconciliation. */
async function refundMismatchedPayment(deps: MismatchDeps, orderId: string, paidCents: number | null) {
  if (!paidCents) {
    deps.log.error({ orderId }, "held payment reports no amount: refund it by hand");
    return;
  }
  const order = await loadOrder(deps.db, orderId);
  if (!order) throw new Error(`order ${orderId} is missing`);
  const cards = await orderCardCount(deps.db, orderId);
  await ensureOrderRefund(deps, order, {
    amountCents: paidCents,
    failed: cards,
    total: cards,
    reason: "The payment did not match the order",
  }).catch(() => {}); // logged and recorded on the refund row; reconciliation tries again
}
