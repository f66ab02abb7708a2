import type { AdminOverview } from "@civic/contracts/admin";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { orderFigures } from "../orders";

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The console's first screen: money, cards, queues, vendors and the directory at a glance. */
export async function loadOverview(
  db: Db,
  vendors: { payments: string; mailing: string; email: string },
): Promise<
  Omit<AdminOverview, "mailingHealth" | "directory"> & { directory: Omit<AdminOverview["directory"], "freshness"> }
> {
  const orders = await orderFigures(db);

  const { rows: queues } = await sql<{ name: string; queued: number; active: number; failed: number }>`
    select name,
      count(*) filter (where state in ('created', 'retry'))::int as queued,
      count(*) filter (where state = 'active')::int as active,
      count(*) filter (where state = 'failed')::int as failed
    from pgboss.job where left(name, 8) <> '__pgboss' group by name order by name`.execute(db);

  const failedJobs = await loadFailedJobs(db, 20);

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
    periods: orders.periods,
    daily: orders.daily,
    cardsByState: orders.cardsByState,
    failureRate: orders.failureRate,
    queues,
    failedJobs,
    vendors: [
      {
        kind: "payments",
        name: vendors.payments,
        ...orders.payments,
      },
      {
        kind: "mailing",
        name: vendors.mailing,
        ...orders.mailing,
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
