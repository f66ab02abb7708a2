import { addBusinessDays } from "date-fns/addBusinessDays";
import { formatISO } from "date-fns/formatISO";
import { sql } from "kysely";
import { queueEmail } from "../email";
import type { OrderDeps } from "../orders/order-deps";
import type { OrderRow, RecipientRow } from "../orders/order-rows";
import { ensureRefund } from "../refunds";

/** site.md §9: cards are written and mailed within 3 business days of the order. */
export const MAILING_BUSINESS_DAYS = 3;

export function expectedMailingDate(paidAt: Date): string {
  return formatISO(addBusinessDays(paidAt, MAILING_BUSINESS_DAYS), { representation: "date" });
}

/**
 * Once every card is ordered or failed (`statuses`, as fulfilment left them under the order's
 * lock): refund the failed ones, mark the order completed and record its emails (one
 * confirmation that states the outcome, and a refund notice if any).
 */
export async function settleOrder(deps: OrderDeps, order: OrderRow, statuses: RecipientRow["status"][]) {
  const orderId = order.id;
  if (statuses.some((s) => s !== "ordered" && s !== "failed")) {
    throw new Error(`Order ${orderId} still has cards in flight.`);
  }
  const failed = statuses.filter((s) => s === "failed").length;
  // Per-card refunds (refundCards): only failed cards no refund covers yet, pending ones re-asked.
  const refund = failed > 0 ? await ensureRefund(deps, order) : null;

  const emails = [
    { kind: "order_confirmation" as const, dedupeKey: `order-confirmation:${orderId}` },
    ...(refund
      ? [{ kind: "refund_issued" as const, dedupeKey: `refund-issued:${refund.id}`, refundId: refund.id }]
      : []),
  ];
  const mailingDate = failed < statuses.length ? expectedMailingDate(new Date(order.paid_at ?? Date.now())) : null;
  // The order's completion and its emails commit together, in one statement: neither exists
  // without the other, and a second settlement finds the order no longer paid and adds nothing.
  const { rows } = await sql<{ id: string }>`
    with completed as (
      update orders
      set status = 'completed', completed_at = now(), expected_mailing_date = ${mailingDate}, updated_at = now()
      where id = ${orderId} and status = 'paid'
      returning id
    )
    insert into emails (dedupe_key, kind, order_id, refund_id, to_address)
    select e.dedupe_key, e.kind, completed.id, e.refund_id::uuid, ${order.email}
    from completed cross join (values ${sql.join(
      emails.map((e) => sql`(${e.dedupeKey}, ${e.kind}, ${"refundId" in e ? e.refundId : null}::text)`),
    )}) as e (dedupe_key, kind, refund_id)
    on conflict (dedupe_key) do nothing
    returning id`.execute(deps.db);
  const emailIds = rows.map((r) => r.id);
  if (emailIds.length === 0) return;
  deps.log.info({ orderId, cards: statuses.length, failed, refundId: refund?.provider_refund_id }, "order completed");
  for (const id of emailIds) await queueEmail(deps.jobs, id);
}
