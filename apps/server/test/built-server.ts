import { spawnSync } from "node:child_process";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** The server as `npm start` runs it: plain JavaScript, no TypeScript loader (decision 0051). */
export const BUILT_SERVER = path.join(repoRoot, "apps/server/dist/main.js");

let checked = false;
/**
 * Builds the server when a source is newer than the build, once per process. The test runs'
 * global setups call it before any test starts a process, so two test files never build at the
 * same moment; the benchmarks call it through startServerProcess.
 */
export function buildServerIfStale() {
  if (checked) return;
  const build = spawnSync(process.execPath, ["scripts/build-server.mjs", "--if-stale"], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`building the server failed: ${build.stderr}`);
  checked = true;
}
