import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import type { CheckoutSessionState, PaymentProvider } from "../../providers/payments";
import { fundingBySession, markFundingFailed, markFundingPaid } from "../campaigns";
import { refundUnusedBudget } from "./refund-unused-budget";

/**
 * "Payment completed" for a session that belongs to a budget's prepayment rather than an order:
 * the provider's own word credits the budget once; an expired session fails the prepayment.
 * Returns false when the session is no prepayment's either.
 */
export async function syncFunding(
  deps: { db: Db; log: Logger; payments: PaymentProvider },
  session: CheckoutSessionState,
): Promise<boolean> {
  const funding = await fundingBySession(deps.db, session.sessionId);
  if (!funding) return false;
  const paid = session.status === "complete" && session.paymentStatus === "paid";
  if (paid && funding.status === "pending") {
    if (session.amountTotal !== funding.amount_cents) {
      deps.log.error({ fundingId: funding.id }, "budget payment does not match the prepayment: not credited");
      return true;
    }
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
