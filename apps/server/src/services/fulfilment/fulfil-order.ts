import type { Clock } from "../../core/clock";
import { MailingVendorError, type SubmitOutcome } from "../../providers/mailing";
import type { LegislatorDirectory, StateDirectory } from "../legislators";
import { cardOrderFor, type VendorRouter } from "../mailing";
import {
  heldCardReason,
  isPaidOrCompleted,
  loadOrder,
  loadOrderCards,
  markCardFailed,
  markCardHeld,
  markCardOutcomeUnknown,
  markCardSent,
  markCardsSubmitting,
  type RecipientRow,
  recordCardAttemptError,
  settleOrder,
  withOrderLock,
} from "../orders";
import { ensureRefund, type RefundDeps } from "../refunds";
import { emailHeldCard } from "./held-cards";

/** After this many vendor calls that did not reach the vendor (or failed at an idempotent one), a card is given up and refunded. */
const MAX_VENDOR_ATTEMPTS = 6;

const SIMULATED_FAILURE = "Simulated failure (test mode).";
/** A payment that came after the order's erasure (docs/decisions/0031): its cards have nothing left to write. */
const ERASED_BEFORE_SENT = "The order's personal data was erased before this card was sent.";

/** What fulfilling an order needs: the mailing vendors, and what the failed cards' refund needs. */
export interface FulfilmentDeps extends RefundDeps {
  vendors: VendorRouter;
  /** Whose term has ended, by the directory's clock: such a card is not ordered. */
  legislators: Pick<LegislatorDirectory, "index" | "isLoaded">;
  /** Who sits in a state legislature: a card to someone no longer in it is not ordered either. */
  stateLegislators: Pick<StateDirectory, "index" | "isLoaded">;
  clock: Clock;
}

/**
 * Why a card cannot be ordered now: its recipient's term has ended, or they are no longer in the
 * data at all (a refresh after a new Congress was sworn in drops whoever left); it would reach an
 * office that has closed or changed hands. null while the term runs (or the directory is loading:
 * the order waits for it then, see below).
 */
function termEndedBefore(deps: FulfilmentDeps, recipient: RecipientRow, now: Date): string | null {
  // The state directory lists only members whose role has not ended (decision 0090): one it no
  // longer lists has left the legislature, and so has one whose role's end date has come (0129).
  if (recipient.type === "state_legislator") {
    const { index } = deps.stateLegislators;
    if (index.findById(recipient.legislator_id)) return null;
    return heldCardReason(recipient, index.roleEndOf(recipient.legislator_id));
  }
  const member = deps.legislators.index.findById(recipient.legislator_id);
  if (!member) return heldCardReason(recipient, null);
  const ends = deps.legislators.index.termEndOf(recipient.legislator_id);
  if (!ends || ends > now) return null;
  // The directory's own day (term_end), not the instant's UTC date.
  return heldCardReason(recipient, member.termEnded ?? ends.toISOString().slice(0, 10));
}

export type FulfilOutcome = "completed" | "not-paid" | "busy";

/**
 * Orders every card of a paid order from the mailing vendor, once each, then settles the order.
 * Safe to run any number of times, concurrently, and after a crash at any point: an ordered or
 * failed card is never sent again. A card whose call may have reached the vendor (a crash or a
 * timeout mid-call) is re-sent with the same idempotency key only to a vendor that honours one
 * (the local print shop); at any other it waits, "outcome unknown", for an operator.
 * Throws when a card hit a retryable failure, so the queue retries the order with backoff.
 */
