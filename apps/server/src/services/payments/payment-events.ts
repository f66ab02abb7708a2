import type { JobQueue } from "../../core/jobs";
import type { Logger } from "../../core/logger";
import type { Metrics } from "../../core/metrics";
import type { Db } from "../../db/database";
import type { PaymentProvider } from "../../providers/payments";
import { markFundingFailed } from "../campaigns";
import {
  markPaid,
  orderOfSession,
  orderStatusOf,
  markPaymentFailed as paymentFailed,
  queueFulfilment,
} from "../orders";
import { holdMismatchedPayment, paidDifferently } from "./payment-mismatch";
import { syncFunding } from "./sync-funding";

/** What confirming a payment needs: the provider to ask, the queue, and the mismatch's metric. */
export interface PaymentDeps {
  db: Db;
  log: Logger;
  jobs: JobQueue;
  metrics: Metrics;
  payments: PaymentProvider;
}

/**
 * The one "payment completed" handling, whoever noticed first: a webhook, the local checkout,
 * the return page, or reconciliation. It asks the provider itself, so a forged or stale event
 * cannot mark an order paid, and a payment that differs from the order is held and refunded
 * instead (payment-mismatch.ts). Returns the order id when the order is paid.
 */
export async function syncPayment(deps: PaymentDeps, sessionId: string): Promise<string | null> {
  const session = await deps.payments.retrieveSession(sessionId);
  if (!session) return null;
  const order = await orderOfSession(deps.db, sessionId);
  if (!order) {
    // A budget's prepayment is paid through the same sessions as an order.
    if (await syncFunding(deps, session)) return null;
    deps.log.warn({ sessionId }, "payment session without an order");
    return null;
  }
  const paid = session.status === "complete" && session.paymentStatus === "paid";
  if (
    paid &&
    (order.status === "payment_mismatch" || (order.status === "pending_payment" && paidDifferently(order, session)))
  ) {
    await holdMismatchedPayment(deps, order.id, session);
    return null;
  }
  if (paid && order.status === "pending_payment") {
    const moved = await markPaid(deps, {
      orderId: order.id,
      sessionId,
      paymentIntentId: session.paymentIntentId,
      source: deps.payments.name,
    });
    if (moved) deps.log.info({ orderId: order.id }, "payment completed");
  } else if (session.status === "expired" && order.status === "pending_payment") {
    await markPaymentFailed(deps, sessionId);
    return null;
  }
  if (!paid) return null;
  if ((await orderStatusOf(deps.db, order.id)) === "paid") await queueFulfilment(deps.jobs, order.id);
  return order.id;
}

/** The provider says this session's money will never arrive (expired, async payment failed). */
export async function markPaymentFailed(deps: Pick<PaymentDeps, "db" | "log">, sessionId: string) {
  await markFundingFailed(deps.db, sessionId);
  const orderId = await paymentFailed(deps.db, sessionId);
  if (orderId) deps.log.info({ orderId }, "payment failed");
}
