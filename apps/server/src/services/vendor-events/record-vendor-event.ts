import { sql } from "kysely";
import type { JobQueue } from "../../core/jobs";
import type { Db } from "../../db/database";
import { processVendorEventJob } from "./jobs";

const HOUR_MS = 60 * 60 * 1000;

export interface VendorEventRecord {
  provider: "stripe" | "ignitepost" | "handwrytten" | "local";
  /** The vendor's own id for the event: a repeated delivery is the same row. */
  eventId: string;
  type: string;
  /** The verified body (JSON), kept until the event has been acted on (and erased with the order's data). */
  payload: string;
  orderId: string | null;
}

/**
 * The one writer of `vendor_events` and `webhook_rejections`. A verified webhook delivery is
 * recorded once by the vendor's event id and its work queued (`process-vendor-event`), so the
 * webhook answers at once; the local print shop's events are recorded the same way, and applied
 * by their caller.
 */
export function createVendorEvents(deps: { db: Db; jobs: JobQueue }) {
  let lastPruned = 0;
  return {
    /** Records a verified delivery (once) and queues its processing. */
    async record(event: VendorEventRecord) {
      await noteVendorEvent(deps.db, event);
      await queueVendorEvent(deps.jobs, event.provider, event.eventId);
    },
    /** When an event was first received, and whether it was processed; undefined if never recorded. */
    firstRecorded: (provider: string, eventId: string) =>
      deps.db
        .selectFrom("vendor_events")
        .select(["received_at", "processed_at"])
        .where("provider", "=", provider)
        .where("event_id", "=", eventId)
        .executeTakeFirst(),
    unprocessed: (provider: string, eventId: string) => unprocessedVendorEvent(deps.db, provider, eventId),
    markProcessed: (provider: string, eventId: string, orderId?: string) =>
      markVendorEventProcessed(deps.db, provider, eventId, orderId),
    /**
     * A refused delivery, counted for the console (a vendor whose signatures stopped matching
     * shows there): one row per provider, answer, reason and hour, never one per request. The
     * reasons are our own refusal messages, so the rows stay few; those older than 30 days go.
     */
    async recordRejection(provider: string, status: number, reason: string) {
      await deps.db
        .insertInto("webhook_rejections")
        .values({ provider, status, reason: reason.slice(0, 300), hour: sql<Date>`date_trunc('hour', now())` })
        .onConflict((oc) =>
          oc.columns(["provider", "status", "reason", "hour"]).doUpdateSet({
            count: sql<number>`webhook_rejections.count + 1`,
            received_at: sql<Date>`now()`,
          }),
        )
        .execute();
      if (Date.now() - lastPruned > HOUR_MS) {
        lastPruned = Date.now();
        await deps.db
          .deleteFrom("webhook_rejections")
          .where("hour", "<", sql<Date>`now() - interval '30 days'`)
          .execute();
      }
    },
  };
}

/** Records an event once by its id (a repeat changes nothing), without queueing it. */
export async function noteVendorEvent(db: Db, event: VendorEventRecord) {
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
async function unprocessedVendorEvent(db: Db, provider: string, eventId: string) {
  const row = await db
    .selectFrom("vendor_events")
    .selectAll()
    .where("provider", "=", provider)
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return row && !row.processed_at ? row : null;
}

/** Acted on; `orderId`, when given, names the order it concerned if the event itself did not. */
export async function markVendorEventProcessed(db: Db, provider: string, eventId: string, orderId?: string) {
  await db
    .updateTable("vendor_events")
    .set({
      processed_at: new Date(),
      ...(orderId ? { order_id: sql<string>`coalesce(order_id, ${orderId}::uuid)` } : {}),
    })
    .where("provider", "=", provider)
    .where("event_id", "=", eventId)
    .execute();
}

/** Erasure: the bodies of the order's vendor events (they carry the sender's name and address). */
export async function eraseVendorEventPayloads(db: Db, orderId: string) {
  await db.updateTable("vendor_events").set({ payload: "null" }).where("order_id", "=", orderId).execute();
}
