import type { JobQueue } from "../../core/jobs";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import type { MailingVendor, VendorOrder } from "../../providers/mailing";
import { confirmCardAtVendor, queueFulfilment, recordMailStatus } from "../orders";
import { cardIdempotencyKey } from "./card-order";

type Deps = { db: Db; log: Logger; jobs: JobQueue };

/** What one answer of a vendor about its order did to our card. */
export interface VendorOrderOutcome {
  outcome: "mailed" | "not_mailed_yet" | "confirmed_unknown" | "unknown_order";
  /** The order of the card it is; null for an order that is none of our cards. */
  orderId: string | null;
}
const UNKNOWN_ORDER: VendorOrderOutcome = { outcome: "unknown_order", orderId: null };

/**
 * Applies the vendor's own record of one of its orders (fetched from its API, never a webhook's
 * body): the card it is moves to mailed when `mailedAt` is set. A card whose outcome was unknown
 * and that the vendor turns out to have (its uid is the card's key) is ordered under it. An order
 * that is none of our cards changes nothing.
 */
export async function applyVendorOrder(
  deps: Deps,
  vendor: MailingVendor["name"],
  order: VendorOrder,
): Promise<VendorOrderOutcome> {
  let card = await deps.db
    .selectFrom("order_recipients")
    .select(["id", "order_id", "status"])
    .where("vendor", "=", vendor)
    .where("vendor_order_id", "=", order.vendorOrderId)
    .executeTakeFirst();
  let confirmed = false;
  if (!card && order.recipientId && order.idempotencyKey === cardIdempotencyKey(order.recipientId)) {
    const unknown = await deps.db
      .selectFrom("order_recipients")
      .select(["id", "order_id", "status"])
      .where("id", "=", order.recipientId)
      .where("vendor", "=", vendor)
      .where("status", "=", "outcome_unknown")
      .executeTakeFirst();
    if (unknown) {
      confirmed = await confirmCardAtVendor(deps.db, {
        orderId: unknown.order_id,
        recipientId: unknown.id,
        vendorOrderId: order.vendorOrderId,
      });
      if (confirmed) {
        deps.log.info(
          { vendor, vendorOrderId: order.vendorOrderId },
          "the vendor has a card whose outcome was unknown",
        );
        await queueFulfilment(deps.jobs, unknown.order_id); // settles the order
        card = unknown;
      }
    }
  }
  if (!card) return UNKNOWN_ORDER;
  if (order.mailedAt) {
    await recordMailStatus(deps, {
      vendor,
      eventId: `${order.vendorOrderId}:mailed`,
      vendorOrderId: order.vendorOrderId,
      recipientId: card.id,
      status: "mailed",
      occurredAt: order.mailedAt,
    });
    return { outcome: "mailed", orderId: card.order_id };
  }
  return { outcome: confirmed ? "confirmed_unknown" : "not_mailed_yet", orderId: card.order_id };
}

const POLL_BATCH = 200;
/** Cards are polled for this long after ordering; past 72 h they also show in Needs attention. */
const POLL_FOR_DAYS = 30;

/**
 * The safety net behind lost webhooks: every card at a vendor that keeps orders (not in test
 * mode) and is not mailed yet is looked up with the vendor's API, oldest first.
 */
export async function pollVendorOrders(deps: Deps, vendors: MailingVendor[]) {
  const counts = { checked: 0, mailed: 0, failed: 0 };
  for (const vendor of vendors) {
    if (!vendor.fetchOrder || vendor.testMode) continue;
    const cards = await deps.db
      .selectFrom("order_recipients")
      .select(["id", "vendor_order_id"])
      .where("vendor", "=", vendor.name)
      .where("status", "=", "ordered")
      .where("mail_status", "is", null)
      .where("vendor_order_id", "is not", null)
      .where("ordered_at", ">", new Date(Date.now() - POLL_FOR_DAYS * 24 * 60 * 60 * 1000))
      .orderBy("ordered_at")
      .limit(POLL_BATCH)
      .execute();
    for (const card of cards) {
      counts.checked++;
      try {
        const order = await vendor.fetchOrder(card.vendor_order_id as string);
        if (order && (await applyVendorOrder(deps, vendor.name, order)).outcome === "mailed") counts.mailed++;
      } catch (err) {
        counts.failed++;
        deps.log.warn({ err, vendor: vendor.name, cardId: card.id }, "could not poll a vendor order");
      }
    }
  }
  if (counts.checked) deps.log.info(counts, "polled vendor orders");
  return counts;
}
