// `npm test`: every check in turn, stopping at the first that fails, then how long each took, so
// that a slow phase shows in every CI log (docs/testing.md).
import { spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";

const root = path.resolve(import.meta.dirname, "..");
const PHASES = [
  ["types", ["run", "-s", "typecheck"]],
  ["lint", ["run", "-s", "lint"]],
  ["import graph", ["run", "-s", "check:graph"]],
  ["unused code", ["run", "-s", "check:unused"]],
  ["unit + integration", ["run", "-s", "test:unit"]],
  ["browser", ["run", "-s", "test:e2e"]],
];

// One PostgreSQL with the migrated, imported template for both test phases, made while the static
// checks run (they leave a core idle): each phase made its own before, about 7 s each on 2 cores.
const started = Date.now();
const postgres = spawn(process.execPath, ["--import", "tsx", "scripts/test-postgres-server.ts"], {
  cwd: root,
  stdio: ["pipe", "pipe", "inherit"],
});
const postgresUrl = new Promise((resolve, reject) => {
  const PREFIX = "CIVIC_TEST_POSTGRES_URL=";
  readline.createInterface({ input: postgres.stdout }).on("line", (line) => {
    if (line.startsWith(PREFIX)) resolve(line.slice(PREFIX.length));
    else console.log(line);
  });
  postgres.once("exit", (code) => reject(new Error(`The test PostgreSQL did not start (exit ${code}).`)));
});
postgresUrl.catch(() => {}); // awaited by the test phases; the checks run meanwhile
const stopPostgres = () =>
  postgres.exitCode === null ? new Promise((r) => postgres.once("exit", r).stdin.end()) : Promise.resolve();
// The web app's build for the browser phase (scripts/build-web.mjs, when stale) runs beside the
// checks too, which leave part of the two cores idle; its output is shown if it fails.
const webBuildStarted = Date.now();
const webBuildChild = spawn(process.execPath, ["scripts/build-web.mjs"], {
  cwd: root,
  stdio: ["ignore", "pipe", "pipe"],
});
let webBuildOutput = "";
for (const stream of [webBuildChild.stdout, webBuildChild.stderr]) stream.on("data", (d) => (webBuildOutput += d));
const webBuild = new Promise((resolve) =>
  webBuildChild.once("exit", (code) => resolve({ code, ms: Date.now() - webBuildStarted })),
);
const npm = (args, env) =>
  new Promise((resolve) => spawn("npm", args, { cwd: root, stdio: "inherit", env }).once("exit", resolve));

const times = [];
let failed = null;
for (const [name, args] of PHASES) {
  console.log(`\n── ${name} (npm ${args.slice(2).join(" ")})`);
  const t0 = Date.now();
  let env = process.env;
  if (name === "unit + integration") {
    const { code, ms } = await webBuild;
    times.push(["web build (beside)", ms]);
    if (code !== 0) {
      console.error(`The web app's build failed (exit ${code}):\n${webBuildOutput}`);
      failed = "web build";
      break;
    }
  }
  if (name === "unit + integration" || name === "browser") {
    try {
      env = { ...process.env, CIVIC_TEST_POSTGRES_URL: await postgresUrl };
    } catch (err) {
      console.error(String(err));
      failed = name;
      break;
    }
  }
  const status = await npm(args, env);
  times.push([name, Date.now() - t0]);
  if (status !== 0) {
    failed = name;
    break;
  }
}
if (webBuildChild.exitCode === null) webBuildChild.kill();
await stopPostgres();
const fmt = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};
console.log("\nnpm test, time per phase (m:ss):");
for (const [name, ms] of times) console.log(`  ${name.padEnd(20)} ${fmt(ms)}`);
console.log(`  ${"total".padEnd(20)} ${fmt(Date.now() - started)}${failed ? `  (stopped: ${failed} failed)` : ""}`);
process.exit(failed ? 1 : 0);
