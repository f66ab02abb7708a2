import { closedCampaignsWithOpenBudgets, queueStalledBudgetRefunds } from "../campaigns";
import { requeueUnsentEmails } from "../email";
import { queueFulfilment, UNPAYABLE_AFTER_MS } from "../orders";
import { finishStalledClaims, type PaymentDeps, refundUnusedBudget, syncPayment } from "../payments";
import { retryPendingRefunds } from "../refunds";
import { queueVendorEvent } from "../vendor-events";
import { type HeldCardDeps, refundUnchosenHeldCards, tellOfNewHolders } from "./held-cards";

const BATCH = 500;

/**
 * The safety net behind webhooks and the return page: re-queues paid orders that are not yet
 * completed, asks the provider about sessions still unpaid here, and re-queues pending emails,
 * refunds and campaign budgets' refunds.
 * Everything it touches is idempotent, so running it too often costs only queries.
 */
export async function reconcileOrders(
  deps: PaymentDeps & HeldCardDeps,
  { olderThanSeconds }: { olderThanSeconds: number },
) {
  const { db } = deps;
  const cutoff = new Date(Date.now() - olderThanSeconds * 1000);
  const paid = await db
    .selectFrom("orders")
    .select("id")
    .where("paid_at", "<=", cutoff)
    .where((eb) => {
      const cardsIn = (statuses: ("pending" | "submitting" | "outcome_unknown" | "held")[]) =>
        eb.exists(
          eb
            .selectFrom("order_recipients")
            .select("order_recipients.id")
            .whereRef("order_recipients.order_id", "=", "orders.id")
            .where("order_recipients.status", "in", statuses),
        );
      return eb.or([
        // A paid order waiting only on operators (cards whose outcome is unknown) or on its sender
        // (held cards) has nothing to re-queue.
        eb.and([
          eb("status", "=", "paid"),
          eb.or([eb.not(cardsIn(["outcome_unknown", "held"])), cardsIn(["pending", "submitting"])]),
        ]),
        // A completed order with a card an operator sent back to the vendor.
        eb.and([
          eb("status", "=", "completed"),
          eb.exists(
            eb
              .selectFrom("order_recipients")
              .select("order_recipients.id")
              .whereRef("order_recipients.order_id", "=", "orders.id")
              .where("order_recipients.status", "in", ["pending", "submitting"])
              .where("order_recipients.updated_at", "<=", cutoff),
          ),
        ]),
      ]);
    })
    .limit(BATCH)
    .execute();
  for (const { id } of paid) await queueFulfilment(deps.jobs, id);

  const unpaid = await db
    .selectFrom("orders")
    .select("payment_session_id")
    .where("status", "=", "pending_payment")
    .where("payment_session_id", "is not", null)
    // A sponsored order's session is ours, not the provider's: finishStalledClaims below.
    .where("sponsored", "=", false)
    .where("created_at", "<=", cutoff)
    .where("created_at", ">", new Date(Date.now() - UNPAYABLE_AFTER_MS))
    .limit(BATCH)
    .execute();
  let recovered = 0;
  for (const { payment_session_id } of unpaid) {
    try {
      if (await syncPayment(deps, payment_session_id as string)) recovered++;
    } catch (err) {
      deps.log.warn({ err, sessionId: payment_session_id }, "could not check a session with the provider");
    }
  }

  // Held payments whose full refund has not gone through yet (provider down at the time).
  const held = await db
    .selectFrom("orders")
    .leftJoin("refunds", "refunds.order_id", "orders.id")
    .select("orders.payment_session_id")
    .where("orders.status", "=", "payment_mismatch")
    .where((eb) => eb.or([eb("refunds.status", "is", null), eb("refunds.status", "!=", "succeeded")]))
    .where("orders.updated_at", "<=", cutoff)
    .limit(BATCH)
    .execute();
  for (const { payment_session_id } of held) {
    await syncPayment(deps, payment_session_id as string).catch((err) =>
      deps.log.warn({ err, sessionId: payment_session_id }, "could not retry a held payment's refund"),
    );
  }

  // Sponsored claims a process stopped in the middle of: paid from the budget, or given back.
  const claims = await finishStalledClaims(deps, cutoff, BATCH);

  const emails = await requeueUnsentEmails(db, deps.jobs, cutoff, BATCH);

  // Held cards whose sender did not choose in time: refunded. Those whose seat's holder a refresh
  // brought: their sender is told.
  const unchosen = await refundUnchosenHeldCards(deps, BATCH);
  const toldOfHolder = await tellOfNewHolders(deps, BATCH);

  const refunds = await retryPendingRefunds(deps, cutoff, BATCH);

  // Campaigns closed whose budget was not (a process stopped between the two), then campaign
  // budgets' refunds recorded but never asked for (one stopped mid-close).
  const unclosed = await closedCampaignsWithOpenBudgets(db, BATCH);
  for (const campaignId of unclosed) {
    await refundUnusedBudget(deps, campaignId).catch((err) =>
      deps.log.warn({ err, campaignId }, "could not close a closed campaign's budget"),
    );
  }
  const budgetRefunds = unclosed.length + (await queueStalledBudgetRefunds(db, deps.jobs, cutoff, BATCH));

  // Webhook events recorded but never acted on (their job's hand-off was lost).
  const events = await db
    .selectFrom("vendor_events")
    .select(["provider", "event_id"])
    .where("processed_at", "is", null)
    .where("provider", "in", ["stripe", "ignitepost", "handwrytten"])
    .where("received_at", "<=", cutoff)
    .limit(BATCH)
    .execute();
  for (const e of events) await queueVendorEvent(deps.jobs, e.provider, e.event_id);

  const queued = {
    requeued: paid.length,
    recovered,
    claims,
    emails,
    refunds,
    budgetRefunds,
    events: events.length,
    unchosen,
    toldOfHolder,
  };
  if (
    paid.length ||
    recovered ||
    claims ||
    emails ||
    refunds ||
    budgetRefunds ||
    events.length ||
    unchosen ||
    toldOfHolder
  ) {
    deps.log.info(queued, "reconciliation queued work");
  }
  return queued;
}
