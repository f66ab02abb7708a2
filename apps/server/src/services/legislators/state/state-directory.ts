import { sql } from "kysely";
import type { Clock } from "../../../core/clock";
import type { Config } from "../../../core/config";
import type { Logger } from "../../../core/logger";
import type { Db } from "../../../db/database";
import { lastBuiltIndex } from "../last-built-index";
import { parseStateDirectoryInThread, type StateSource } from "../parse-in-thread";
import { importStateDirectory } from "./import-state-directory";
import { BUNDLED_STATE_SNAPSHOT_DIR } from "./read-state-sources";
import { type DistrictZctas, StateDirectoryIndex } from "./state-directory-index";

const RELOAD_CHECK_MS = 60_000;

/** The state index built last in this process, by the import it was built from. */
const lastBuilt = lastBuiltIndex<StateDirectoryIndex>();

/**
 * The ZCTA table read a district at a time, its ZCTAs joined in one column: some 6,700 rows for
 * 104,000, each of which node-postgres parsed into an object of its own (a test runtime's start took
 * 738 ms of CPU against 849). The index takes them so, a district's ZCTAs together, each district's
 * split as the build's slices reach it: made all at once, rows took the event loop for about 80 ms.
 */
async function districtRows(db: Db): Promise<{ count: number; districts: Iterable<DistrictZctas> }> {
  const rows = await db
    .selectFrom("zcta_state_districts")
    .select(["state", "chamber", "geoid", "district_name"])
    .select(sql<string>`string_agg(zcta, ',')`.as("zctas"))
    .select(sql<number>`count(*)::int`.as("count"))
    .groupBy(["state", "chamber", "geoid", "district_name"])
    .execute();
  return {
    count: rows.reduce((n, d) => n + d.count, 0),
    districts: (function* () {
      for (const { zctas, count: _, ...district } of rows) yield { ...district, zctas: zctas.split(",") };
    })(),
  };
}

/**
 * The state legislator directory (decision 0090): public data imported into PostgreSQL, served from
 * memory, as the Congress directory is. Other processes notice an applied refresh within a minute.
 */
export function createStateDirectory(deps: { config: Config; clock: Clock; db: Db; log: Logger }) {
  const { config, db, log } = deps;
  let index: StateDirectoryIndex | null = null;
  let loadedImportId = 0;
  let timer: NodeJS.Timeout | undefined;

  async function latestImport() {
    return db
      .selectFrom("state_directory_imports")
      .select(["id", "members_as_of", "content_hash", sql<string>`created_at::text`.as("made")])
      .where("status", "=", "applied")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
  }

  async function reload() {
    const latest = await latestImport();
    const from = latest ? `${latest.id} ${latest.made} ${latest.content_hash}` : null;
    let zctaRows: number | undefined;
    const loaded = await lastBuilt.get(from, deps.clock.now, async () => {
      const [legislators, zctas] = await Promise.all([
        db.selectFrom("state_legislators").selectAll().execute(),
        districtRows(db),
      ]);
      zctaRows = zctas.count;
      // In slices, the event loop free between them: requests keep the index they had meanwhile.
      return StateDirectoryIndex.build(legislators, zctas.districts, latest?.members_as_of ?? "", deps.clock.now);
    });
    index = loaded.index;
    loadedImportId = Number(latest?.id ?? 0);
    log.info(
      { legislators: index.size, zctaRows },
      loaded.built
        ? "state legislator index loaded"
        : "state legislator index loaded (built by another runtime in this process)",
    );
  }

  /**
   * Reads the folder and swaps the data in; a failed or implausible refresh keeps the old, and the
   * same files read again change nothing (they are not even parsed). Returns whether new data was applied.
   */
  async function refresh(from: "configured" | "bundled" = "configured"): Promise<boolean> {
    // A folder when one is set; else Open States' archive with the bundled district tables.
    const source: StateSource =
      from === "bundled"
        ? { dir: BUNDLED_STATE_SNAPSHOT_DIR }
        : config.STATE_DATA_DIR
          ? { dir: config.STATE_DATA_DIR }
          : { peopleUrl: config.STATE_PEOPLE_URL, tablesDir: BUNDLED_STATE_SNAPSHOT_DIR };
    const where = "dir" in source ? source.dir : source.peopleUrl;
    try {
      const data = await parseStateDirectoryInThread(source, (await latestImport())?.content_hash ?? undefined);
      if ("unchanged" in data) return false;
      const applied = await importStateDirectory(db, data, where, log);
      if (applied) await reload();
      return applied;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      log.error({ source: where, reason }, "state directory refresh failed; keeping the current data");
      await db
        .insertInto("state_directory_imports")
        .values({ source: where, status: "failed", reason: reason.slice(0, 1000) })
        .execute();
      return false;
    }
  }

  return {
    /** At start: import on first run (empty tables), then build the index. */
    async start() {
      if (!(await latestImport()) && !(await refresh())) await refresh("bundled");
      if (!index) await reload();
      timer = setInterval(() => {
        latestImport()
          .then((latest) => (Number(latest?.id ?? 0) > loadedImportId ? reload() : undefined))
          .catch((err) => log.warn({ err }, "state directory reload check failed"));
      }, RELOAD_CHECK_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
    refresh: () => refresh(),
    isLoaded: () => Boolean(index && index.size > 0),
    get index(): StateDirectoryIndex {
      if (!index) throw new Error("The state legislator directory is not loaded yet.");
      return index;
    },
  };
}

export type StateDirectory = ReturnType<typeof createStateDirectory>;
