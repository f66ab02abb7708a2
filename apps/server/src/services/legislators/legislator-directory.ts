import { sql } from "kysely";
import type { Clock } from "../../core/clock";
import type { Config } from "../../core/config";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import { DirectoryIndex } from "./directory-index";
import { importDirectory } from "./import-directory";
import { lastBuiltIndex } from "./last-built-index";
import { parseDirectoryInThread } from "./parse-in-thread";
import { BUNDLED_SNAPSHOT_DIR, readDirectoryFolder, readDirectorySources } from "./read-sources";
import { readRedrawnMaps } from "./redrawn-maps";

const RELOAD_CHECK_MS = 60_000;

/** The Congress index built last in this process, by the import and ZIP table it was built from. */
const lastBuilt = lastBuiltIndex<DirectoryIndex>();

/**
 * The legislator directory: public data imported into PostgreSQL, served from memory.
 * Other replicas notice an applied refresh within a minute and reload their index.
 */
export function createLegislatorDirectory(deps: { config: Config; clock: Clock; db: Db; log: Logger }) {
  const { config, clock, db, log } = deps;
  let index: DirectoryIndex | null = null;
  let loadedImportId = 0;
  let timer: NodeJS.Timeout | undefined;
  // The redrawn states are kept in the repository with their sources, beside the bundled snapshot.
  const redrawnMaps = readRedrawnMaps(BUNDLED_SNAPSHOT_DIR);

  async function latestImportId() {
    return Number((await latestImport())?.id ?? 0);
  }

  /** The applied import the tables hold now; `made` to the microsecond tells two imports apart. */
  function latestImport() {
    return db
      .selectFrom("directory_imports")
      .select(["id", sql<string>`created_at::text`.as("made")])
      .where("status", "=", "applied")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
  }

  async function reload() {
    const latest = await latestImport();
    const from = latest ? `${latest.id} ${latest.made} ${config.ZCCD_CONGRESS}` : null;
    let zctaRows: number | undefined;
    const loaded = await lastBuilt.get(from, clock.now, async () => {
      const [legislators, zctas, offices] = await Promise.all([
        db.selectFrom("legislators").selectAll().execute(),
        db.selectFrom("zcta_districts").selectAll().execute(),
        db.selectFrom("district_offices").selectAll().execute(),
      ]);
      zctaRows = zctas.length;
      return new DirectoryIndex(legislators, zctas, offices, clock.now, {
        congress: config.ZCCD_CONGRESS,
        redrawn: redrawnMaps,
      });
    });
    index = loaded.index;
    loadedImportId = Number(latest?.id ?? 0);
    log.info(
      { legislators: index.size, zctaRows },
      loaded.built ? "legislator index loaded" : "legislator index loaded (built by another runtime in this process)",
    );
  }

  /** Reads the sources and swaps the data in; a failed or implausible refresh keeps the old. */
  async function refresh(from: "configured" | "bundled" = "configured"): Promise<boolean> {
    let source = config.CONGRESS_DATA_DIR || config.CONGRESS_DATA_URL;
    try {
      const read =
        from === "bundled" ? await readDirectoryFolder(BUNDLED_SNAPSHOT_DIR) : await readDirectorySources(config);
      source = read.source;
      const applied = await importDirectory(db, await parseDirectoryInThread(read.files), source, log);
      if (applied) await reload();
      return applied;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      log.error({ source, reason }, "legislator refresh failed; keeping the current data");
      await db
        .insertInto("directory_imports")
        .values({ source, status: "failed", legislators: null, zcta_rows: null, reason: reason.slice(0, 1000) })
        .execute();
      return false;
    }
  }

  return {
    /** At start: import on first run (empty tables), then build the index. */
    async start() {
      // First run: import from the configured source, or from the bundled snapshot when it can't be read.
      if ((await latestImportId()) === 0 && !(await refresh())) await refresh("bundled");
      if (!index) await reload();
      timer = setInterval(() => {
        latestImportId()
          .then((id) => (id > loadedImportId ? reload() : undefined))
          .catch((err) => log.warn({ err }, "directory reload check failed"));
      }, RELOAD_CHECK_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
    refresh: () => refresh(),
    isLoaded: () => Boolean(index && index.size > 0),
    get index(): DirectoryIndex {
      if (!index) throw new Error("The legislator directory is not loaded yet.");
      return index;
    },
  };
}

export type LegislatorDirectory = ReturnType<typeof createLegislatorDirectory>;
