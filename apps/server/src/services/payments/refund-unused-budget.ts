import { PER_CARD_CENTS } from "@civic/contracts/pricing";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import type { PaymentProvider } from "../../providers/payments";
import { closeBudget, recordBudgetRefund, withPendingBudgetRefunds } from "../campaigns";

/**
 * On closing a campaign, the unused budget goes back to the organiser through the provider, once:
 * the cards left are taken in one conditional UPDATE (closeBudget), and each prepayment's share is
 * refunded under a per-campaign lock with its own idempotency key. Asking again (a double click,
 * a second process, a retry after a failed call) refunds nothing twice.
 */
export async function refundUnusedBudget(deps: { db: Db; log: Logger; payments: PaymentProvider }, campaignId: string) {
  await closeBudget(deps.db, campaignId, PER_CARD_CENTS);
  await withPendingBudgetRefunds(deps.db, campaignId, async (trx, pending) => {
    for (const funding of pending) {
      if (!funding.payment_session_id || funding.refund_cents === 0) continue;
      try {
        const result = await deps.payments.refund({
          sessionId: funding.payment_session_id,
          paymentIntentId: funding.payment_intent_id,
          amountCents: funding.refund_cents,
          idempotencyKey: `budget-refund-${funding.id}`,
          reason: "Unused sponsored postcards of a closed campaign",
        });
        await recordBudgetRefund(trx, {
          fundingId: funding.id,
          providerRefundId: result.refundId,
          status: result.status,
        });
        deps.log.info({ campaignId, fundingId: funding.id, amount: funding.refund_cents }, "unused budget refunded");
      } catch (err) {
        deps.log.error(
          { err, campaignId, fundingId: funding.id },
          "unused budget refund failed; asked again on the next close",
        );
        await recordBudgetRefund(trx, { fundingId: funding.id, providerRefundId: null, status: "failed" });
      }
    }
  });
}
