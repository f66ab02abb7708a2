import type { Db } from "../../../db/database";
import { senderOf } from "../order-rows";
import { orderRefund } from "./order-refund";

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/**
 * "Download my data": everything we hold about one order, as the sender would read it: their
 * details and message, each card (office, text, progress), the refund, the emails we sent and
 * the events we recorded. Internal keys (token hash, vendor payload bodies) are left out.
 */
export async function exportOrderData(db: Db, orderId: string) {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) return null;
  const [recipients, refund, emails, events] = await Promise.all([
    db.selectFrom("order_recipients").selectAll().where("order_id", "=", orderId).orderBy("position").execute(),
    orderRefund(db, orderId),
    db.selectFrom("emails").selectAll().where("order_id", "=", orderId).orderBy("created_at").execute(),
    db.selectFrom("card_events").selectAll().where("order_id", "=", orderId).orderBy("occurred_at").execute(),
  ]);
  const erased = order.erased_at !== null;
  const campaign = order.campaign_id
    ? await db
        .selectFrom("campaigns")
        .select(["name", "organisation", "slug"])
        .where("id", "=", order.campaign_id)
        .executeTakeFirst()
    : undefined;
  return {
    exportedAt: new Date().toISOString(),
    order: {
      number: order.number,
      createdAt: iso(order.created_at),
      status: order.status,
      cards: recipients.length,
      amountCents: order.amount_cents,
      currency: order.currency,
      paidAt: iso(order.paid_at),
      completedAt: iso(order.completed_at),
      expectedMailingDate: order.expected_mailing_date,
      paymentProvider: order.payment_provider,
      erasedAt: iso(order.erased_at),
      erasureReason: order.erasure_reason,
    },
    sender: erased
      ? { zipCode: order.sender_zip, state: order.sender_state }
      : { email: order.email, ...senderOf(order) },
    message: erased ? null : order.message,
    // The campaign whose link the order came through, and whether the sender chose to share their
    // name, email and ZIP code with its organisation.
    campaign: campaign
      ? {
          ...campaign,
          sharedWithOrganisation: order.shares_with_organisation,
          // Paid from the campaign's budget of sponsored cards (only a hash of the address is kept for it).
          paidForByOrganisation: order.sponsored,
        }
      : null,
    cards: recipients.map((r) => {
      return {
        position: r.position + 1,
        recipient: `${r.title} ${r.name}`,
        mailedTo: {
          office: r.office_label,
          street: r.address_street,
          city: r.address_city,
          state: r.address_state,
          zip: r.address_zip,
        },
        text: erased ? null : { salutation: r.salutation, body: r.body, signOff: r.sign_off },
        status: r.status,
        mailStatus: r.mail_status,
        vendor: r.vendor,
        vendorOrderId: r.vendor_order_id,
        orderedAt: iso(r.ordered_at),
        mailedAt: iso(r.mailed_at),
        deliveredAt: iso(r.delivered_at),
      };
    }),
    refund: refund
      ? {
          amountCents: refund.amount_cents,
          reason: refund.reason,
          status: refund.status,
          refundId: refund.provider_refund_id,
          at: iso(refund.updated_at),
        }
      : null,
    emails: emails.map((e) => ({
      kind: e.kind,
      to: e.to_address || null,
      subject: e.subject,
      status: e.status,
      sentAt: iso(e.sent_at),
      messageId: e.message_id,
    })),
    events: events.map((e) => ({
      card: e.recipient_id ? (recipients.find((r) => r.id === e.recipient_id)?.position ?? 0) + 1 : null,
      kind: e.kind,
      at: iso(e.occurred_at),
      source: e.source,
    })),
  };
}
