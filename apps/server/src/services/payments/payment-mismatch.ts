import { reportError } from "../../core/error-reporting";
import type { Metrics } from "../../core/metrics";
import type { CheckoutSessionState } from "../../providers/payments";
import { holdMismatchedFunding as holdFunding, issueBudgetRefunds } from "../campaigns";
import { holdMismatchedPayment as holdOrder, loadOrder, orderCardCount } from "../orders";
import { ensureOrderRefund, type RefundDeps } from "../refunds";

export type MismatchDeps = RefundDeps & { metrics: Metrics };

/**
 * True when the provider took a different amount or currency than the price asked: an order's, or
 * a campaign budget's prepayment's.
 */
export function paidDifferently(price: { amount_cents: number; currency: string }, session: CheckoutSessionState) {
  return session.amountTotal !== price.amount_cents || session.currency !== price.currency.toLowerCase();
}

/** Operators are told of a held payment: an error log line, the mismatch metric, error reporting. */
function reportMismatch(
  deps: MismatchDeps,
  held: { what: "order"; orderId: string } | { what: "prepayment"; fundingId: string },
  expected: { amount_cents: number; currency: string },
  session: CheckoutSessionState,
) {
  const { what, ...ids } = held;
  deps.metrics.paymentMismatches.inc();
  deps.log.error(
    {
      ...ids,
      sessionId: session.sessionId,
      expected: { amount: expected.amount_cents, currency: expected.currency },
      paid: { amount: session.amountTotal, currency: session.currency },
    },
    `payment does not match the ${what}: held and refunded in full`,
  );
  reportError(new Error(`A payment did not match its ${what}; it was held and refunded.`), ids);
}

/**
 * A payment that does not match its order is never fulfilled: the order is held as
 * payment_mismatch (only from pending_payment, so once), operators are told (error log, metric,
 * error reporting), and everything that was paid goes back through the provider.
 */
export async function holdMismatchedPayment(deps: MismatchDeps, orderId: string, session: CheckoutSessionState) {
  const held = await holdOrder(deps.db, orderId, session.paymentIntentId);
  if (held) reportMismatch(deps, { what: "order", orderId }, held, session);
  await refundMismatchedPayment(deps, orderId, session.amountTotal);
}

/**
 * The same rule for an organiser's prepayment of sponsored cards: never credited to the budget
 * (held as payment_mismatch, only from pending, so once), operators told the same way, and
 * everything the provider took refunded in one refund with the prepayment's key, retried by the
 * refund-budget job if the provider refuses it.
 */
export async function holdMismatchedPrepayment(
  deps: MismatchDeps,
  funding: { id: string; campaign_id: string; amount_cents: number; currency: string },
  session: CheckoutSessionState,
) {
  if (!session.amountTotal)
    deps.log.error({ fundingId: funding.id }, "held payment reports no amount: refund it by hand");
  const held = await holdFunding(deps.db, {
    sessionId: session.sessionId,
    paymentIntentId: session.paymentIntentId,
    paidCents: session.amountTotal ?? 0,
  });
  if (held) reportMismatch(deps, { what: "prepayment", fundingId: funding.id }, funding, session);
  await issueBudgetRefunds(deps, funding.campaign_id);
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
