import type { Db } from "../../../db/database";
import type { OrderRow, RecipientRow } from "../order-rows";

/**
 * The plain reads other domains make of one order, here so that the order tables are read where
 * they are written. `db` may be the connection holding the order's lock (`withOrderLock`).
 */

/** The order's row, or undefined when there is no such order. */
export function loadOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
}

/** The order a checkout session was opened for: what confirming its payment compares. */
export function orderOfSession(db: Db, sessionId: string) {
  return db
    .selectFrom("orders")
    .select(["id", "status", "amount_cents", "currency"])
    .where("payment_session_id", "=", sessionId)
    .executeTakeFirst();
}

/** One card's row, or undefined when there is no such card. */
export function loadCard(db: Db, cardId: string): Promise<RecipientRow | undefined> {
  return db.selectFrom("order_recipients").selectAll().where("id", "=", cardId).executeTakeFirst();
}

/** The order's cards (one per recipient), in the order the sender chose them. */
export function loadOrderCards(db: Db, orderId: string): Promise<RecipientRow[]> {
  return db.selectFrom("order_recipients").selectAll().where("order_id", "=", orderId).orderBy("position").execute();
}

/** The order's status now; undefined when there is no such order. */
export async function orderStatusOf(db: Db, orderId: string): Promise<OrderRow["status"] | undefined> {
  return (await db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirst())?.status;
}

/** How many cards the order has. */
export async function orderCardCount(db: Db, orderId: string): Promise<number> {
  const row = await db
    .selectFrom("order_recipients")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("order_id", "=", orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the order's personal data was erased (false for no such order). */
export async function isOrderErased(db: Db, orderId: string): Promise<boolean> {
  const row = await db.selectFrom("orders").select("erased_at").where("id", "=", orderId).executeTakeFirst();
  return row?.erased_at != null;
}
