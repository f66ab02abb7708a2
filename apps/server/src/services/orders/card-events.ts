import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { CardEventKind } from "../../db/schema";

/** The PostgreSQL channel every process listens on for "this order's status changed". */
export const ORDER_STATUS_CHANNEL = "order_status";

export interface CardEvent {
  orderId: string;
  /** Null for an event of the whole order (paid). */
  recipientId: string | null;
  kind: CardEventKind;
  occurredAt: Date;
  /** Who reported it ('stripe', 'local', 'ignitepost', 'fulfilment') and its own id for it. */
  source: string;
  sourceEventId: string;
  detail?: Record<string, unknown>;
}

/**
 * Records a step of a card's timeline once (a repeated delivery of the same event is ignored) and
 * tells open status pages, in any process, that the order changed. Returns whether it was new.
 */
export async function recordCardEvent(db: Db, event: CardEvent): Promise<boolean> {
  const row = await db
    .insertInto("card_events")
    .values({
      order_id: event.orderId,
      recipient_id: event.recipientId,
      kind: event.kind,
      occurred_at: event.occurredAt,
      source: event.source,
      source_event_id: event.sourceEventId,
      detail: JSON.stringify(event.detail ?? {}),
    })
    .onConflict((oc) => oc.columns(["source", "source_event_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (row) await notifyOrderChanged(db, event.orderId);
  return Boolean(row);
}

export async function notifyOrderChanged(db: Db, orderId: string) {
  await sql`SELECT pg_notify(${ORDER_STATUS_CHANNEL}, ${orderId})`.execute(db);
}
