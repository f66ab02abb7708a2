import { subDays } from "date-fns/subDays";
import { pruneDrafts } from "../drafting";
import { type ErasureDeps, erasePersonalData, orderSettledAt } from "../orders";

const BATCH = 200;

/**
 * A draft no order was made from (the wizard left before paying) holds concerns, an impact and a
 * ZIP, and is of use only while its wizard is open: a week, or RETENTION_DAYS if that is shorter.
 */
const ABANDONED_DRAFT_DAYS = 7;

/**
 * The retention rule: `retentionDays` after an order settled (docs/decisions/0031: every card
 * mailed or refunded; unpaid and no longer payable; payment failed; a held payment refunded), its
 * personal data is erased, as if the sender had asked; drafts no order was made from are deleted.
 * `now` is a parameter so the rule is tested under a controlled clock. Returns the ids erased.
 */
export async function eraseExpiredOrders(
  deps: ErasureDeps,
  { now, retentionDays }: { now: Date; retentionDays: number },
): Promise<string[]> {
  const { db } = deps;
  const cutoff = subDays(now, retentionDays);
  // An order settles after it was last updated or made (whichever its kind counts from), so
  // updated_at before the cutoff is a cheap first filter; `paid` orders have cards in flight.
  const erased: string[] = [];
  let after: string | null = null;
  for (;;) {
    const candidates = await db
      .selectFrom("orders")
      .select(["id", "status", "created_at", "updated_at"])
      .where("erased_at", "is", null)
      .where("status", "!=", "paid")
      .where("updated_at", "<", cutoff)
      .$if(after !== null, (q) => q.where("id", ">", after as string))
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const order of candidates) {
      const settledAt = await orderSettledAt(db, order, now);
      if (!settledAt || settledAt >= cutoff) continue;
      if ((await erasePersonalData(deps, order.id, "retention", now)) === "erased") erased.push(order.id);
    }
    if (candidates.length < BATCH) break;
    after = candidates.at(-1)?.id ?? null;
  }
  const drafts = await pruneDrafts(db, subDays(now, Math.min(ABANDONED_DRAFT_DAYS, retentionDays)));
  if (erased.length || drafts) {
    deps.log.info({ erased: erased.length, drafts, retentionDays }, "retention: personal data erased");
  }
  return erased;
}
