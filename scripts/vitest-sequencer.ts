import type { TestSpecification } from "vitest/node";
import { BaseSequencer } from "vitest/node";

/**
 * The files that take longest (most start server processes or a PostgreSQL of their own), longest
 * first, from a run's JSON report on the 2-core machine (docs/testing.md).
 * Vitest orders by the last run's durations, which a fresh clone has not got: it then starts the
 * largest files first, and a short file with a long test (the rolling restart: 42 lines, 46 s)
 * started last, running alone on one core while the other waited.
 */
const LONGEST_FIRST = [
  "apps/server/test/orders/chaos.test.ts",
  "apps/server/test/rolling-restart.test.ts",
  "apps/server/test/orders/stripe.test.ts",
  "apps/server/test/backup-restore.test.ts",
  "apps/server/test/database-roles.test.ts",
  "apps/server/test/state-directory.test.ts",
  "apps/server/test/several-processes.test.ts",
];

const rank = (file: TestSpecification) => {
  const i = LONGEST_FIRST.findIndex((f) => file.moduleId.endsWith(f));
  return i < 0 ? LONGEST_FIRST.length : i;
};

/** The longest files first, in a fresh clone as in a warm one; the rest as Vitest orders them. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rest = await super.sort(files);
    return [...rest].sort((a, b) => rank(a) - rank(b));
  }
}
