import type { TestSpecification } from "vitest/node";
import { BaseSequencer } from "vitest/node";

/**
 * The files that take 4 s or more (the first few start server processes or a PostgreSQL of their
 * own), longest first, by their median over three clean-clone runs on the 2-core machine
 * (2026-11-28; each run's log lists every file's time). A file left off that grows comes last:
 * `directory-refresh.test.ts` (13.6 s) did, and finished the phase nearly alone, the cores about
 * half idle for its last 8 s (the end of a whole run now names any such file:
 * scripts/vitest-unlisted-reporter.ts). With only the seven longest first, files of 5–10 s came
 * last too.
 * Vitest orders by the last run's durations, which a fresh clone has not got: it then starts the
 * largest files first, and a short file with a long test (the rolling restart: 42 lines, 46 s)
 * started last, running alone on one core while the other waited.
 */
const LONGEST_FIRST = [
  "apps/server/test/orders/chaos.test.ts",
  "apps/server/test/rolling-restart.test.ts",
  "apps/server/test/state-directory.test.ts",
  "apps/server/test/database-roles.test.ts",
  "apps/server/test/backup-restore.test.ts",
  "apps/server/test/orders/stripe.test.ts",
  "apps/server/test/several-processes.test.ts",
  "apps/server/test/campaigns/sponsored-cards.test.ts",
  "apps/server/test/directory-refresh.test.ts",
  "apps/server/test/upgrades.test.ts",
  // From here a file that mostly waits on real timers (a 3 s or 5 s timeout, a polling interval)
  // alternates with one that keeps its core busy: side by side, two waiting files left both cores
  // 80-98% idle for some 10 s of every run (docs/testing.md).
  "apps/server/test/campaigns/security-review.test.ts",
  "apps/server/test/voice-and-previews.test.ts",
  "apps/server/test/orders/ignitepost.test.ts",
  "apps/server/src/services/legislators/member-mentions.test.ts",
  "apps/server/test/jobs/queue-workers.test.ts",
  "apps/server/test/admin/console.test.ts",
  "apps/server/test/geocoding.test.ts",
  "apps/server/test/orders/sender-data.test.ts",
  "apps/server/test/live-updates.test.ts",
  "apps/server/test/orders/card-fronts.test.ts",
  "apps/server/test/behind-a-proxy.test.ts",
  "apps/server/test/orders/erasure-races.test.ts",
  "apps/server/test/directory-freshness.test.ts",
  "apps/server/test/startup.test.ts",
  "apps/server/test/orders/order-status.test.ts",
  "apps/server/src/services/cards/render-pool.test.ts",
  "apps/server/test/drafting.test.ts",
  "apps/server/test/orders/held-cards.test.ts",
  "apps/server/test/function-fuzz.test.ts",
  "apps/server/test/addresses-and-preview.test.ts",
  "apps/server/test/admin/operator-words-and-keys.test.ts",
  "apps/server/src/services/legislators/state/state-directory.test.ts",
  "apps/server/test/orders/local-print-shop.test.ts",
  "apps/server/test/campaigns/campaign-orders.test.ts",
  "apps/server/test/card-previews.test.ts",
  "apps/server/test/hardening.test.ts",
  "apps/server/test/orders/state-cards.test.ts",
  "apps/server/src/services/legislators/state/state-directory-build.test.ts",
  "apps/server/test/abuse-protections.test.ts",
  "apps/server/test/orders/payment-mismatch.test.ts",
  "apps/server/test/orders/spanish-emails.test.ts",
  // 4.1–4.3 s in four of five clean-clone runs on 2026-11-28's afternoon, named by each one's end.
  "apps/server/test/http-over-node.test.ts",
];

/** A file's place in LONGEST_FIRST, or -1. */
export const listedAt = (moduleId: string) => LONGEST_FIRST.findIndex((f) => moduleId.endsWith(f));

const rank = (file: TestSpecification) => {
  const i = listedAt(file.moduleId);
  return i < 0 ? LONGEST_FIRST.length : i;
};

/** The longest files first, in a fresh clone as in a warm one; the rest as Vitest orders them. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rest = await super.sort(files);
    return [...rest].sort((a, b) => rank(a) - rank(b));
  }
}
