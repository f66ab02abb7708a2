import { subDays } from "date-fns/subDays";
import { type ErasureDeps, erasePersonalData, isSettled, orderRefund } from "../orders";

const BATCH = 200;

/**
 * The retention rule: `retentionDays` after an order's last card settled (mailed, failed or
 * refunded), its personal data is erased, as if the sender had asked. `now` is a parameter so the
 * rule is tested under a controlled clock. Returns the ids erased.
 */
export async function eraseExpiredOrders(
  deps: ErasureDeps,
  { now, retentionDays }: { now: Date; retentionDays: number },
): Promise<string[]> {
  const { db } = deps;
  const cutoff = subDays(now, retentionDays);
  // An order settles after it completes, so completed_at before the cutoff is a cheap first filter.
  const candidates = await db
    .selectFrom("orders")
    .select(["id", "status"])
    .where("status", "=", "completed")
    .where("erased_at", "is", null)
    .where("completed_at", "<", cutoff)
    .orderBy("completed_at")
    .limit(BATCH)
    .execute();
  const erased: string[] = [];
  for (const order of candidates) {
    const recipients = await db
      .selectFrom("order_recipients")
      .select(["status", "mail_status", "mailed_at", "updated_at"])
      .where("order_id", "=", order.id)
      .execute();
    const refund = await orderRefund(db, order.id);
    if (!isSettled(order.status, recipients, refund?.status ?? null)) continue;
    const times = recipients.map((r) => new Date(r.status === "failed" ? r.updated_at : (r.mailed_at ?? r.updated_at)));
    if (refund) times.push(refund.updated_at);
    const settledAt = new Date(Math.max(...times.map((t) => t.getTime())));
    if (settledAt >= cutoff) continue;
    if (await erasePersonalData(deps, order.id, "retention")) erased.push(order.id);
  }
  if (erased.length) deps.log.info({ erased: erased.length, retentionDays }, "retention: personal data erased");
  return erased;
}