export async function fulfilOrder(deps: FulfilmentDeps, orderId: string): Promise<FulfilOutcome> {
  let outcome: FulfilOutcome = "not-paid";
  const locked = await withOrderLock(deps.db, orderId, async (db) => {
    const order = await loadOrder(db, orderId);
    // A completed order has work again only when an operator sent one of its failed cards back to the vendor.
    if (!order || !isPaidOrCompleted(order.status)) {
      outcome = "not-paid";
      return;
    }
    // Whose term has ended is known only from the directory: without it, nothing is ordered yet.
    if (!deps.legislators.isLoaded()) throw new Error("The legislator directory is not loaded yet.");
    const now = deps.clock.now();
    const recipients = await loadOrderCards(db, orderId);
    if (recipients.some((r) => r.type === "state_legislator") && !deps.stateLegislators.isLoaded()) {
      throw new Error("The state legislator directory is not loaded yet.");
    }
    const status = new Map(recipients.map((r) => [r.id, r.status]));
    let failedNow = false;
    const fail = async (recipient: RecipientRow, error: string) => {
      await markCardFailed(db, { orderId, recipientId: recipient.id, error });
      status.set(recipient.id, "failed");
      failedNow = true;
    };

    const unknown = async (recipient: RecipientRow, error: string) => {
      await markCardOutcomeUnknown(db, { orderId, recipientId: recipient.id, error });
      status.set(recipient.id, "outcome_unknown");
    };

    const hold = async (recipient: RecipientRow, reason: string) => {
      // Held for the sender's choice: a refund, or the seat's new holder (docs/decisions/0110).
      if (await markCardHeld(db, { orderId, recipientId: recipient.id, reason, at: now })) {
        await emailHeldCard({ ...deps, db }, order, recipient.id, now);
      }
      status.set(recipient.id, "held");
    };
    // A run that stopped between holding a card and recording its emails: recorded now (once per hold).
    for (const r of recipients) {
      if (r.status === "held" && r.held_at) await emailHeldCard({ ...deps, db }, order, r.id, new Date(r.held_at));
    }

    const open = recipients.filter((r) => r.status === "pending" || r.status === "submitting");
    const toSend: RecipientRow[] = [];
    for (const recipient of open) {
      // Only a card not yet handed to a vendor: one left submitting may already be on its way.
      const ended = recipient.status === "pending" ? termEndedBefore(deps, recipient, now) : null;
      // Never a blank card: an erased order's cards fail, and their refund follows below.
      if (order.erased_at) await fail(recipient, ERASED_BEFORE_SENT);
      // Left submitting: the process died during the call, which may have reached the vendor.
      else if (
        recipient.status === "submitting" &&
        recipient.vendor &&
        !deps.vendors.byName(recipient.vendor)?.idempotent
      ) {
        await unknown(recipient, "The call to the mailing service was interrupted; it may have taken the card.");
      } else if (ended) await hold(recipient, ended);
      else if (recipient.simulate_failure) await fail(recipient, SIMULATED_FAILURE);
      else if (recipient.attempts >= MAX_VENDOR_ATTEMPTS) {
        await fail(recipient, `The mailing service could not take this card after ${recipient.attempts} tries.`);
      } else toSend.push(recipient);
    }
    // One vendor for the order's cards: the first available in MAILING_VENDORS' order.
    const vendor = toSend.length ? await deps.vendors.choose() : null;
    if (toSend.length && !vendor)
      throw new Error("No mailing vendor can take a card now (paused, failing or skipped).");
    // Recorded before the calls, with the vendor: a card whose call may have reached it never
    // goes to another vendor by itself.
    await markCardsSubmitting(
      db,
      toSend.map((r) => r.id),
      vendor?.name ?? "",
    );
    // The cards of an order are independent: sent at once.
    const failures = await Promise.all(
      toSend.map(async (recipient): Promise<Error | null> => {
        let answered = false;
        try {
          const mailing = vendor as NonNullable<typeof vendor>;
          const { vendorOrderId } = await mailing.submit(cardOrderFor(order, recipient));
          answered = true;
          deps.vendors.record(mailing.name, true);
          await markCardSent(db, { orderId, recipientId: recipient.id, vendorOrderId });
          status.set(recipient.id, "ordered");
          return null;
        } catch (err) {
          const mailing = vendor as NonNullable<typeof vendor>;
          let outcome: SubmitOutcome = err instanceof MailingVendorError ? err.outcome : "unknown";
          // A repeat is harmless at a vendor that honours the idempotency key.
          if (outcome === "unknown" && mailing.idempotent) outcome = "not_sent";
          // Refused: the vendor answered (about this card). Anything else counts against it, unless
          // the vendor took the card and only our own record of it failed.
          if (!answered) deps.vendors.record(mailing.name, outcome === "refused");
          if (outcome === "refused") {
            deps.log.warn(
              { orderId, recipientId: recipient.id, reason: (err as Error).message },
              "card refused by the vendor",
            );
            await fail(recipient, (err as Error).message);
            return null;
          }
          if (outcome === "unknown") {
            deps.log.warn(
              { orderId, recipientId: recipient.id, err },
              "card's outcome unknown; waiting for an operator",
            );
            await unknown(recipient, (err as Error).message ?? String(err));
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
    const statuses = recipients.map((r) => status.get(r.id) ?? r.status);
    // A card whose outcome is unknown keeps the order paid, without an error, until an operator
    // decides; a held card, until its sender does (or their time is up).
    if (statuses.includes("outcome_unknown") || statuses.includes("held")) {
      outcome = "completed";
      return;
    }
    if (order.status === "paid") {
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
