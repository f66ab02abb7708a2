// `npm test`: every check in turn, stopping at the first that fails, then how long each took, so
// that a slow phase shows in every CI log (docs/testing.md).
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const PHASES = [
  ["types", ["run", "-s", "typecheck"]],
  ["lint", ["run", "-s", "lint"]],
  ["import graph", ["run", "-s", "check:graph"]],
  ["unused code", ["run", "-s", "check:unused"]],
  ["unit + integration", ["run", "-s", "test:unit"]],
  ["browser", ["run", "-s", "test:e2e"]],
];

const times = [];
let failed = null;
const started = Date.now();
for (const [name, args] of PHASES) {
  console.log(`\n── ${name} (npm ${args.slice(2).join(" ")})`);
  const t0 = Date.now();
  const r = spawnSync("npm", args, { cwd: root, stdio: "inherit" });
  times.push([name, Date.now() - t0]);
  if (r.status !== 0) {
    failed = name;
    break;
  }
}
const fmt = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};
console.log("\nnpm test, time per phase (m:ss):");
for (const [name, ms] of times) console.log(`  ${name.padEnd(20)} ${fmt(ms)}`);
console.log(`  ${"total".padEnd(20)} ${fmt(Date.now() - started)}${failed ? `  (stopped: ${failed} failed)` : ""}`);
process.exit(failed ? 1 : 0);
