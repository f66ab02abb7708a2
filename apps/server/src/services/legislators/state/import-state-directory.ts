import type { Logger } from "../../../core/logger";
import type { Db } from "../../../db/database";
import type { StateDirectoryData } from "./parse-state-sources";

const CHUNK = 1_000;

/** Refuse a refresh that looks broken: too few legislators, states or ZCTA rows, or far fewer than we have. */
export function checkStatePlausible(
  next: StateDirectoryData,
  previous: { legislators: number; zctaRows: number },
): string | null {
  const states = new Set(next.legislators.map((l) => l.state)).size;
  if (states < 50) return `legislators of only ${states} state(s) in the new data`;
  if (next.legislators.length < 6_500) return `only ${next.legislators.length} legislators in the new data`;
  if (next.zctas.length < 90_000) return `only ${next.zctas.length} ZCTA rows in the new data`;
  if (previous.legislators && next.legislators.length < previous.legislators * 0.9) {
    return `${next.legislators.length} legislators, far fewer than the ${previous.legislators} we have`;
  }
  if (previous.zctaRows && next.zctas.length < previous.zctaRows * 0.9) {
    return `${next.zctas.length} ZCTA rows, far fewer than the ${previous.zctaRows} we have`;
  }
  return null;
}

async function currentCounts(db: Db) {
  const [l, z] = await Promise.all([
    db
      .selectFrom("state_legislators")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("zcta_state_districts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { legislators: Number(l.n), zctaRows: Number(z.n) };
}

/**
 * Replaces the whole state directory in one transaction, so a lookup never sees half of it; a
 * refresh that fails the plausibility check keeps the old data. Returns whether it was applied.
 */
export async function importStateDirectory(
  db: Db,
  data: StateDirectoryData,
  source: string,
  log: Logger,
): Promise<boolean> {
  const counts = {
    legislators: data.legislators.length,
    zcta_rows: data.zctas.length,
    members_as_of: data.membersAsOf,
    content_hash: data.contentHash,
  };
  const problem = checkStatePlausible(data, await currentCounts(db));
  if (problem) {
    log.warn({ source, problem }, "state directory refresh rejected; keeping the current data");
    await db
      .insertInto("state_directory_imports")
      .values({ source, status: "rejected", ...counts, reason: problem })
      .execute();
    return false;
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("zcta_state_districts").execute();
    await trx.deleteFrom("state_legislators").execute();
    for (let i = 0; i < data.legislators.length; i += CHUNK) {
      await trx
        .insertInto("state_legislators")
        .values(data.legislators.slice(i, i + CHUNK).map((l) => ({ ...l, offices: JSON.stringify(l.offices) })))
        .execute();
    }
    for (let i = 0; i < data.zctas.length; i += CHUNK * 2) {
      await trx
        .insertInto("zcta_state_districts")
        .values(data.zctas.slice(i, i + CHUNK * 2))
        .execute();
    }
    await trx
      .insertInto("state_directory_imports")
      .values({ source, status: "applied", ...counts, reason: null })
      .execute();
  });
  log.info({ source, ...counts }, "state legislator directory imported");
  return true;
}
