// Benchmark: `lookup-legislators` over HTTP on loopback next to a bare Node server, same run.
// Usage: node bench/lookup.mjs [--seconds 10] [--connections 100] [--write]
import { fork } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "100" },
    write: { type: "boolean" },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);
const root = path.resolve(import.meta.dirname, "..");

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function start(script, execArgv = []) {
  const port = await freePort();
  const child = fork(path.join(root, script), [], {
    execArgv,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: process.env.LOG_LEVEL ?? "info", NODE_ENV: "production" },
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
  return { port, stop };
}

async function load(port, urlPath, body, overallRate) {
  // ZIPs rotate so the lookup isn't one hot key: a single district, a split one, an at-large state.
  const zips = ["93101", "33301", "82001", "10001", "60601", "35005", "98101", "20500"];
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    connections,
    duration,
    ...(overallRate ? { overallRate } : {}),
    requests: [{ setupRequest: (req) => ({ ...req, body: body(zips[i++ % zips.length]) }) }],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const bare = await start("bench/bare-server.mjs");
const baseline = await load(bare.port, "/", () => "{}");
await bare.stop();

const app = await start("bench/lookup-server.ts", ["--import", "tsx"]);
await load(app.port, "/api/functions/lookup-legislators", (zip) =>
  JSON.stringify({ zipCode: zip, includeSenatorsAndReps: false }),
); // warm-up
const lookupBody = (zip) => JSON.stringify({ zipCode: zip, includeSenatorsAndReps: false });
const lookup = await load(app.port, "/api/functions/lookup-legislators", lookupBody);
// Saturated, latency is queueing (connections / throughput); at a steady 1,000 req/s it is service time.
const steady = await load(app.port, "/api/functions/lookup-legislators", lookupBody, 1000);
await app.stop();

const ratio = lookup.rps / baseline.rps;
const lines = [
  `| server | req/s | p50 ms | p99 ms | errors |`,
  `|---|---|---|---|---|`,
  `| bare Node HTTP, fixed JSON | ${baseline.rps} | ${baseline.p50} | ${baseline.p99} | ${baseline.errors} |`,
  `| lookup-legislators (full stack), saturated | ${lookup.rps} | ${lookup.p50} | ${lookup.p99} | ${lookup.errors} |`,
  `| lookup-legislators at a steady 1,000 req/s | ${steady.rps} | ${steady.p50} | ${steady.p99} | ${steady.errors} |`,
  "",
  `Lookup keeps ${(ratio * 100).toFixed(0)}% of the bare server's throughput (target ≥ 50%); p99 at 100 connections and 1,000 req/s: ${steady.p99} ms (target < 10 ms).`,
  `${connections} connections, ${duration} s each, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
];
console.log(lines.join("\n"));
if (values.write) {
  const readme = path.join(root, "bench/README.md");
  const text = fs.readFileSync(readme, "utf8");
  const section = `<!-- lookup:start -->\n${lines.join("\n")}\n<!-- lookup:end -->`;
  fs.writeFileSync(readme, text.replace(/<!-- lookup:start -->[\s\S]*<!-- lookup:end -->/, section));
}
