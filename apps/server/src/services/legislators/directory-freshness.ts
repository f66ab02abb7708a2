import type { DirectoryFreshness } from "@civic/contracts/admin";
import type { Db } from "../../db/database";
import type { DirectoryIndex } from "./directory-index";
import { duringChangeOfCongress } from "./refresh-schedule";

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * How fresh the directory is, for the console and /readyz. The public files carry no date of their
 * own, so the data's date is the newest term start it holds: the data is at least that recent.
 * The last refresh is the last import that was applied (a rejected or failed one keeps the old
 * data and is reported apart); the seats without a known holder are read at `now` of the
 * directory's clock.
 */
export async function loadDirectoryFreshness(
  db: Db,
  index: DirectoryIndex | null,
  now: Date,
): Promise<Omit<DirectoryFreshness, "state">> {
  const [newest, lastApplied, lastAttempt] = await Promise.all([
    db
      .selectFrom("legislators")
      .select((eb) => eb.fn.max("term_start").as("start"))
      .executeTakeFirst(),
    db
      .selectFrom("directory_imports")
      .select(["created_at", "source"])
      .where("status", "=", "applied")
      .orderBy("id", "desc")
      .executeTakeFirst(),
    db.selectFrom("directory_imports").select(["created_at", "status"]).orderBy("id", "desc").executeTakeFirst(),
  ]);
  return {
    asOf: now.toISOString(),
    newestTermStart: newest?.start ?? null,
    lastRefresh: iso(lastApplied?.created_at),
    lastRefreshSource: lastApplied?.source ?? null,
    lastAttempt: iso(lastAttempt?.created_at),
    lastAttemptStatus: lastAttempt?.status ?? null,
    refreshesHourly: duringChangeOfCongress(now),
    // Not loaded yet (the first start's import): no seat is offered at all, so none is listed.
    seatsWithoutKnownHolder: index?.seatsWithoutKnownHolder() ?? [],
  };
}
