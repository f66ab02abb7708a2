import type { JobQueue } from "../../core/jobs";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import type { MailStatusEvent } from "../../providers/mailing";
import { recordMailStatus } from "../orders";
import { markVendorEventProcessed, noteVendorEvent } from "../vendor-events";

/**
 * A card's progress from its vendor (the local print shop): recorded once by event id, applied
 * only forward, and the first time a card is mailed its sender gets one email. An event for a
 * card we do not know is kept and marked done: it would name the same unknown card every time,
 * so it is never queued again.
 */
export async function handleMailStatus(deps: { db: Db; log: Logger; jobs: JobQueue }, event: MailStatusEvent) {
  await noteVendorEvent(deps.db, {
    provider: event.vendor,
    eventId: event.eventId,
    type: `card.${event.status}`,
    payload: JSON.stringify(event.payload ?? null),
    orderId: event.orderId ?? null,
  });
  const orderId = await recordMailStatus(deps, event);
  if (!orderId) {
    deps.log.warn({ vendor: event.vendor, vendorOrderId: event.vendorOrderId }, "status event for an unknown card");
  }
  // The order it moved, also when the vendor did not echo our id: the console's timeline and
  // erasure find an order's events by it.
  await markVendorEventProcessed(deps.db, event.vendor, event.eventId, orderId ?? undefined);
}
