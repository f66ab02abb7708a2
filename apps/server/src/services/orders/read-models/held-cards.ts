import type { Db } from "../../../db/database";

/** Held cards whose hold began at `heldBefore` or earlier: their sender's time to choose is up. */
export function heldCardsDue(db: Db, heldBefore: Date, limit: number) {
  return db
    .selectFrom("order_recipients")
    .selectAll()
    .where("status", "=", "held")
    .where("held_at", "<=", heldBefore)
    .limit(limit)
    .execute();
}

/**
 * Held cards whose sender has not been told of a new holder for this hold yet: the directory may
 * know one now (the caller asks it).
 */
export function heldCardsNotToldOfNewHolder(db: Db, limit: number) {
  return db
    .selectFrom("order_recipients")
    .selectAll()
    .where("status", "=", "held")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("emails")
            .select("emails.id")
            .whereRef("emails.recipient_id", "=", "order_recipients.id")
            .where("emails.kind", "=", "card_held_new_holder")
            .whereRef("emails.created_at", ">=", "order_recipients.updated_at"),
        ),
      ),
    )
    .limit(limit)
    .execute();
}
