import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import type { DirectoryData } from "./parse-sources";

const CHUNK = 2_000;

/** Refuse a refresh that looks broken: too few members or rows compared with what we have. */
export function checkPlausible(
  next: DirectoryData,
  previous: { legislators: number; zctaRows: number },
): string | null {
  const senators = next.legislators.filter((l) => l.chamber === "senate").length;
  const house = next.legislators.length - senators;
  if (senators < 90) return `only ${senators} senators in the new data`;
  if (house < 400) return `only ${house} House members in the new data`;
  if (next.zctas.length < 30_000) return `only ${next.zctas.length} ZIP rows in the new data`;
  if (previous.legislators && next.legislators.length < previous.legislators * 0.9) {
    return `${next.legislators.length} members, far fewer than the ${previous.legislators} we have`;
  }
  if (previous.zctaRows && next.zctas.length < previous.zctaRows * 0.9) {
    return `${next.zctas.length} ZIP rows, far fewer than the ${previous.zctaRows} we have`;
  }
  return null;
}

async function currentCounts(db: Db) {
  const [l, z] = await Promise.all([
    db
      .selectFrom("legislators")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("zcta_districts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { legislators: Number(l.n), zctaRows: Number(z.n) };
}

/**
 * Replaces the whole directory in one transaction, so a lookup never sees half of it; a refresh
 * that fails the plausibility check keeps the old data. Returns whether the data was applied.
 */
export async function importDirectory(db: Db, data: DirectoryData, source: string, log: Logger): Promise<boolean> {
  const previous = await currentCounts(db);
  const problem = checkPlausible(data, previous);
  if (problem) {
    log.warn({ source, problem }, "legislator refresh rejected; keeping the current data");
    await db
      .insertInto("directory_imports")
      .values({
        source,
        status: "rejected",
        legislators: data.legislators.length,
        zcta_rows: data.zctas.length,
        reason: problem,
      })
      .execute();
    return false;
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("zcta_districts").execute();
    await trx.deleteFrom("district_offices").execute();
    await trx.deleteFrom("legislators").execute();
    for (let i = 0; i < data.legislators.length; i += CHUNK) {
      await trx
        .insertInto("legislators")
        .values(data.legislators.slice(i, i + CHUNK))
        .execute();
    }
    for (let i = 0; i < data.offices.length; i += CHUNK) {
      await trx
        .insertInto("district_offices")
        .values(data.offices.slice(i, i + CHUNK))
        .execute();
    }
    for (let i = 0; i < data.zctas.length; i += CHUNK) {
      await trx
        .insertInto("zcta_districts")
        .values(data.zctas.slice(i, i + CHUNK))
        .execute();
    }
    await trx
      .insertInto("directory_imports")
      .values({
        source,
        status: "applied",
        legislators: data.legislators.length,
        zcta_rows: data.zctas.length,
        reason: null,
      })
      .execute();
  });
  log.info(
    { source, legislators: data.legislators.length, zctaRows: data.zctas.length },
    "legislator directory imported",
  );
  return true;
}
