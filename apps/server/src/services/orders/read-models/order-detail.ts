import type { AdminEvent, AdminOrderDetail } from "@civic/contracts/admin";
import type { Db } from "../../../db/database";
import { cardShareCents, mailingAddressOf } from "../order-rows";

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const at = (d: Date | string) => new Date(d).toISOString();

/** Everything about one order an operator may need: cards, money, emails and events (the console adds its audit trail). */
export async function loadOrderDetail(db: Db, orderId: string): Promise<Omit<AdminOrderDetail, "audit"> | null> {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) return null;
  const cards = await db
    .selectFrom("order_recipients")
    .leftJoin("refund_items", "refund_items.recipient_id", "order_recipients.id")
    .selectAll("order_recipients")
    .select("refund_items.refund_id")
    .where("order_recipients.order_id", "=", orderId)
    .orderBy("position")
    .execute();
  const refunds = await db
    .selectFrom("refunds")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .execute();
  const items = await db.selectFrom("refund_items").selectAll().where("order_id", "=", orderId).execute();
  const emails = await db
    .selectFrom("emails")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .execute();
  // By the order they concern (recorded with each event), never by searching payloads for a
  // vendor's id: IgnitePost's ids are short numbers, one may be part of another order's.
  const vendorEvents = await db
    .selectFrom("vendor_events")
    .select(["provider", "type", "received_at", "processed_at"])
    .where("order_id", "=", orderId)
    .orderBy("received_at")
    .execute();

  const events: AdminEvent[] = [
    { at: at(order.created_at), source: "order", kind: "created", detail: null },
    ...(order.paid_at ? [{ at: at(order.paid_at), source: order.payment_provider, kind: "paid", detail: null }] : []),
    ...cards.flatMap((c) => [
      ...(c.ordered_at
        ? [{ at: at(c.ordered_at), source: c.vendor ?? "vendor", kind: "card ordered", detail: `${c.title} ${c.name}` }]
        : []),
      ...(c.mailed_at
        ? [{ at: at(c.mailed_at), source: c.vendor ?? "vendor", kind: "card mailed", detail: c.name }]
        : []),
      ...(c.delivered_at
        ? [{ at: at(c.delivered_at), source: c.vendor ?? "vendor", kind: "card delivered", detail: c.name }]
        : []),
    ]),
    ...vendorEvents.map((e) => ({
      at: at(e.received_at),
      source: `${e.provider} event`,
      kind: e.type,
      detail: e.processed_at ? null : "not processed",
    })),
    ...refunds.map((r) => ({ at: at(r.created_at), source: "refund", kind: r.status, detail: r.reason })),
    ...(order.completed_at ? [{ at: at(order.completed_at), source: "order", kind: "completed", detail: null }] : []),
    ...(order.erased_at
      ? [{ at: at(order.erased_at), source: "order", kind: "personal data erased", detail: null }]
      : []),
  ].sort((a, b) => a.at.localeCompare(b.at));

  return {
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      sendOption: order.send_option,
      amountCents: order.amount_cents,
      currency: order.currency,
      email: order.email,
      sender: {
        name: order.sender_full_name,
        street: order.sender_street,
        city: order.sender_city,
        state: order.sender_state,
        zip: order.sender_zip,
      },
      message: order.message,
      provider: order.payment_provider,
      paymentSessionId: order.payment_session_id,
      paymentIntentId: order.payment_intent_id,
      createdAt: at(order.created_at),
      paidAt: iso(order.paid_at),
      completedAt: iso(order.completed_at),
      expectedMailingDate: order.expected_mailing_date,
      erasedAt: iso(order.erased_at),
    },
    cards: cards.map((c) => ({
      id: c.id,
      position: c.position,
      type: c.type,
      title: c.title,
      name: c.name,
      office: c.office_label,
      address: mailingAddressOf(c),
      text: { salutation: c.salutation, body: c.body, signOff: c.sign_off },
      status: c.status,
      mailStatus: c.mail_status,
      vendor: c.vendor,
      vendorOrderId: c.vendor_order_id,
      error: c.error,
      attempts: c.attempts,
      orderedAt: iso(c.ordered_at),
      mailedAt: iso(c.mailed_at),
      deliveredAt: iso(c.delivered_at),
      shareCents: cardShareCents(order.amount_cents, cards.length, c.position),
      refundId: c.refund_id,
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      kind: r.kind,
      amountCents: r.amount_cents,
      status: r.status,
      providerRefundId: r.provider_refund_id,
      reason: r.reason,
      requestedBy: r.requested_by,
      error: r.error,
      createdAt: at(r.created_at),
      cardIds: items.filter((i) => i.refund_id === r.id).map((i) => i.recipient_id),
    })),
    refundedCents: refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amount_cents, 0),
    emails: emails.map((e) => ({
      id: e.id,
      kind: e.kind,
      status: e.status,
      subject: e.subject,
      attempts: e.attempts,
      sentAt: iso(e.sent_at),
      createdAt: at(e.created_at),
      error: e.error,
    })),
    events,
  };
}
