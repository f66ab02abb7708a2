import type { JobQueue } from "../../core/jobs";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import type { MailStatus, MailStatusEvent } from "../../providers/mailing/mailing-vendor";
import { addToOutbox, queueEmail } from "../email";
import { recordCardEvent } from "../orders/card-events";

const ORDER: MailStatus[] = ["written", "mailed", "delivered"];

/**
 * A card's progress from its vendor (webhook or local print shop): recorded once by event id,
 * applied only forward, and the first time a card is mailed its sender gets one email.
 */
export async function handleMailStatus(deps: { db: Db; log: Logger; jobs: JobQueue }, event: MailStatusEvent) {
  const { db } = deps;
  await db
    .insertInto("vendor_events")
    .values({
      provider: event.vendor,
      event_id: event.eventId,
      type: `card.${event.status}`,
      payload: JSON.stringify(event.payload ?? null),
      processed_at: null,
      order_id: event.orderId ?? null,
    })
    .onConflict((oc) => oc.columns(["provider", "event_id"]).doNothing())
    .execute();

  const cards = () =>
    db
      .selectFrom("order_recipients")
      .innerJoin("orders", "orders.id", "order_recipients.order_id")
      .select(["order_recipients.id", "order_recipients.order_id", "orders.email"])
      .where("order_recipients.vendor", "=", event.vendor);
  // By the vendor's order id; by our own id (echoed in metadata) when the event beat our record.
  const recipient =
    (await cards().where("order_recipients.vendor_order_id", "=", event.vendorOrderId).executeTakeFirst()) ??
    (event.recipientId
      ? await cards()
          .where("order_recipients.id", "=", event.recipientId)
          .where("order_recipients.vendor_order_id", "is", null)
          .executeTakeFirst()
      : undefined);
  if (!recipient) {
    deps.log.warn({ vendor: event.vendor, vendorOrderId: event.vendorOrderId }, "status event for an unknown card");
    return;
  }
  await recordCardEvent(db, {
    orderId: recipient.order_id,
    recipientId: recipient.id,
    kind: event.status,
    occurredAt: event.occurredAt,
    source: event.vendor,
    sourceEventId: event.eventId,
  });
  const earlier = ORDER.slice(0, ORDER.indexOf(event.status));
  const at = event.occurredAt;
  await db
    .updateTable("order_recipients")
    .set({
      mail_status: event.status,
      updated_at: new Date(),
      ...(event.status === "mailed" ? { mailed_at: at } : {}),
      ...(event.status === "delivered" ? { delivered_at: at } : {}),
    })
    .where("id", "=", recipient.id)
    .where((eb) =>
      earlier.length
        ? eb.or([eb("mail_status", "is", null), eb("mail_status", "in", earlier)])
        : eb("mail_status", "is", null),
    )
    .execute();
  if (event.status !== "written") {
    const emailId = await addToOutbox(db, {
      kind: "card_mailed",
      dedupeKey: `card-mailed:${recipient.id}`,
      orderId: recipient.order_id,
      recipientId: recipient.id,
      to: recipient.email,
    });
    if (emailId) await queueEmail(deps.jobs, emailId);
  }
  await db
    .updateTable("vendor_events")
    .set({ processed_at: new Date() })
    .where("provider", "=", event.vendor)
    .where("event_id", "=", event.eventId)
    .execute();
}
