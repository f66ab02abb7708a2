import type { CheckoutSessionState } from "../../providers/payments";
import { fundingBySession, markFundingFailed, markFundingPaid } from "../campaigns";
import { holdMismatchedPrepayment, type MismatchDeps, paidDifferently } from "./payment-mismatch";
import { refundUnusedBudget } from "./refund-unused-budget";

/**
 * "Payment completed" for a session that belongs to a budget's prepayment rather than an order:
 * the provider's own word credits the budget once; a payment of another amount or currency is held
 * and refunded whole, as a sender's is (payment-mismatch.ts); an expired session fails the
 * prepayment. Returns false when the session is no prepayment's either.
 */
export async function syncFunding(deps: MismatchDeps, session: CheckoutSessionState): Promise<boolean> {
  const funding = await fundingBySession(deps.db, session.sessionId);
  if (!funding) return false;
  const paid = session.status === "complete" && session.paymentStatus === "paid";
  if (
    paid &&
    (funding.status === "payment_mismatch" || (funding.status === "pending" && paidDifferently(funding, session)))
  ) {
    await holdMismatchedPrepayment(deps, funding, session);
  } else if (paid && funding.status === "pending") {
    const outcome = await markFundingPaid(deps.db, {
      sessionId: session.sessionId,
      paymentIntentId: session.paymentIntentId,
    });
    deps.log.info({ fundingId: funding.id, cards: funding.cards, outcome }, "budget funded");
    // Paid after the campaign closed: the whole payment goes back.
    if (outcome === "closed") await refundUnusedBudget(deps, funding.campaign_id);
  } else if (session.status === "expired") {
    await markFundingFailed(deps.db, session.sessionId);
  }
  return true;
}
