import { errorCodes } from "@civic/contracts/errors";
import { AppError } from "../../core/app-error";
import { loadOrderBySession } from "../orders";
import { ensureRefund } from "../refunds";
import type { PaymentDeps } from "./payment-events";

/**
 * The return page asks for the refund of failed cards. The server decides the amount from the
 * cards themselves and answers with the refund already made (or makes it, once): whatever the
 * browser asks for, never more than was paid and never twice.
 */
export async function refundPayment(
  deps: Pick<PaymentDeps, "db" | "log" | "jobs" | "payments">,
  input: { sessionId: string },
) {
  const view = await loadOrderBySession(deps.db, input.sessionId);
  if (!view) throw AppError.notFound("We couldn't find that payment. Please contact support.");
  const { order, recipients } = view;
  if (order.status === "pending_payment" || order.status === "payment_failed") {
    throw AppError.badRequest("This payment was not completed, so there is nothing to refund.");
  }
  if (order.status !== "completed") {
    throw new AppError(
      409,
      errorCodes.conflict,
      "Your postcards are still being ordered. Please try again in a moment.",
    );
  }
  const failed = recipients.filter((r) => r.status === "failed").length;
  if (failed === 0) return { refund_id: null, amount_cents: 0, status: "not_needed", orderId: order.id };
  const refund = await ensureRefund(deps, order).catch((err) => {
    deps.log.error({ err, orderId: order.id }, "refund could not be made");
    throw AppError.upstream("We couldn't issue your refund just now. It will be retried automatically.");
  });
  if (!refund) return { refund_id: null, amount_cents: 0, status: "not_needed", orderId: order.id };
  return {
    refund_id: refund.provider_refund_id,
    amount_cents: refund.amount_cents,
    status: refund.status,
    orderId: order.id,
  };
}
