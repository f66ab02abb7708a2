import { sql } from "kysely";
import type { JobQueue } from "../../../core/jobs";
import type { Logger } from "../../../core/logger";
import type { Db } from "../../../db/database";
import { addToOutbox, queueEmail } from "../../email";
import type { OrderRow, RecipientRow } from "../order-rows";
import { expectedMailingDate } from "./mailing-date";
import type { RefundRow } from "./refunded";

/**
 * Settled: every card is ordered or failed (`statuses`, as fulfilment left them under the order's
 * lock) and the failed ones' refund, if any, is made. The order completes and the refund's notice
 * is recorded in one transaction: a second settlement finds the order no longer paid and adds
 * nothing. The confirmation went out when the order was paid (paid.ts); it is recorded here too,
 * under the same key, only for an order paid before that was so.
 */
export async function settleOrder(
  deps: { db: Db; log: Logger; jobs: JobQueue },
  order: OrderRow,
  { statuses, refund }: { statuses: RecipientRow["status"][]; refund: RefundRow | null },
) {
  const orderId = order.id;
  if (statuses.some((s) => s !== "ordered" && s !== "failed")) {
    throw new Error(`Order ${orderId} still has cards in flight.`);
  }
  const failed = statuses.filter((s) => s === "failed").length;
  const emails = [
    { kind: "order_confirmation" as const, dedupeKey: `order-confirmation:${orderId}`, refundId: null },
    // A sponsored order's refund moved no money (its cards went back to the budget): no notice of one.
    ...(refund && !order.sponsored
      ? [{ kind: "refund_issued" as const, dedupeKey: `refund-issued:${refund.id}`, refundId: refund.id }]
      : []),
  ];
  const mailingDate = failed < statuses.length ? expectedMailingDate(new Date(order.paid_at ?? Date.now())) : null;
  const emailIds = await deps.db.transaction().execute(async (trx) => {
    const completed = await trx
      .updateTable("orders")
      .set({
        status: "completed",
        completed_at: sql`now()`,
        expected_mailing_date: mailingDate,
        updated_at: sql`now()`,
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
  deps.log.info({ orderId, cards: statuses.length, failed, refundId: refund?.provider_refund_id }, "order completed");
  for (const id of emailIds) await queueEmail(deps.jobs, id);
}
