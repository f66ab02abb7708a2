// Benchmark: paid orders fulfilled per second with the local providers (checkout, print shop).
// Usage: npx tsx bench/fulfilment.ts [--orders 300] [--render] [--write]
//
// A backlog of paid orders (1–3 cards each, as buyers choose them) is queued with the job
// workers stopped, then the workers start and drain it: the fulfilment job orders every card
// from the local print shop, settles the order and records its emails, whose send-email jobs
// run in the same process at the same time. Measured: orders and cards completed per second.
// With --render (the backlog: `--orders 2500 --render` is 5,000 cards) the print shop also writes
// every card at once (its step is 0 s): each card's print PDF is rendered in the render pool, and
// the backlog is done when every card is written, every order settled and every email sent.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../apps/server/src/core/config";
import { createLogger } from "../apps/server/src/core/logger";
import { startRuntime } from "../apps/server/src/runtime";
import { fulfilOrderJob } from "../apps/server/src/services/orders/jobs";
import { writeFigures } from "./readme.mjs";
import { machine, postgresCpuSeconds as postgresCpuIn } from "./server-process";

const { values } = parseArgs({
  options: { orders: { type: "string", default: "300" }, render: { type: "boolean" }, write: { type: "boolean" } },
});
const ORDERS = Number(values.orders);
const RENDER = values.render === true;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-bench-fulfilment-"));
fs.chmodSync(dataDir, 0o755);
const config = loadConfig({
  // Production (NODE_ENV=production, as bench/README.md runs it) takes both from the environment.
  ORDER_LINK_SECRET: "bench-throwaway-order-link-secret-0123456789",
  AUTH_SECRET: "bench-throwaway-auth-secret-0123456789abcd",
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
  // Jobs are queued but not worked until the backlog is complete.
  ROLE: "web",
  RATE_LIMIT_ENABLED: "false",
  // Without --render, the written/mailed/delivered steps (and so the rendering) come an hour later.
  LOCAL_MAIL_STEP_SECONDS: RENDER ? "0" : "3600",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  STRIPE_SECRET_KEY: "",
  IGNITEPOST_TOKEN: "",
  SMTP_URL: "",
});
const runtime = await startRuntime(config, createLogger(config.LOG_LEVEL));
const postgresCpuSeconds = () => postgresCpuIn(path.join(dataDir, "postgres"));
const { ctx, app } = runtime;

