import { sql } from "kysely";
import type { Db } from "../../../db/database";

/**
 * Card submitting: the cards about to be sent to `vendor`, recorded (attempts + 1) before the
 * calls, so a crash from here on re-sends them with the same keys, never as new cards.
 */
export async function markCardsSubmitting(db: Db, recipientIds: string[], vendor: string) {
  if (recipientIds.length === 0) return;
  await db
    .updateTable("order_recipients")
    .set({ status: "submitting", attempts: sql`attempts + 1`, vendor, updated_at: new Date() })
    .where("id", "in", recipientIds)
    .execute();
}

/**
 * A vendor call for the card failed in a way worth retrying (the card did not reach the vendor, or
 * the vendor is idempotent): why is kept, and the card is pending again.
 */
export async function recordCardAttemptError(db: Db, recipientId: string, error: string) {
  await db
    .updateTable("order_recipients")
    .set({ status: "pending", error, updated_at: new Date() })
    .where("id", "=", recipientId)
    .execute();
}
