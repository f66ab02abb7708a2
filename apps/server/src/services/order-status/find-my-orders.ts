import { randomUUID } from "node:crypto";
import type { JobQueue } from "../../core/jobs";
import type { Db } from "../../db/database";
import { addToOutbox, queueEmail } from "../email";
import { hashToken, ordersOfAddress } from "../orders";

/** Per address, whoever asks: enough to retry a lost email, too few to flood an inbox. */
const FIND_ORDERS_PER_ADDRESS = { points: 3, windowSeconds: 60 * 60 };

export interface FindOrdersDeps {
  db: Db;
  jobs: JobQueue;
  /** The site's rate limiter (core/rate-limit): consume(name, limit, key). */
  consumeRateLimit(name: string, limit: { points: number; windowSeconds: number }, key: string): Promise<void>;
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
