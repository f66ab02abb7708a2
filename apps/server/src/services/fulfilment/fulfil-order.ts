import { type MailingVendor, MailingVendorError } from "../../providers/mailing";
import { cardOrderFor } from "../mailing";
import {
  isPaidOrCompleted,
  markCardFailed,
  markCardSent,
  markCardsSubmitting,
  type RecipientRow,
  recordCardAttemptError,
  settleOrder,
  withOrderLock,
} from "../orders";
import { ensureRefund, type RefundDeps } from "../refunds";

/** After this many vendor calls that timed out or failed on the vendor's side, a card is given up and refunded. */
const MAX_VENDOR_ATTEMPTS = 6;

const SIMULATED_FAILURE = "Simulated failure (test mode).";
/** A payment that came after the order's erasure (docs/decisions/0031): its cards have nothing left to write. */
const ERASED_BEFORE_SENT = "The order's personal data was erased before this card was sent.";

/** What fulfilling an order needs: the mailing vendor, and what the failed cards' refund needs. */
export interface FulfilmentDeps extends RefundDeps {
  mailing: MailingVendor;
}

export type FulfilOutcome = "completed" | "not-paid" | "busy";

/**
 * Orders every card of a paid order from the mailing vendor, once each, then settles the order.
 * Safe to run any number of times, concurrently, and after a crash at any point: an ordered or
 * failed card is never sent again, and a card in flight is re-sent with the same idempotency key.
 * Throws when a card hit a retryable failure, so the queue retries the order with backoff.
 */
export async function fulfilOrder(deps: FulfilmentDeps, orderId: string): Promise<FulfilOutcome> {
  let outcome: FulfilOutcome = "not-paid";
  const locked = await withOrderLock(deps.db, orderId, async (db) => {
    const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
    // A completed order has work again only when an operator sent one of its failed cards back to the vendor.
    if (!order || !isPaidOrCompleted(order.status)) {
      outcome = "not-paid";
      return;
    }
    const recipients = await db
      .selectFrom("order_recipients")
      .selectAll()
      .where("order_id", "=", orderId)
      .orderBy("position")
      .execute();
    const status = new Map(recipients.map((r) => [r.id, r.status]));
    let failedNow = false;
    const fail = async (recipient: RecipientRow, error: string) => {
      await markCardFailed(db, { orderId, recipientId: recipient.id, error });
      status.set(recipient.id, "failed");
      failedNow = true;
    };

    const open = recipients.filter((r) => r.status !== "ordered" && r.status !== "failed");
    const toSend: RecipientRow[] = [];
    for (const recipient of open) {
      // Never a blank card: an erased order's cards fail, and their refund follows below.
      if (order.erased_at) await fail(recipient, ERASED_BEFORE_SENT);
      else if (recipient.simulate_failure) await fail(recipient, SIMULATED_FAILURE);
      else if (recipient.attempts >= MAX_VENDOR_ATTEMPTS) {
        await fail(recipient, `The mailing service could not take this card after ${recipient.attempts} tries.`);
      } else toSend.push(recipient);
    }
    // Recorded before the calls: a crash from here on re-sends with the same keys, never a new card.
    await markCardsSubmitting(
      db,
      toSend.map((r) => r.id),
      deps.mailing.name,
    );
    // The cards of an order are independent: sent at once.
    const failures = await Promise.all(
      toSend.map(async (recipient): Promise<Error | null> => {
        try {
          const { vendorOrderId } = await deps.mailing.submit(cardOrderFor(order, recipient));
          await markCardSent(db, { orderId, recipientId: recipient.id, vendorOrderId });
          status.set(recipient.id, "ordered");
          return null;
        } catch (err) {
          if (err instanceof MailingVendorError && !err.retryable) {
            deps.log.warn({ orderId, recipientId: recipient.id, reason: err.message }, "card refused by the vendor");
            await fail(recipient, err.message);
            return null;
          }
          deps.log.warn({ orderId, recipientId: recipient.id, err }, "vendor call failed; will retry");
          await recordCardAttemptError(db, recipient.id, err instanceof Error ? err.message : String(err));
          return err instanceof Error ? err : new Error(String(err));
        }
      }),
    );
    const retryable = failures.find((f) => f !== null);
    if (retryable) throw retryable;
    if (order.status === "paid") {
      const statuses = recipients.map((r) => status.get(r.id) ?? r.status);
      const settled = statuses.every((s) => s === "ordered" || s === "failed");
      // Per-card refunds: only failed cards no refund covers yet, pending ones re-asked. (With a
      // card still in flight, settleOrder refuses before anything is refunded.)
      const refund = settled && statuses.includes("failed") ? await ensureRefund({ ...deps, db }, order) : null;
      await settleOrder({ ...deps, db }, order, { statuses, refund });
    }
    // A retried card that failed again: refunded unless a refund already covers it.
    else if (failedNow) await ensureRefund({ ...deps, db }, order);
    outcome = "completed";
  });
  return locked ? outcome : "busy";
}
