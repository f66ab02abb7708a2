// Benchmark: card rendering off the event loop. Usage: npx tsx bench/cards.ts [--write] [--profile DIR]
//
// Starts the real server as npm start runs it (bench/server-process.ts: built, embedded PostgreSQL;
// here ROLE=web and rate limits off) and measures, over HTTP on loopback:
// - lookup latency at a steady 25 req/s, alone and while eight previews are always in flight
//   (each a new card, so each is drawn by the render pool);
// - preview latency for new cards one at a time (cold: drawn) and for the same cards again
//   (warm: answered from the content-hash cache);
// then, with the server stopped, the print shop's render throughput: print files (the PDF of both
// sides; proofs are drawn later, when the status page asks) rendered by a pool of one thread per
// core, with the CPU time they took (process.cpuUsage covers the pool's threads), which a machine
// shared with other work does not inflate the way it does wall-clock time.
// bench/card-stages.ts splits one card's CPU time by stage. --profile DIR writes CPU profiles of
// the server's event loop and of each render thread (node --cpu-prof) into DIR.
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { createDatabase } from "../apps/server/src/db/database";
import { createRenderPool } from "../apps/server/src/services/cards/render-pool";
import { openLoop } from "./open-loop.mjs";
import { writeFigures } from "./readme.mjs";
import { processCpuSeconds, startServer } from "./server-process";

const { values } = parseArgs({ options: { write: { type: "boolean" }, profile: { type: "string" } } });

const server = await startServer(
  { ROLE: "web", RATE_LIMIT_ENABLED: "false" },
  values.profile ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(values.profile)}`] : [],
);
const { port } = server;
// The first start imports the directory; let PostgreSQL finish the aftermath (autovacuum, checkpoint)
// now, or it competes with the server for the same cores during the measurement.
{
  const owner = createDatabase(server.databaseUrl, 1);
  await sql`VACUUM ANALYZE`.execute(owner.db);
  await sql`CHECKPOINT`.execute(owner.db);
  await owner.db.destroy();
}

const post = async (name: string, body: unknown) => {
  const res = await fetch(`http://127.0.0.1:${port}/api/functions/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

const zips = ["93101", "33301", "82001", "10001", "60601", "35005", "98101", "20500"];
const lookup = {
  port,
  path: "/api/functions/lookup-legislators",
  body: (i: number) => JSON.stringify({ zipCode: zips[i % zips.length], includeSenatorsAndReps: false }),
  // Low enough that a shared, busy machine still keeps up: this measures stalls, not throughput
  // (bench/lookup.mjs does that).
  rate: 25,
  seconds: 12,
  connections: 10,
};
const recipientId = (await post("lookup-legislators", { zipCode: "33301" })).body.find((l: any) => !l.vacant)
  .id as string;
const sender = {
  fullName: "Ana Lopez",
  streetAddress: "100 Las Olas Blvd",
  city: "Fort Lauderdale",
  state: "FL",
  zipCode: "33301",
};
let serial = 0;
const newCard = () => ({
  message: `Please protect the Everglades, card ${++serial} of this run ${Date.now()}. They matter to my family.`,
  sender,
  recipientId,
});
const timed = async (card: unknown) => {
  const t = performance.now();
  const res = await post("render-card-preview", card);
  if (res.status !== 200) throw new Error(`preview: ${res.status} ${JSON.stringify(res.body)}`);
  return performance.now() - t;
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

// The render threads start with the server; one preview each makes sure they are up.
await Promise.all([timed(newCard()), timed(newCard())]);

console.log("lookups alone…");
const alone = await openLoop(lookup);

console.log("lookups during eight concurrent previews…");
let previewing = true;
const concurrent: number[] = [];
let refused = 0;
const previewers = Array.from({ length: 8 }, async () => {
  while (previewing) {
    const t = performance.now();
    const res = await post("render-card-preview", newCard());
    if (res.status === 200) concurrent.push(performance.now() - t);
    else refused++;
  }
});
const during = await openLoop(lookup);
previewing = false;
await Promise.all(previewers);

console.log("previews one at a time, cold then warm…");
// The server's CPU time (all its threads, from /proc), which a shared machine does not inflate.
const serverCpuMs = () => processCpuSeconds(server.pid) * 1000;
const cards = Array.from({ length: 20 }, newCard);
const cold: number[] = [];
const coldCpu = serverCpuMs();
for (const card of cards) cold.push(await timed(card));
const coldCpuMs = (serverCpuMs() - coldCpu) / cards.length;
const warm: number[] = [];
for (const card of cards) warm.push(await timed(card));

await server.stop();

console.log("print files…");
const threads = os.availableParallelism();
const pool = createRenderPool({ threads, maxQueue: 1000 });
const printCard = (i: number) => ({
  kind: "print" as const,
  card: {
    salutation: "Dear Rep. Moskowitz,",
    body: `Print run card ${i}: please protect the Everglades. They matter to my family and to all of Florida.`,
    signOff: "Sincerely,\nAna Lopez",
    sender: {
      fullName: "Ana Lopez",
      streetAddress: "100 Las Olas Blvd",
      city: "Fort Lauderdale",
      state: "FL",
      zipCode: "33301",
    },
    recipient: {
      title: "Rep.",
      name: "Jared Moskowitz",
      address: { street: "123 Cannon HOB", city: "Washington", state: "DC", zip: "20515" },
    },
  },
});
// Threads up, fronts drawn, JIT warm.
await Promise.all(Array.from({ length: 8 * threads }, (_, i) => pool.print(printCard(-1 - i))));
const PRINTS = 600;
const printCpu = process.cpuUsage();
const printStarted = performance.now();
await Promise.all(Array.from({ length: PRINTS }, (_, i) => pool.print(printCard(i))));
const printSeconds = (performance.now() - printStarted) / 1000;
const printCpuMs = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(printCpu)) / PRINTS;
await pool.stop();

const ms = (x: number) => x.toFixed(x < 10 ? 1 : 0);
const figures = [
  "| measure | p50 ms | p99 ms | notes |",
  "| ------- | ------ | ------ | ----- |",
  `| lookup, alone (steady 25 req/s) | ${ms(alone.p50)} | ${ms(alone.p99)} | ${alone.ok} answered, ${alone.errors} errors |`,
  `| lookup, during 8 concurrent previews | ${ms(during.p50)} | ${ms(during.p99)} | ${during.ok} answered, ${during.errors} errors |`,
  `| preview, 8 concurrent, new cards | ${ms(pct(concurrent, 50))} | ${ms(pct(concurrent, 99))} | ${concurrent.length} drawn, ${refused} refused (503) |`,
  `| preview, one at a time, cold (drawn) | ${ms(pct(cold, 50))} | ${ms(pct(cold, 99))} | ${cold.length} new cards, ${coldCpuMs.toFixed(0)} ms of server CPU each |`,
  `| preview, one at a time, warm (cached) | ${ms(pct(warm, 50))} | ${ms(pct(warm, 99))} | the same ${warm.length} cards again |`,
  "",
  `Print files (PDF of both sides, the back as vectors), ${threads} render threads: ${(PRINTS / printSeconds).toFixed(1)} cards/s (${PRINTS} cards in ${printSeconds.toFixed(1)} s); ${printCpuMs.toFixed(1)} ms of CPU a card (all threads), so ${threads} idle cores could do ${((threads * 1000) / printCpuMs).toFixed(0)} cards/s.`,
  `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average ${os.loadavg()[0]?.toFixed(1)} at the end, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
].join("\n");
console.log(figures);
if (values.write) writeFigures("cards", figures);
process.exit(0);
