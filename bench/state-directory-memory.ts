// What the state legislator directory's index adds to a process's memory (issue 37: at most 60 MB).
// Run: node --expose-gc --import tsx bench/state-directory-memory.ts
// Two figures. In this process, as a process that runs the refresh does: the rows parsed in the
// directory's parser thread, the index built. In a fresh child, as a web process that only reloads
// does: the rows arrive (here as JSON from a file, in the server from PostgreSQL) and the index is
// built in slices. Heap and RSS are read after full collections, before and after.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseStateDirectoryInThread } from "../apps/server/src/services/legislators/parse-in-thread";
import type { StateDirectoryData } from "../apps/server/src/services/legislators/state/parse-state-sources";
import { BUNDLED_STATE_SNAPSHOT_DIR } from "../apps/server/src/services/legislators/state/read-state-sources";
import { districtsOf, StateDirectoryIndex } from "../apps/server/src/services/legislators/state/state-directory-index";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("Run with node --expose-gc.");
const settled = async () => {
  await new Promise((resolve) => setTimeout(resolve, 200)); // a thread's exit, the slices' last turn
  for (let i = 0; i < 3; i++) gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.external + m.arrayBuffers, rss: m.rss };
};
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
const rowsFile = process.argv[2];

/** The data's own day as the clock: memory does not depend on it. */
const clock = () => new Date("2026-08-05T00:00:00Z");

/** In a function of its own: what top-level code holds, V8 keeps for the module's life. */
async function load(): Promise<StateDirectoryIndex> {
  if (rowsFile) {
    const data = JSON.parse(fs.readFileSync(rowsFile, "utf8")) as StateDirectoryData;
    return StateDirectoryIndex.build(data.legislators, districtsOf(data.zctas), data.membersAsOf, clock);
  }
  const data = await parseStateDirectoryInThread({ dir: BUNDLED_STATE_SNAPSHOT_DIR });
  return StateDirectoryIndex.build(data.legislators, districtsOf(data.zctas), data.membersAsOf, clock);
}

const before = await settled();
const index = await load();
const after = await settled();
const where = rowsFile ? "rows handed in (a web process)" : "rows parsed in this process's thread (a refresh)";
console.log(
  `${where}: ${index.size} legislators; heap kept +${mb(after.heap - before.heap)} MB, RSS +${mb(after.rss - before.rss)} MB`,
);

if (!rowsFile) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "state-rows-")), "rows.json");
  fs.writeFileSync(file, JSON.stringify(await parseStateDirectoryInThread({ dir: BUNDLED_STATE_SNAPSHOT_DIR })));
  spawnSync(process.execPath, [...process.execArgv, import.meta.filename, file], { stdio: "inherit" });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
