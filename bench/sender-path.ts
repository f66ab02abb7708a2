// Benchmark: the sender path under load, against one server as `npm start` runs it.
// Usage: npx tsx bench/sender-path.ts [--senders 1000] [--minutes 10] [--runs 1] [--step-seconds 30] [--write]
//
// Simulated senders arrive at a fixed rate (--senders over --minutes), each on its own address
// (X-Forwarded-For, so the rate limits count each person as the server would), and each goes
// through the wizard's calls in turn: lookup-legislators → draft-postcard-message (the local
// composer) → render-card-preview and both of its images → create-payment (1–3 cards) →
// local-checkout-pay → verify-payment. Latency counts from the moment a sender was due, so a
// server that falls behind shows it. Afterwards: how long after payment the print shop had each
// card's files (its `written` event: the PDF is written first), the server's CPU and PostgreSQL's
// per sender, and the server process's memory (VmRSS, VmHWM) after each run. --runs repeats the
// whole run in the same server process, to see whether its memory grows.
import { parseArgs } from "node:util";
import { senders as sampleSenders, testCards } from "@civic/test-fixtures";
import { sql } from "kysely";
import { createDatabase } from "../apps/server/src/db/database";
import { writeFigures } from "./readme.mjs";
import {
  machine,
  memoryMb,
  percentile,
  postgresCpuSeconds,
  processCpuSeconds,
  resetPeakMemory,
  startServer,
} from "./server-process";

const { values } = parseArgs({
  options: {
    senders: { type: "string", default: "1000" },
    minutes: { type: "string", default: "10" },
    runs: { type: "string", default: "1" },
    "step-seconds": { type: "string", default: "30" },
    write: { type: "boolean" },
  },
});
const SENDERS = Number(values.senders);
const SECONDS = Number(values.minutes) * 60;
const RUNS = Number(values.runs);
const STEP_SECONDS = values["step-seconds"] as string;

const server = await startServer({
  TRUST_PROXY: "true",
  // npm start's default print shop: a card is written (its files made) a step after it is ordered.
  LOCAL_MAIL_STEP_SECONDS: STEP_SECONDS,
  // The global ceiling on model calls (a cost cap, 60 a minute by default) would refuse drafts
  // beyond 60 a minute: a viral campaign must raise it, as here (see bench/README.md).
  AI_CALLS_PER_MINUTE: "100000",
});
const owner = createDatabase(server.databaseUrl, 2);
console.log(`server on ${server.port} (pid ${server.pid})`);

const CALLS = ["lookup", "draft", "preview", "preview images", "create-payment", "pay", "verify-payment"] as const;
type Call = (typeof CALLS)[number];
const places = [sampleSenders.wyoming, sampleSenders.florida, sampleSenders.seattle];
const concerns = [
  "Public lands",
  "Clean water",
  "Wildfire smoke",
  "School funding",
  "Veterans' care",
  "Rural hospitals",
];