async function call(name: string, body: unknown) {
  const res = await app.request(`/api/functions/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<any>;
}

// As a sender finds them: a member whose term has ended comes back vacant and cannot be chosen (the
// bench runs on real time). Both of California's senators sit past 2029; the House's terms end on
// January 3, 2027, after which the bundled directory has no one to write to in any House seat.
const found = await call("lookup-legislators", { zipCode: "94103", includeSenatorsAndReps: true });
const rep = found.representatives.find((r: { vacant: boolean }) => !r.vacant);
const senators = found.senators.filter((s: { vacant: boolean }) => !s.vacant);
if (!rep || senators.length < 2) throw new Error("the directory has no one to write to in San Francisco today");
let cards = 0;
console.log(`queueing ${ORDERS} paid orders…`);
for (let i = 0; i < ORDERS; i++) {
  const count = (i % 3) + 1;
  cards += count;
  const sendOption = ["single", "double", "triple"][count - 1];
  const postcardData = {
    userInfo: {
      fullName: "Ana Lopez",
      streetAddress: "1500 Mission St",
      city: "San Francisco",
      state: "CA",
      zipCode: "94103",
    },
    representative: { id: rep.id },
    senators: senators.slice(0, count - 1).map((s) => ({ id: s.id })),
    finalMessage: "Please protect the Bay.",
    sendOption,
  };
  const created = await call("create-payment", {
    sendOption,
    email: "ana@example.com",
    fullName: "Ana Lopez",
    postcardData,
  });
  await call("local-checkout-pay", {
    clientSecret: created.client_secret,
    cardNumber: "4242424242424242",
    expiry: "12/34",
    cvc: "123",
  });
}

const started = performance.now();
const cpuBefore = { node: process.cpuUsage(), pg: postgresCpuSeconds() };
await runtime.startWorkers();
const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
for (;;) {
  const left = await count(
    ctx.db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "!=", "completed")
      .executeTakeFirstOrThrow(),
  );
  const unwritten = RENDER
    ? cards -
      (await count(
        ctx.db
          .selectFrom("local_print_orders")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("pdf_path", "is not", null)
          .executeTakeFirstOrThrow(),
      ))
    : 0;
  const unsent = RENDER
    ? await count(
        ctx.db
          .selectFrom("emails")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "!=", "sent")
          .executeTakeFirstOrThrow(),
      )
    : 0;
  if (left === 0 && unwritten === 0 && unsent === 0) break;
  await new Promise((r) => setTimeout(r, RENDER ? 250 : 50));
}
const seconds = (performance.now() - started) / 1000;
const nodeCpu = process.cpuUsage(cpuBefore.node);
const nodeCpuSeconds = (nodeCpu.user + nodeCpu.system) / 1e6;
const pgCpuSeconds = postgresCpuSeconds() - cpuBefore.pg;
const vendorOrders = await ctx.db
  .selectFrom("local_print_orders")
  .select((eb) => eb.fn.countAll<number>().as("n"))
  .executeTakeFirstOrThrow();
await runtime.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const ordersPerSecond = ORDERS / seconds;
const cpuMsPerOrder = ((nodeCpuSeconds + pgCpuSeconds) * 1000) / ORDERS;
const cardsPerSecond = cards / seconds;
const figures = RENDER
  ? [
      "| paid cards (orders) | seconds | cards/s | CPU ms per card (Node + PostgreSQL) |",
      "| ------------------- | ------- | ------- | ----------------------------------- |",
      `| ${cards} (${ORDERS}) | ${seconds.toFixed(1)} | ${cardsPerSecond.toFixed(1)} | ${((cpuMsPerOrder * ORDERS) / cards).toFixed(1)} (${((nodeCpuSeconds * 1000) / cards).toFixed(1)} + ${((pgCpuSeconds * 1000) / cards).toFixed(1)}) |`,
      "",
      `Queued at once, then rendered (print PDF in ${config.RENDER_THREADS} render threads), ordered from the local print shop, settled, emailed (and moved on through mailed and delivered: the print shop's steps are 0 s). One process, fulfilment concurrency ${fulfilOrderJob.concurrency}, embedded PostgreSQL, ${machine()}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(", ")} (1, 5, 15 min) when done.`,
    ].join("\n")
  : [
      "| orders | cards | seconds | orders/s | cards/s | CPU ms per order (Node + PostgreSQL) |",
      "| ------ | ----- | ------- | -------- | ------- | ------------------------------------ |",
      `| ${ORDERS} | ${cards} | ${seconds.toFixed(1)} | ${ordersPerSecond.toFixed(1)} | ${cardsPerSecond.toFixed(1)} | ${cpuMsPerOrder.toFixed(1)} (${((nodeCpuSeconds * 1000) / ORDERS).toFixed(1)} + ${((pgCpuSeconds * 1000) / ORDERS).toFixed(1)}) |`,
      "",
      `One process, fulfilment concurrency ${fulfilOrderJob.concurrency}, embedded PostgreSQL, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}) at load average ${os.loadavg()[0]?.toFixed(1)} when done, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
    ].join("\n");
console.log(figures);
if (Number(vendorOrders.n) !== cards) throw new Error(`the print shop has ${vendorOrders.n} cards, expected ${cards}`);
if (values.write) writeFigures(RENDER ? "backlog" : "fulfilment", figures);
process.exit(0);
