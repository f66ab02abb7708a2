// Benchmark: the printable PDF of a sender's own cards (issue 39). Usage: npx tsx bench/own-cards.ts [--write]
//
// Draws the PDF for three recipients (a 300-character message and a long office address: seven
// pages, three 6x4 in cards, a letter sheet of four, three guide pages) in the server's render
// pool (one thread per core, as RENDER_THREADS defaults), one after another, and reports the
// wall-clock time each took as the caller sees it, the CPU time per PDF (process.cpuUsage covers
// the pool's threads) and the event loop's longest delay meanwhile, which shows the drawing is
// off the loop. No network: nothing but the pool is started.
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { OwnCardText } from "../apps/server/src/services/cards/own-card-pdf";
import { createRenderPool } from "../apps/server/src/services/cards/render-pool";
import { writeFigures } from "./readme.mjs";

const { values } = parseArgs({ options: { write: { type: "boolean" } } });
const RUNS = 60;

const message = `${"Please fund the Rock Creek trail repairs before the spring floods; ".repeat(5)}`.slice(0, 300);
const card = (recipient: string): OwnCardText => ({
  recipient,
  toStatehouse: false,
  officeKind: "home",
  officeLabel: "Sunrise district office",
  address: {
    street: "10100 Pines Boulevard, Building B, Third Floor, Suite 350, Attention: Constituent Mail",
    city: "Pembroke Pines",
    state: "FL",
    zip: "33026-6039",
  },
  salutation: "Dear Representative Wasserman Schultz,",
  body: message,
  signOff: "Sincerely,\nMaría José Castellanos-Rodríguez",
  sender: {
    fullName: "María José Castellanos-Rodríguez",
    streetAddress: "1234 Northeast Sixty-Seventh Avenue, Apartment 1207",
    city: "Fort Lauderdale",
    state: "FL",
    zipCode: "33301-1234",
  },
});
const cards = ["Rep. Debbie Wasserman Schultz", "Sen. Rick Scott", "Sen. Ashley Moody"].map(card);

const threads = Math.max(1, os.availableParallelism());
const pool = createRenderPool({ threads, maxQueue: 64 });
// The threads start and load pdf-lib on their first task: not what a sender waits for in a running server.
for (let i = 0; i < threads * 2; i++) await pool.ownCards({ kind: "own-cards", cards });

// The loop's delays with nothing drawn, over as long as the runs take: on a shared machine the
// other work delays it too, and only the difference is ours.
const idle = monitorEventLoopDelay({ resolution: 1 });
const idleStart = performance.now();
const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
const times: number[] = [];
let bytes = 0;
const cpu0 = process.cpuUsage();
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  bytes = (await pool.ownCards({ kind: "own-cards", cards })).byteLength;
  times.push(performance.now() - t);
}
const cpu = process.cpuUsage(cpu0);
loop.disable();
const runMs = performance.now() - idleStart;
idle.enable();
await new Promise((resolve) => setTimeout(resolve, runMs));
idle.disable();
await pool.stop();

times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] as number;
const cpuMs = (cpu.user + cpu.system) / 1000 / RUNS;
const figures = [
  "| measure | p50 ms | p99 ms | max ms | notes |",
  "| ------- | ------ | ------ | ------ | ----- |",
  `| 3-recipient PDF, in a render thread | ${pct(50).toFixed(1)} | ${pct(99).toFixed(1)} | ${(times.at(-1) as number).toFixed(1)} | ${RUNS} PDFs one after another, 7 pages, ${(bytes / 1024).toFixed(0)} KB each, ${cpuMs.toFixed(1)} ms of CPU each (all threads) |`,
  "",
  `Event loop's longest delay meanwhile: ${(loop.max / 1e6).toFixed(1)} ms (p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms); idle for as long, nothing drawn: ${(idle.max / 1e6).toFixed(1)} ms (p99 ${(idle.percentile(99) / 1e6).toFixed(1)} ms).`,
  `${threads} render threads, ${os.cpus().length} cores (${os.cpus()[0]?.model.split(" ").slice(0, 2).join(" ")}), load average ${os.loadavg()[0]?.toFixed(1)} at the end, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
].join("\n");
console.log(figures);
if (values.write) writeFigures("own-cards", figures);
