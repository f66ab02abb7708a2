import type { AdminOverview, PeriodFigures } from "@civic/contracts/admin";
import { sql } from "kysely";
import type { Db } from "../../db/database";

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The console's first screen: money, cards, queues, vendors and the directory at a glance. */
export async function loadOverview(
  db: Db,
  vendors: { payments: string; mailing: string; email: string },
): Promise<AdminOverview> {
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

  const { rows: queues } = await sql<{ name: string; queued: number; active: number; failed: number }>`
    select name,
      count(*) filter (where state in ('created', 'retry'))::int as queued,
      count(*) filter (where state = 'active')::int as active,
      count(*) filter (where state = 'failed')::int as failed
    from pgboss.job where left(name, 8) <> '__pgboss' group by name order by name`.execute(db);

  const failedJobs = await loadFailedJobs(db, 20);

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
  const lastEmail = await db
    .selectFrom("emails")
    .select((eb) => eb.fn.max("sent_at").as("at"))
    .executeTakeFirstOrThrow();
  const emailError = await db
    .selectFrom("emails")
    .select(["error", "created_at"])
    .where("error", "is not", null)
    .orderBy("created_at", "desc")
    .executeTakeFirst();

  const { rows: webhooks } = await sql<{ provider: string; last: Date | null; unprocessed: number }>`
    select provider, max(received_at) as last, count(*) filter (where processed_at is null)::int as unprocessed
    from vendor_events group by provider order by provider`.execute(db);

  const lastImport = await db
    .selectFrom("directory_imports")
    .selectAll()
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  const lastApplied = await db
    .selectFrom("directory_imports")
    .select("created_at")
    .where("status", "=", "applied")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  const members = await db
    .selectFrom("legislators")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  // Seats: every House district the ZIP table knows, and two Senate seats per state with senators.
  const { rows: vacancy } = await sql<{ vacancies: number }>`
    select (
      (select count(*) from (select distinct state, district from zcta_districts) seats
        where not exists (select 1 from legislators l where l.chamber = 'house' and l.state = seats.state
                          and coalesce(l.district, 0) = seats.district))
      + (select coalesce(sum(2 - least(n, 2)), 0) from
          (select s.state, count(l.bioguide_id) as n from (select distinct state from legislators where chamber = 'senate') s
           left join legislators l on l.chamber = 'senate' and l.state = s.state group by s.state) per_state)
    )::int as vacancies`.execute(db);

  return {
    periods,
    daily: daily.map((d) => ({ day: d.day, orders: d.orders, revenueCents: d.revenue })),
    cardsByState,
    failureRate: { failed: Number(settled.failed ?? 0), settled: Number(settled.settled) },
    queues,
    failedJobs,
    vendors: [
      {
        kind: "payments",
        name: vendors.payments,
        lastSuccess: iso(lastPaid.at ?? null),
        lastError: refundError?.error ?? null,
        lastErrorAt: iso(refundError?.updated_at ?? null),
      },
      {
        kind: "mailing",
        name: vendors.mailing,
        lastSuccess: iso(lastMailing.at ?? null),
        lastError: mailingError?.error ?? null,
        lastErrorAt: iso(mailingError?.updated_at ?? null),
      },
      {
        kind: "email",
        name: vendors.email,
        lastSuccess: iso(lastEmail.at ?? null),
        lastError: emailError?.error ?? null,
        lastErrorAt: iso(emailError?.created_at ?? null),
      },
    ],
    webhooks: webhooks.map((w) => ({ provider: w.provider, lastReceived: iso(w.last), unprocessed: w.unprocessed })),
    directory: {
      lastRefresh: iso(lastApplied?.created_at ?? null),
      lastStatus: lastImport?.status ?? null,
      lastReason: lastImport?.reason ?? null,
      members: Number(members.n),
      vacancies: vacancy[0]?.vacancies ?? 0,
    },
  };
}

/** Failed pg-boss jobs, newest first: still in the queue table, or already archived. */
export async function loadFailedJobs(db: Db, limit: number) {
  const { rows } = await sql<{ id: string; name: string; failed_at: Date | null; output: unknown }>`
    select id, name, completed_on as failed_at, output from (
      select id, name, completed_on, output from pgboss.job where state = 'failed'
      union all
      select id, name, completed_on, output from pgboss.archive where state = 'failed'
    ) failed order by completed_on desc nulls last limit ${limit}`.execute(db);
  return rows.map((r) => ({ id: r.id, name: r.name, failedAt: iso(r.failed_at), error: errorOf(r.output) }));
}

/** pg-boss keeps a failed handler's error as { message, stack }: the console shows the message only. */
function errorOf(output: unknown): string | null {
  if (output && typeof output === "object" && "message" in output) return String(output.message).slice(0, 300);
  return null;
}
