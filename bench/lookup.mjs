// Benchmark: `lookup-legislators` (Congress) and `lookup-state-legislators` (a ZIP's state districts
// and their members) over HTTP on loopback next to a bare Node server, same run.
// Usage: node bench/lookup.mjs [--seconds 8] [--connections 100] [--rate 1000] [--rounds 5] [--write]
import { execFileSync, fork } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { openLoop } from "./open-loop.mjs";
import { writeFigures } from "./readme.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "100" },
    rate: { type: "string", default: "1000" },
    rounds: { type: "string", default: "5" },
    write: { type: "boolean" },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);
const rate = Number(values.rate);
const rounds = Number(values.rounds);
const root = path.resolve(import.meta.dirname, "..");
const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function start(script, execArgv = [], env = {}) {
  const port = await freePort();
  const child = fork(path.join(root, script), [], {
    execArgv,
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
      NODE_ENV: "production",
      // Production takes both from the environment; a benchmark's data is thrown away.
      ORDER_LINK_SECRET: "bench-throwaway-order-link-secret-0123456789",
      AUTH_SECRET: "bench-throwaway-auth-secret-0123456789abcd",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
  return { port, stop, cpuSeconds: () => cpuSecondsOf(child.pid) };
}

/** A process's CPU time so far (user and system), from /proc: what a request costs the server. */
function cpuSecondsOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

// ZIPs rotate so the lookup isn't one hot key: a single district, a split one, an at-large state.
const zips = ["93101", "33301", "82001", "10001", "60601", "35005", "98101", "20500"];
const lookupPath = "/api/functions/lookup-legislators";
const lookupBody = (i) => JSON.stringify({ zipCode: zips[i % zips.length], includeSenatorsAndReps: false });
// State lookups: a ZIP of 2 senate and 6 house districts (Burlington, 16 members), one of New
// Hampshire's multi-member districts, Nebraska's unicameral legislature, and single districts.
const stateZips = ["05401", "03301", "68508", "93101", "33301", "82001", "10001", "60601", "98101"];
const statePath = "/api/functions/lookup-state-legislators";
const stateBody = (i) => JSON.stringify({ zipCode: stateZips[i % stateZips.length] });

/**
 * Saturated: `connections` connections each sending as soon as its last answer arrives. With the
 * server's CPU time per answered request, a steadier figure than throughput on a shared machine.
 */
async function saturate({ port, cpuSeconds }, urlPath, body) {
  let i = 0;
  const cpuBefore = cpuSeconds();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    connections,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, body: body(i++) }) }],
  });
  return {
    cpuMicros: ((cpuSeconds() - cpuBefore) * 1e6) / Math.max(1, result.requests.total),
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Steady: `rate` requests a second on a fixed schedule over `connections` open connections. */
const steadily = (port, urlPath, body) => openLoop({ port, path: urlPath, body, rate, seconds: duration, connections });

// Both servers run side by side and take turns, so a slow or fast minute of a shared machine
// falls on both; each figure is the median of the rounds.
const bare = await start("bench/bare-server.mjs");
const app = await start("bench/lookup-server.ts", ["--import", "tsx"]);
const bareBody = () => "{}";
// A state answer is several times a Congress one (every member of every candidate district, with
// an office): a second bare server answers as many bytes as the state answers' average.
const stateBytes = await Promise.all(
  stateZips.map(async (_, i) => {
    const res = await fetch(`http://127.0.0.1:${app.port}${statePath}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stateBody(i),
    });
    return (await res.arrayBuffer()).byteLength;
  }),
);
const averageStateBytes = Math.round(stateBytes.reduce((a, b) => a + b, 0) / stateBytes.length);
const bareLarge = await start("bench/bare-server.mjs", [], { BODY_BYTES: String(averageStateBytes) });
await saturate(bareLarge, "/", bareBody);
await saturate(bare, "/", bareBody); // warm-up
await saturate(app, lookupPath, lookupBody); // warm-up: JIT, and the start-up garbage collected
await saturate(app, statePath, stateBody);
const bareRuns = [];
const bareLargeRuns = [];
const lookupRuns = [];
const stateRuns = [];
for (let round = 0; round < rounds; round++) {
  bareRuns.push(await saturate(bare, "/", bareBody));
  lookupRuns.push(await saturate(app, lookupPath, lookupBody));
  bareLargeRuns.push(await saturate(bareLarge, "/", bareBody));
  stateRuns.push(await saturate(app, statePath, stateBody));
}
const bareSteady = await steadily(bare.port, "/", bareBody);
const steady = await steadily(app.port, lookupPath, lookupBody);
const stateSteady = await steadily(app.port, statePath, stateBody);
await Promise.all([bare.stop(), bareLarge.stop(), app.stop()]);

const median = (runs) => [...runs].sort((x, y) => x.rps - y.rps)[Math.floor(runs.length / 2)];
const baseline = median(bareRuns);
const lookup = median(lookupRuns);
const state = median(stateRuns);
const baselineLarge = median(bareLargeRuns);
/** The median of the rounds' server CPU per request, in µs. */
const cpuOf = (runs) =>
  [...runs]
    .map((r) => r.cpuMicros)
    .sort((x, y) => x - y)
    [Math.floor(runs.length / 2)].toFixed(0);
const errorsOf = (runs) => runs.reduce((n, r) => n + r.errors, 0);
const ratio = lookup.rps / baseline.rps;
const stateRatio = state.rps / baseline.rps;
const stateRatioSameBytes = state.rps / baselineLarge.rps;
const steadyErrors = (r) => r.errors + (r.sent - r.ok - r.errors);
const lines = [
  `| server | saturated req/s | p50 ms | p99 ms | server CPU µs/request | steady ${rate.toLocaleString("en-US")} req/s: p50 ms | p99 ms | errors |`,
  `|---|---|---|---|---|---|---|---|`,
  `| bare Node HTTP, fixed JSON | ${baseline.rps} | ${baseline.p50} | ${baseline.p99} | ${cpuOf(bareRuns)} | ${bareSteady.p50} | ${bareSteady.p99} | ${errorsOf(bareRuns) + steadyErrors(bareSteady)} |`,
  `| lookup-legislators, full stack | ${lookup.rps} | ${lookup.p50} | ${lookup.p99} | ${cpuOf(lookupRuns)} | ${steady.p50} | ${steady.p99} | ${errorsOf(lookupRuns) + steadyErrors(steady)} |`,
  `| bare Node HTTP, fixed JSON of ${averageStateBytes.toLocaleString("en-US")} bytes | ${baselineLarge.rps} | ${baselineLarge.p50} | ${baselineLarge.p99} | ${cpuOf(bareLargeRuns)} | | | ${errorsOf(bareLargeRuns)} |`,
  `| lookup-state-legislators, full stack | ${state.rps} | ${state.p50} | ${state.p99} | ${cpuOf(stateRuns)} | ${stateSteady.p50} | ${stateSteady.p99} | ${errorsOf(stateRuns) + steadyErrors(stateSteady)} |`,
  "",
  `Lookup keeps ${(ratio * 100).toFixed(0)}% of the bare server's throughput, the state lookup ${(stateRatio * 100).toFixed(0)}% (target ≥ 50%), and ${(stateRatioSameBytes * 100).toFixed(0)}% of a bare server answering as many bytes (its answers average ${averageStateBytes.toLocaleString("en-US")} bytes, the Congress lookup's about 500); p99 at ${connections} connections and a steady ${rate.toLocaleString("en-US")} req/s: ${steady.p99} ms and ${stateSteady.p99} ms (target < 10 ms).`,
  `Saturated: median of ${rounds} alternating rounds (bare ${bareRuns.map((r) => r.rps).join(", ")}; bare with the state's bytes ${bareLargeRuns.map((r) => r.rps).join(", ")}; lookup ${lookupRuns.map((r) => r.rps).join(", ")}; state lookup ${stateRuns.map((r) => r.rps).join(", ")} req/s).`,
  `${connections} connections, ${duration} s per run, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}, load average ${os.loadavg()[0].toFixed(1)} at the end), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
];
console.log(lines.join("\n"));
if (values.write) writeFigures("lookup", lines.join("\n"));
