// Names the files of 4 s or more that the sequencer's longest-first list leaves out: a fresh clone
// starts them late, and the unit phase can end on one of them alone, a core idle. A file grows
// unseen otherwise (directory-refresh.test.ts did, to 13.6 s). How the list is kept:
// scripts/vitest-sequencer.ts.
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";
import { listedAt } from "./vitest-sequencer";

const LONG_MS = 4_000;
/** Only a whole run is ordered by the list: a run of a few files says nothing of it. */
const WHOLE_RUN_FILES = 50;

export default class UnlistedReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    if (modules.length < WHOLE_RUN_FILES) return;
    const unlisted = modules
      .filter((m) => m.diagnostic().duration >= LONG_MS && listedAt(m.moduleId) < 0)
      .sort((a, b) => b.diagnostic().duration - a.diagnostic().duration);
    if (!unlisted.length) return;
    console.log(`\n${unlisted.length} file(s) of 4 s or more not in LONGEST_FIRST (scripts/vitest-sequencer.ts):`);
    for (const m of unlisted) {
      console.log(`  ${path.relative(process.cwd(), m.moduleId)} ${(m.diagnostic().duration / 1000).toFixed(1)} s`);
    }
  }
}
