import type { PeriodFigures } from "@civic/contracts/admin";
import { sql } from "kysely";
import type { Db } from "../../../db/database";

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The console's figures of orders: money, cards and refunds over 1, 7 and 30 days, paid orders a
 * day, cards by state, the failure rate, and when payments and the mailing vendor last worked or failed.
 */
export async function orderFigures(db: Db) {
  const now = Date.now();
  const periods: PeriodFigures[] = [];
  for (const days of [1, 7, 30] as const) {
    const since = new Date(now - days * DAY_MS);
    const money = await db
      .selectFrom("orders")
      .select((eb) => [
        eb.fn.countAll<number>().as("orders"),
        eb.fn.coalesce(eb.fn.sum<number>("amount_cents"), eb.lit(0)).as("revenue"),
      ])
      .where("paid_at", ">=", since)
      .executeTakeFirstOrThrow();
    const cards = await db
      .selectFrom("order_recipients")
      .innerJoin("orders", "orders.id", "order_recipients.order_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("orders.paid_at", ">=", since)
      .executeTakeFirstOrThrow();
    const refunds = await db
      .selectFrom("refunds")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount_cents"), eb.lit(0)).as("cents"))
      .where("status", "=", "succeeded")
      .where("created_at", ">=", since)
      .executeTakeFirstOrThrow();
    periods.push({
      days,
      orders: Number(money.orders),
      cards: Number(cards.n),
      revenueCents: Number(money.revenue),
      refundsCents: Number(refunds.cents),
    });
  }

  const { rows: daily } = await sql<{ day: string; orders: number; revenue: number }>`
    select to_char(d.day, 'YYYY-MM-DD') as day, count(o.id)::int as orders, coalesce(sum(o.amount_cents), 0)::int as revenue
    from generate_series(date_trunc('day', now() at time zone 'utc') - interval '29 days',
                         date_trunc('day', now() at time zone 'utc'), interval '1 day') as d(day)
    left join orders o on o.paid_at >= d.day at time zone 'utc' and o.paid_at < (d.day + interval '1 day') at time zone 'utc'
    group by d.day order by d.day`.execute(db);

  const { rows: cardsByState } = await sql<{ state: string; count: number }>`
    select coalesce(mail_status, status) as state, count(*)::int as count
    from order_recipients group by 1 order by 2 desc`.execute(db);

  const settled = await db
    .selectFrom("order_recipients")
    .select((eb) => [
      eb.fn.countAll<number>().as("settled"),
      eb.fn.sum<number>(eb.case().when("status", "=", "failed").then(1).else(0).end()).as("failed"),
    ])
    .where("status", "in", ["ordered", "failed"])
    .where("updated_at", ">=", new Date(now - 30 * DAY_MS))
    .executeTakeFirstOrThrow();

  const lastMailing = await db
    .selectFrom("order_recipients")
    .select((eb) => eb.fn.max("ordered_at").as("at"))
    .executeTakeFirstOrThrow();
  const mailingError = await db
    .selectFrom("order_recipients")
    .select(["error", "updated_at"])
    .where("error", "is not", null)
    .where("simulate_failure", "=", false)
    .orderBy("updated_at", "desc")
    .executeTakeFirst();
  const lastPaid = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.max("paid_at").as("at"))
    .executeTakeFirstOrThrow();
  const refundError = await db
    .selectFrom("refunds")
    .select(["error", "updated_at"])
    .where("error", "is not", null)
    .orderBy("updated_at", "desc")
    .executeTakeFirst();
  return {
    periods,
    daily: daily.map((d) => ({ day: d.day, orders: d.orders, revenueCents: d.revenue })),
    cardsByState,
    failureRate: { failed: Number(settled.failed ?? 0), settled: Number(settled.settled) },
    payments: {
      lastSuccess: iso(lastPaid.at ?? null),
      lastError: refundError?.error ?? null,
      lastErrorAt: iso(refundError?.updated_at ?? null),
    },
    mailing: {
      lastSuccess: iso(lastMailing.at ?? null),
      lastError: mailingError?.error ?? null,
      lastErrorAt: iso(mailingError?.updated_at ?? null),
    },
  };
}
