import { ADMIN_PAGE_SIZE, type OrderList, type OrderSearch } from "@civic/contracts/admin";
import { sql } from "kysely";
import type { Db } from "../../../db/database";

/**
 * Orders by number, email, sender or recipient name, ZIP, or the campaign (its link's slug or its
 * name) they came through, with filters, newest first, a page at
 * a time. Everything is matched in PostgreSQL (the browser never holds more than a page).
 */
export async function searchOrders(db: Db, search: OrderSearch): Promise<OrderList> {
  const q = search.q?.trim();
  let query = db.selectFrom("orders");
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const number = /^#?\d{1,15}$/.test(q) ? Number(q.replace("#", "")) : null;
    query = query.where((eb) =>
      eb.or([
        ...(number !== null ? [eb("orders.number", "=", number)] : []),
        eb(sql`lower(orders.email)`, "=", q.toLowerCase()),
        ...(q.includes("@") ? [] : [eb("orders.email", "ilike", like)]),
        eb("orders.sender_full_name", "ilike", like),
        eb("orders.sender_zip", "like", `${q}%`),
        eb("orders.zip_code", "=", q),
        eb.exists(
          eb
            .selectFrom("order_recipients")
            .select("order_recipients.id")
            .whereRef("order_recipients.order_id", "=", "orders.id")
            .where("order_recipients.name", "ilike", like),
        ),
        eb.exists(
          eb
            .selectFrom("campaigns")
            .select("campaigns.id")
            .whereRef("campaigns.id", "=", "orders.campaign_id")
            .where((c) => c.or([c("campaigns.slug", "=", q.toLowerCase()), c("campaigns.name", "ilike", like)])),
        ),
      ]),
    );
  }
  if (search.status) query = query.where(sql`orders.status`, "=", search.status);
  if (search.provider) query = query.where("orders.payment_provider", "=", search.provider);
  if (search.from) query = query.where("orders.created_at", ">=", new Date(`${search.from}T00:00:00Z`));
  if (search.to)
    query = query.where("orders.created_at", "<", new Date(Date.parse(`${search.to}T00:00:00Z`) + 86_400_000));

  const total = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      "orders.id",
      "orders.number",
      "orders.status",
      "orders.created_at",
      "orders.email",
      "orders.sender_full_name",
      "orders.sender_zip",
      "orders.amount_cents",
      "orders.payment_provider",
    ])
    .select((eb) => [
      eb
        .selectFrom("order_recipients")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("order_recipients.order_id", "=", "orders.id")
        .as("cards"),
      eb
        .selectFrom("order_recipients")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("order_recipients.order_id", "=", "orders.id")
        .where("order_recipients.status", "=", "failed")
        .as("failed_cards"),
    ])
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.number", "desc")
    .limit(ADMIN_PAGE_SIZE)
    .offset((search.page - 1) * ADMIN_PAGE_SIZE)
    .execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      number: r.number,
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
      email: r.email,
      senderName: r.sender_full_name,
      senderZip: r.sender_zip,
      amountCents: r.amount_cents,
      provider: r.payment_provider,
      cards: Number(r.cards ?? 0),
      failedCards: Number(r.failed_cards ?? 0),
    })),
    total: Number(total.n),
    page: search.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
