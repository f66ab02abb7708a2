import type { JobQueue } from "../../core/jobs";
import type { Db } from "../../db/database";
import { processVendorEventJob } from "./jobs";

export interface VendorEventRecord {
  provider: "stripe" | "ignitepost";
  /** The vendor's own id for the event: a repeated delivery is the same row. */
  eventId: string;
  type: string;
  /** The verified body, kept until the job has acted on it (and erased with the order's data). */
  payload: string;
  orderId: string | null;
}

/**
 * A verified webhook delivery: recorded once by the vendor's event id, and its work queued, so the
 * webhook can answer at once. Acting on it is the job's (`process-vendor-event`), retried until done.
 */
export async function recordVendorEvent(deps: { db: Db; jobs: JobQueue }, event: VendorEventRecord) {
  await storeVendorEvent(deps.db, event);
  await queueVendorEvent(deps.jobs, event.provider, event.eventId);
}

/** Records an event once by the vendor's id without queueing it: for one acted on where it arrives (the local print shop's). */
export async function storeVendorEvent(db: Db, event: Omit<VendorEventRecord, "provider"> & { provider: string }) {
  await db
    .insertInto("vendor_events")
    .values({
      provider: event.provider,
      event_id: event.eventId,
      type: event.type,
      payload: event.payload,
      processed_at: null,
      order_id: event.orderId,
    })
    .onConflict((oc) => oc.columns(["provider", "event_id"]).doNothing())
    .execute();
}

export async function queueVendorEvent(jobs: JobQueue, provider: string, eventId: string) {
  await jobs.send(processVendorEventJob, { provider, eventId }, { singletonKey: `${provider}:${eventId}` });
}

/** The recorded event, unless it was already acted on (or never recorded). */
export async function unprocessedVendorEvent(db: Db, provider: string, eventId: string) {
  const row = await db
    .selectFrom("vendor_events")
    .selectAll()
    .where("provider", "=", provider)
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return row && !row.processed_at ? row : null;
}

export async function markVendorEventProcessed(db: Db, provider: string, eventId: string) {
  await db
    .updateTable("vendor_events")
    .set({ processed_at: new Date() })
    .where("provider", "=", provider)
    .where("event_id", "=", eventId)
    .execute();
}

/** Erasure: the bodies of the order's vendor events (they carry the sender's name and address). */
export async function eraseVendorEventPayloads(db: Db, orderId: string) {
  await db.updateTable("vendor_events").set({ payload: "null" }).where("order_id", "=", orderId).execute();
}