async function runSenders(run: number) {
  const times = new Map<Call, number[]>(CALLS.map((c) => [c, []]));
  const errors: string[] = [];
  const paid: { orderId: string; cards: number; paidAt: number }[] = [];

  /** One call, timed from `from`: by default when it is sent. */
  const call = async (what: Call, ip: string, name: string, body: unknown, from = performance.now()) => {
    const res = await fetch(`http://127.0.0.1:${server.port}/api/functions/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as any;
    times.get(what)?.push(performance.now() - from);
    if (res.status !== 200) throw new Error(`${name} ${res.status}: ${JSON.stringify(json).slice(0, 200)}`);
    return json;
  };
  const image = async (url: string, ip: string) => {
    const res = await fetch(`http://127.0.0.1:${server.port}${url}`, { headers: { "x-forwarded-for": ip } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} ${res.status}`);
  };

  const sender = async (i: number, due: number) => {
    const ip = `10.${run}.${Math.floor(i / 250)}.${i % 250}`;
    const place = places[i % places.length] as (typeof places)[number];
    const userInfo = { ...place.userInfo, fullName: `${place.userInfo.fullName} ${run}-${i}` };
    try {
      // The first call counts from when the sender was due: a generator behind schedule shows here.
      const found = await call(
        "lookup",
        ip,
        "lookup-legislators",
        { zipCode: userInfo.zipCode, includeSenatorsAndReps: true },
        due,
      );
      const rep = found.representatives.find((r: any) => !r.vacant);
      const senators = found.senators.filter((s: any) => !s.vacant);
      const draft = await call("draft", ip, "draft-postcard-message", {
        concerns: concerns[i % concerns.length],
        personalImpact: `My family has lived here for ${2 + (i % 40)} years.`,
        zipCode: userInfo.zipCode,
        representative: { id: rep.id, name: rep.name, title: rep.title },
      });
      const message = draft.draftMessage as string;
      const previewed = await call("preview", ip, "render-card-preview", {
        message,
        sender: userInfo,
        recipientId: rep.id,
      });
      const imagesStart = performance.now();
      await Promise.all([image(previewed.front, ip), image(previewed.back, ip)]);
      times.get("preview images")?.push(performance.now() - imagesStart);
      const cards = Math.min(1 + (i % 3), 1 + senators.length);
      const sendOption = ["single", "double", "triple"][cards - 1];
      const created = await call("create-payment", ip, "create-payment", {
        sendOption,
        email: `sender-${run}-${i}@example.com`,
        fullName: userInfo.fullName,
        postcardData: {
          userInfo,
          representative: { id: rep.id },
          senators: senators.slice(0, cards - 1).map((s: any) => ({ id: s.id })),
          finalMessage: message,
          sendOption,
          draftId: draft.draftId,
        },
      });
      const pay = await call("pay", ip, "local-checkout-pay", {
        clientSecret: created.client_secret,
        cardNumber: testCards.paid,
        expiry: testCards.expiry,
        cvc: testCards.cvc,
      });
      if (pay.status !== "complete") throw new Error(`local-checkout-pay: ${pay.status}`);
      paid.push({ orderId: created.orderId, cards, paidAt: Date.now() });
      const verified = await call("verify-payment", ip, "verify-payment", { sessionId: created.sessionId });
      if (!verified.success) throw new Error("verify-payment: not successful");
    } catch (err) {
      errors.push(String((err as Error).message ?? err));
    }
  };

  const started = performance.now();
  const cpu = { server: processCpuSeconds(server.pid), pg: postgresCpuSeconds(`${server.dataDir}/postgres`) };
  // The peak from here: the first start's import of the directory is not the load.
  const atStart = memoryMb(server.pid).rss;
  resetPeakMemory(server.pid);
  // When in the run the RSS was highest (sampled; VmHWM above catches what falls between samples).
  const sampled = { mb: 0, atSecond: 0 };
  const sampler = setInterval(() => {
    const { rss } = memoryMb(server.pid);
    if (rss > sampled.mb) Object.assign(sampled, { mb: rss, atSecond: (performance.now() - started) / 1000 });
  }, 250);
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < SENDERS; i++) {
    const due = started + (i * SECONDS * 1000) / SENDERS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(sender(i, due));
    if (i % 100 === 99) console.log(`  run ${run}: ${i + 1} senders started, ${errors.length} errors`);
  }
  await Promise.all(inFlight);
  const sendersDone = (performance.now() - started) / 1000;

  // Every paid card's files at the print shop: its `written` event (the files are written first).
  const orderIds = paid.map((p) => p.orderId);
  const expected = paid.reduce((n, p) => n + p.cards, 0);
  const deadline = Date.now() + (Number(STEP_SECONDS) + 300) * 1000;
  let written: { order_id: string; at: Date }[] = [];
  for (;;) {
    ({ rows: written } = await sql<{ order_id: string; at: Date }>`
      select order_id::text, occurred_at as at from card_events
      where kind = 'written' and order_id = any(${orderIds}::uuid[])`.execute(owner.db));
    if (written.length >= expected || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const paidAt = new Map(paid.map((p) => [p.orderId, p.paidAt]));
  const toFiles = written.map((w) => (w.at.getTime() - (paidAt.get(w.order_id) ?? 0)) / 1000);
  const used = {
    server: processCpuSeconds(server.pid) - cpu.server,
    pg: postgresCpuSeconds(`${server.dataDir}/postgres`) - cpu.pg,
  };
  clearInterval(sampler);
  const memory = memoryMb(server.pid);
  return {
    times,
    errors,
    paid: paid.length,
    expected,
    written: written.length,
    toFiles,
    sendersDone,
    cpuMsPerSender: { server: (used.server * 1000) / SENDERS, pg: (used.pg * 1000) / SENDERS },
    memory: { ...memory, atStart, sampled },
  };
}

// The render threads load after the server listens: "at the start" is the server at rest, threads up.
await new Promise((r) => setTimeout(r, 5000));
const results = [];
for (let run = 1; run <= RUNS; run++) {
  console.log(`run ${run} of ${RUNS}: ${SENDERS} senders over ${SECONDS} s…`);
  const r = await runSenders(run);
  results.push(r);
  console.log(
    `  ${r.paid} paid, ${r.written}/${r.expected} cards written, ${r.errors.length} errors; RSS ${r.memory.atStart.toFixed(0)} MB at the start, ${r.memory.rss.toFixed(0)} MB after, peak ${r.memory.peak.toFixed(0)} MB (sampled every 250 ms: ${r.memory.sampled.mb.toFixed(0)} MB, ${r.memory.sampled.atSecond.toFixed(0)} s into the run)`,
  );
  for (const e of r.errors.slice(0, 5)) console.log(`  error: ${e}`);
}
const caption = machine(); // before the server stops
await owner.db.destroy();
await server.stop();

const ms = (x: number) => (Number.isNaN(x) ? "–" : x.toFixed(x < 10 ? 1 : 0));
const last = results[results.length - 1] as (typeof results)[number];
const lines = [
  "| call | p50 ms | p99 ms | max ms | calls |",
  "| ---- | ------ | ------ | ------ | ----- |",
  ...CALLS.map((c) => {
    const xs = last.times.get(c) ?? [];
    return `| ${c} | ${ms(percentile(xs, 50))} | ${ms(percentile(xs, 99))} | ${ms(Math.max(...xs))} | ${xs.length} |`;
  }),
  "",
  "| run | senders | errors | paid orders | cards at the print shop (paid) | payment → files p50 / p99 / max s | CPU ms per sender (server + PostgreSQL) | server RSS at the start MB | server RSS after MB | server peak RSS in the run MB |",
  "| --- | ------- | ------ | ----------- | ------------------------------ | --------------------------------- | --------------------------------------- | -------------------------- | ------------------- | ----------------------------- |",
  ...results.map(
    (r, i) =>
      `| ${i + 1} | ${SENDERS} | ${r.errors.length} | ${r.paid} | ${r.written} (${r.expected}) | ${percentile(r.toFiles, 50).toFixed(1)} / ${percentile(r.toFiles, 99).toFixed(1)} / ${Math.max(...r.toFiles).toFixed(1)} | ${(r.cpuMsPerSender.server + r.cpuMsPerSender.pg).toFixed(0)} (${r.cpuMsPerSender.server.toFixed(0)} + ${r.cpuMsPerSender.pg.toFixed(0)}) | ${r.memory.atStart.toFixed(0)} | ${r.memory.rss.toFixed(0)} | ${r.memory.peak.toFixed(0)} |`,
  ),
  "",
  `Latencies from run ${results.length}. ${SENDERS} senders over ${SECONDS} s a run (${((SENDERS / SECONDS) * 60).toFixed(0)} a minute), ${RUNS} run(s) in one server process (\`node apps/server/dist/main.js\`, built, NODE_ENV=production, embedded PostgreSQL, local composer, checkout and print shop with its ${STEP_SECONDS} s writing step), ${caption}.`,
].join("\n");
console.log(lines);
if (values.write) writeFigures("sender-path", lines);
process.exit(0);
