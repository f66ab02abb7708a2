import { PER_CARD_CENTS } from "@civic/contracts/pricing";
import { type BudgetRefundDeps, closeBudget, issueBudgetRefunds } from "../campaigns";

/**
 * On closing a campaign, the unused budget goes back to the organiser through the provider, once:
 * the cards left are taken in one conditional UPDATE (closeBudget), and each prepayment's share is
 * refunded under a per-campaign lock with its own idempotency key (issueBudgetRefunds). Asking
 * again (a double click, a second process, the refund-budget job after a refused or unanswered
 * call) refunds nothing twice. Returns how many of the campaign's refunds are still owed.
 */
export async function refundUnusedBudget(deps: BudgetRefundDeps, campaignId: string): Promise<number> {
  await closeBudget(deps.db, campaignId, PER_CARD_CENTS);
  return issueBudgetRefunds(deps, campaignId);
}
