import type { JobQueue } from "../../../core/jobs";
import type { Db } from "../../../db/database";
import type { MailStatus } from "../../../db/schema";
import { addToOutbox, queueEmail } from "../../email";
import { recordCardEvent } from "../card-events";

const ORDER: MailStatus[] = ["written", "mailed", "delivered"];

/** What a vendor (its webhook, or the local print shop's timer) reports about one card. */
interface MailStatusReport {
  vendor: string;
  /** The vendor's event id: each report is on the card's timeline once. */
  eventId: string;
  vendorOrderId: string;
  /** Our card's id when the vendor echoes it back: the report may beat our own record of the order. */
  recipientId?: string | null;
  status: MailStatus;
  occurredAt: Date;
}

/**
 * Card written, mailed or delivered: on the card's timeline once, its mail status moved only
 * forward, and the first time it is mailed (or delivered) its sender gets one email. Returns
 * the card's order id, or null for a card we do not know.
 */
export async function recordMailStatus(
  deps: { db: Db; jobs: JobQueue },
  report: MailStatusReport,
): Promise<string | null> {
  const { db } = deps;
  const cards = () =>
    db
      .selectFrom("order_recipients")
      .innerJoin("orders", "orders.id", "order_recipients.order_id")
      .select(["order_recipients.id", "order_recipients.order_id", "orders.email"])
      .where("order_recipients.vendor", "=", report.vendor);
  // By the vendor's order id; by our own id (echoed in metadata) when the event beat our record.
  const recipient =
    (await cards().where("order_recipients.vendor_order_id", "=", report.vendorOrderId).executeTakeFirst()) ??
    (report.recipientId
      ? await cards()
          .where("order_recipients.id", "=", report.recipientId)
          .where("order_recipients.vendor_order_id", "is", null)
          .executeTakeFirst()
      : undefined);
  if (!recipient) return null;
  const earlier = ORDER.slice(0, ORDER.indexOf(report.status));
  const at = report.occurredAt;
  await db
    .updateTable("order_recipients")
    .set({
      mail_status: report.status,
      updated_at: new Date(),
      ...(report.status === "mailed" ? { mailed_at: at } : {}),
      ...(report.status === "delivered" ? { delivered_at: at } : {}),
    })
    .where("id", "=", recipient.id)
    .where((eb) =>
      earlier.length
        ? eb.or([eb("mail_status", "is", null), eb("mail_status", "in", earlier)])
        : eb("mail_status", "is", null),
    )
    .execute();
  // On the timeline after the card's row moved: the event tells open status pages to read again,
  // and they must find the row as it now is.
  await recordCardEvent(db, {
    orderId: recipient.order_id,
    recipientId: recipient.id,
    kind: report.status,
    occurredAt: report.occurredAt,
    source: report.vendor,
    sourceEventId: report.eventId,
  });
  if (report.status !== "written") {
    const emailId = await addToOutbox(db, {
      kind: "card_mailed",
      dedupeKey: `card-mailed:${recipient.id}`,
      orderId: recipient.order_id,
      recipientId: recipient.id,
      to: recipient.email,
    });
    if (emailId) await queueEmail(deps.jobs, emailId);
  }
  return recipient.order_id;
}
