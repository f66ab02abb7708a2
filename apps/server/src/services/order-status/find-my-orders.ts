import { randomUUID } from "node:crypto";
import { subMonths } from "date-fns/subMonths";
import type { JobQueue } from "../../core/jobs";
import type { Db } from "../../db/database";
import { addToOutbox, queueEmail } from "../email/outbox";
import { hashToken, PAID_STATUSES } from "../orders";

export const FIND_ORDERS_MONTHS = 12;
/** Per address, whoever asks: enough to retry a lost email, too few to flood an inbox. */
export const FIND_ORDERS_PER_ADDRESS = { points: 3, windowSeconds: 60 * 60 };

export interface FindOrdersDeps {
  db: Db;
  jobs: JobQueue;
  /** The site's rate limiter (http/rate-limit): consume(name, limit, key). */
  consumeRateLimit(name: string, limit: { points: number; windowSeconds: number }, key: string): Promise<void>;
}

/** An address's orders of the last 12 months that have a page to show (paid, not erased). */
export function ordersOfAddress(db: Db, email: string, now = new Date()) {
  return db
    .selectFrom("orders")
    .select(["id", "number", "created_at", "amount_cents"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .where("created_at", ">", subMonths(now, FIND_ORDERS_MONTHS))
    .where("status", "in", PAID_STATUSES)
    .where("erased_at", "is", null)
    .orderBy("created_at", "desc")
    .execute();
}

/**
 * "Find my orders": one email listing the address's recent orders, or nothing at all for an
 * address without any. The caller answers the same either way, so the form reveals nothing.
 */
export async function findMyOrders(deps: FindOrdersDeps, email: string): Promise<void> {
  const address = email.trim();
  await deps.consumeRateLimit("find-my-orders:address", FIND_ORDERS_PER_ADDRESS, hashToken(address.toLowerCase()));
  const orders = await ordersOfAddress(deps.db, address);
  if (orders.length === 0) return;
  const id = await addToOutbox(deps.db, {
    kind: "order_links",
    dedupeKey: `order-links:${randomUUID()}`,
    orderId: null,
    to: address,
  });
  if (id) await queueEmail(deps.jobs, id);
}
