import { randomUUID } from "node:crypto";
import { AppError } from "../../core/app-error";
import type { JobQueue } from "../../core/jobs";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import { addToOutbox, queueEmail } from "../email";
import { hashToken, ordersOfAddress } from "../orders";

/**
 * Per address: one links email per 10 minutes, whoever asks. It carries every link the address
 * has, so it answers everyone who asked in those minutes (the owner included: a stranger's asking
 * sends the owner their own links, and never keeps the owner from asking), and an inbox gets at
 * most 6 an hour however many clients ask. The function limits each client too (5 per 10 minutes).
 */
const LINKS_EMAIL_PER_ADDRESS = { points: 1, windowSeconds: 10 * 60 };

export interface FindOrdersDeps {
  db: Db;
  jobs: JobQueue;
  log: Logger;
  /** The site's rate limiter (core/rate-limit): consume(name, limit, key). */
  consumeRateLimit(name: string, limit: { points: number; windowSeconds: number }, key: string): Promise<void>;
}

/**
 * "Find my orders": one email listing the address's recent orders, or nothing at all for an
 * address without any. The caller answers before any of it runs (`createFindMyOrders`), so neither
 * the answer nor its time says whether the address has orders.
 */
async function sendOrderLinks(deps: FindOrdersDeps, email: string): Promise<void> {
  const address = email.trim();
  const orders = await ordersOfAddress(deps.db, address);
  if (orders.length === 0) return;
  try {
    await deps.consumeRateLimit("find-my-orders:address", LINKS_EMAIL_PER_ADDRESS, hashToken(address.toLowerCase()));
  } catch (err) {
    if (err instanceof AppError && err.status === 429) return; // the email of the last minutes answers this one too
    throw err;
  }
  const id = await addToOutbox(deps.db, {
    kind: "order_links",
    dedupeKey: `order-links:${randomUUID()}`,
    orderId: null,
    to: address,
  });
  if (id) await queueEmail(deps.jobs, id);
}

/**
 * Find my orders, done after the answer: `ask` returns at once (the lookup, the per-address limit
 * and the email run on their own); `idle` waits for what was asked, for a graceful stop and tests.
 * A process stopped meanwhile loses the email; the person asks again. Kept out of the job queue on
 * purpose: a job would store the address in pg-boss's tables, beyond erasure's reach.
 */
export function createFindMyOrders(deps: FindOrdersDeps) {
  const pending = new Set<Promise<void>>();
  return {
    ask(email: string): void {
      const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => sendOrderLinks(deps, email))
        .catch((err) => deps.log.warn({ err }, "find my orders: could not send the links"))
        .finally(() => pending.delete(work));
      pending.add(work);
    },
    async idle(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
