import type { Db } from "../../../db/database";

/** Orders' numbers by id: what operators call an order (the console's audit log). */
export async function orderNumbersOf(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("orders")
    .select(["id", "number"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.number]));
}
