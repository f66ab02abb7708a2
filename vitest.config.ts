import os from "node:os";
import { defineConfig } from "vitest/config";
import { linguiMacros } from "./apps/web/lingui-macros.ts";
import LongestFirst from "./scripts/vitest-sequencer.ts";

export default defineConfig({
  // The web app's messages are Lingui macros, compiled as the build compiles them.
  plugins: [linguiMacros()],
  test: {
    include: ["packages/**/*.test.ts", "apps/server/**/*.test.ts", "apps/web/src/**/*.test.ts", "bench/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    globalSetup: ["apps/server/test/global-setup.ts"],
    // English, the source language, active for the web app's messages (the build's default); the
    // server's threads started on the server the global setup built (decision 0137).
    setupFiles: ["apps/web/src/i18n/test-setup.ts", "apps/server/test/setup.ts"],
    testTimeout: 30_000,
    // One retry, as the browser phase has: a test that fails twice is broken; one that passes on
    // its retry is named as flaky at the end of the run (scripts/vitest-flaky-reporter.ts).
    retry: 1,
    reporters: ["default", "./scripts/vitest-flaky-reporter.ts", "./scripts/vitest-unlisted-reporter.ts"],
    // The files that start processes first, so the run does not end on one of them alone.
    sequence: { sequencer: LongestFirst },
    hookTimeout: 60_000,
    pool: "forks",
    // One module cache per worker, not per file: importing the server afresh for each of ~90 files
    // cost about 100 s of CPU. Tests that stub a global restore it (vi.unstubAllGlobals).
    isolate: false,
    // Most files wait on PostgreSQL, child processes and timers rather than a core: on 2 cores three
    // files at once took 186–197 s against 204–205 s for two, about as much CPU (2026-11-28, once test
    // runtimes stopped loading TypeScript in their threads; decision 0137).
    maxWorkers: Math.max(3, os.availableParallelism() - 1),
  },
  resolve: { alias: { "@": new URL("./apps/web/src", import.meta.url).pathname } },
});
