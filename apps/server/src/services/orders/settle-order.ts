import { addBusinessDays } from "date-fns/addBusinessDays";
import { formatISO } from "date-fns/formatISO";
import { addToOutbox, queueEmail } from "../email/outbox";
import type { OrderDeps } from "./order-deps";
import { ensureRefund } from "./refund-failed-cards";

/** site.md §9: cards are written and mailed within 3 business days of the order. */
export const MAILING_BUSINESS_DAYS = 3;

export function expectedMailingDate(paidAt: Date): string {
  return formatISO(addBusinessDays(paidAt, MAILING_BUSINESS_DAYS), { representation: "date" });
}

/**
 * Once every card is ordered or failed: refund the failed ones, mark the order completed and
 * record its emails (one confirmation that states the outcome, and a refund notice if any).
 */
export async function settleOrder(deps: OrderDeps, orderId: string) {
  const order = await deps.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  const recipients = await deps.db
    .selectFrom("order_recipients")
    .select(["status"])
    .where("order_id", "=", orderId)
    .execute();
  if (recipients.some((r) => r.status !== "ordered" && r.status !== "failed")) {
    throw new Error(`Order ${orderId} still has cards in flight.`);
  }
  const failed = recipients.filter((r) => r.status === "failed").length;
  const refund = failed > 0 ? await ensureRefund(deps, order) : null;

  const emails = [
    { kind: "order_confirmation" as const, dedupeKey: `order-confirmation:${orderId}` },
    ...(refund
      ? [{ kind: "refund_issued" as const, dedupeKey: `refund-issued:${refund.id}`, refundId: refund.id }]
      : []),
  ];
  // The order's completion and its emails commit together: neither exists without the other.
  const emailIds = await deps.db.transaction().execute(async (trx) => {
    const completed = await trx
      .updateTable("orders")
      .set({
        status: "completed",
        completed_at: new Date(),
        expected_mailing_date:
          failed < recipients.length ? expectedMailingDate(new Date(order.paid_at ?? Date.now())) : null,
        updated_at: new Date(),
      })
      .where("id", "=", orderId)
      .where("status", "=", "paid")
      .returning("id")
      .executeTakeFirst();
    if (!completed) return [];
    const ids: string[] = [];
    for (const email of emails) {
      const id = await addToOutbox(trx, { ...email, orderId, to: order.email });
      if (id) ids.push(id);
    }
    return ids;
  });
  if (emailIds.length === 0) return;
  deps.log.info({ orderId, cards: recipients.length, failed, refundId: refund?.provider_refund_id }, "order completed");
  for (const id of emailIds) await queueEmail(deps.jobs, id);
}
