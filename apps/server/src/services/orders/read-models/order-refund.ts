import type { Db } from "../../../db/database";

export interface OrderRefund {
  amount_cents: number;
  reason: string;
  /** pending while any refund waits for the provider; failed when one was refused; else succeeded. */
  status: "pending" | "succeeded" | "failed";
  provider_refund_id: string | null;
  updated_at: Date;
}

/**
 * An order's refunds as one: an order can have several (failed cards, an operator's, a mismatch),
 * and the sender's page, data export and retention each want the sum and whether it is all done.
 */
export async function orderRefund(db: Db, orderId: string): Promise<OrderRefund | null> {
  const rows = await db
    .selectFrom("refunds")
    .select(["amount_cents", "reason", "status", "provider_refund_id", "updated_at"])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .execute();
  if (rows.length === 0) return null;
  const status = rows.some((r) => r.status === "pending")
    ? "pending"
    : rows.some((r) => r.status === "failed")
      ? "failed"
      : "succeeded";
  const ids = rows.map((r) => r.provider_refund_id).filter((id): id is string => Boolean(id));
  return {
    amount_cents: rows.reduce((sum, r) => sum + r.amount_cents, 0),
    reason: [...new Set(rows.map((r) => r.reason))].join("; "),
    status,
    provider_refund_id: ids.length ? ids.join(", ") : null,
    updated_at: new Date(Math.max(...rows.map((r) => new Date(r.updated_at).getTime()))),
  };
}
