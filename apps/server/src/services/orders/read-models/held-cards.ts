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
