// What the state legislator directory's index adds to a process's memory (issue 37: at most 60 MB).
// Run: node --expose-gc --import tsx bench/state-directory-memory.ts
// The rows are parsed in a worker thread (the server reads them from PostgreSQL); only the index is kept. Heap and RSS are read after a full collection, before and after.
import { parseStateDirectoryInThread } from "../apps/server/src/services/legislators/parse-in-thread";
import { BUNDLED_STATE_SNAPSHOT_DIR } from "../apps/server/src/services/legislators/state/read-state-sources";
import { StateDirectoryIndex } from "../apps/server/src/services/legislators/state/state-directory-index";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("Run with node --expose-gc.");
const settled = () => {
  for (let i = 0; i < 3; i++) gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.external + m.arrayBuffers, rss: m.rss };
};

/** In a function of its own: what top-level code holds, V8 keeps for the module's life. */
async function load() {
  const data = await parseStateDirectoryInThread(BUNDLED_STATE_SNAPSHOT_DIR);
  return new StateDirectoryIndex(data.legislators, data.zctas, data.membersAsOf);
}

const before = settled();
const index = await load();
await new Promise((resolve) => setTimeout(resolve, 100)); // the parser thread's exit
const after = settled();
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
console.log(
  `state directory index: ${index.size} legislators; heap kept +${mb(after.heap - before.heap)} MB, RSS +${mb(after.rss - before.rss)} MB (RSS keeps pages the parse freed)`,
);
