// Benchmark (the full form of the outage case in apps/server/test/orders/chaos.test.ts): a ROLE=web
// and a ROLE=worker process on an embedded PostgreSQL, paid orders in flight the whole time, while
// PostgreSQL is (1) stopped for 20 seconds and started again, then (2) SIGKILLed and started again.
// Clients ask again after a 503, as a person (or Stripe's webhook retries) would. Afterwards every
// paid order's cards reached the print shop exactly once, no refund or email went out twice, no
// process exited, and every failed answer was a 503 `unavailable` with Retry-After.
// Usage: npx tsx bench/database-outage.ts [--outage 20] [--write]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { senders, testCards } from "@civic/test-fixtures";
import { sql } from "kysely";
import { loadConfig } from "../apps/server/src/core/config";
import { createLogger } from "../apps/server/src/core/logger";
import { createDatabase } from "../apps/server/src/db/database";
import { type EmbeddedDatabase, findFreePort, startEmbeddedPostgres } from "../apps/server/src/db/embedded-postgres";
import { startRuntime } from "../apps/server/src/runtime";
import { cardLedger, serverEnv, startServerProcess } from "../apps/server/test/several-processes/server-process";
import { writeFigures } from "./readme.mjs";

const { values } = parseArgs({ options: { outage: { type: "string", default: "20" }, write: { type: "boolean" } } });
const OUTAGE_S = Number(values.outage);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-bench-outage-"));
fs.chmodSync(dir, 0o755);
const pgDir = path.join(dir, "postgres");
const log = createLogger("warn");
const pgPort = await findFreePort();
let pg: EmbeddedDatabase = await startEmbeddedPostgres(pgDir, log, pgPort);
const stamp = () => new Date().toISOString().slice(11, 19);
const say = (line: string) => console.log(`[${stamp()}] ${line}`);

// Migrate and import the directory once, then let the processes own the database.
{
  const config = loadConfig({ ...process.env, DATA_DIR: dir, DATABASE_URL: pg.url, ROLE: "web", LOG_LEVEL: "warn" });
  const rt = await startRuntime(config, log);
  await rt.stop();
}

const webPort = await findFreePort();
const env = serverEnv(pg.url, dir, { RATE_LIMIT_ENABLED: "false" });
const exits: string[] = [];
const start = async (role: string, extra: Record<string, string> = {}) => {
  const proc = startServerProcess({ ...env, ROLE: role, ...extra });
  proc.child.on("exit", (code, signal) => exits.push(`${role} exited (${code ?? signal})`));
  await proc.ready;
  return proc.child;
};
const web = await start("web", { PORT: String(webPort) });
const worker = await start("worker");
say(`web on ${webPort} and a worker up; PostgreSQL on ${pgPort}`);

const answers = { ok: 0, unavailable: 0, unavailableWithoutRetryAfter: 0, other: [] as string[] };
const call = async (name: string, body: unknown): Promise<any> => {
  for (;;) {
    let res: Response;
    try {
      res = await fetch(`http://127.0.0.1:${webPort}/api/functions/${name}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    } catch (err) {
      answers.other.push(`${name}: ${(err as Error).message}`);
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    const json = (await res.json().catch(() => null)) as any;
    if (res.status === 200) {
      answers.ok++;
      return json;
    }
    if (res.status === 503 && json?.error?.code === "unavailable") {
      answers.unavailable++;
      if (!res.headers.get("retry-after")) answers.unavailableWithoutRetryAfter++;
      await new Promise((r) => setTimeout(r, 1000)); // Retry-After says 5; a person is quicker
      continue;
    }
    answers.other.push(`${name}: ${res.status} ${JSON.stringify(json).slice(0, 160)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
};

const { db } = createDatabase(pg.url, 4);
const found = await call("lookup-legislators", { zipCode: "33301", includeSenatorsAndReps: true });
const representative = found.representatives.find((r: { vacant?: boolean }) => !r.vacant)?.id as string;
const senatorIds = (found.senators as { id: string }[]).map((s) => s.id);

const paid: { orderId: string; failing: boolean }[] = [];
let placed = 0;
let ordering = true;
const placeOne = async () => {
  const n = placed++;
  const count = (n % 3) + 1;
  const failing = n % 5 === 0;
  const sendOption = ["single", "double", "triple"][count - 1];
  const sender = senders.florida;
  const created = await call("create-payment", {
    sendOption,
    email: sender.email,
    fullName: sender.userInfo.fullName,
    postcardData: {
      userInfo: sender.userInfo,
      representative: { id: representative },
      senators: senatorIds.slice(0, count - 1).map((id) => ({ id })),
      finalMessage: "Please protect the Everglades. — [Your Full Name]",
      sendOption,
    },
    ...(failing ? { simulateFailure: true, simulatedFailed: 1 } : {}),
  });
  const pay = {
    clientSecret: created.client_secret,
    cardNumber: testCards.paid,
    expiry: testCards.expiry,
    cvc: testCards.cvc,
  };
  const done = await call("local-checkout-pay", pay);
  if (done.status === "complete") paid.push({ orderId: created.orderId, failing });
};
const clients = Array.from({ length: 4 }, async () => {
  while (ordering) await placeOne();
});

const pause = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
const t0 = performance.now();
await pause(5);
say(`stopping PostgreSQL for ${OUTAGE_S} s after ${placed} orders`);
await pg.stop();
await pause(OUTAGE_S);
pg = await startEmbeddedPostgres(pgDir, log, pgPort);
say(`PostgreSQL back; ${answers.unavailable} answers were 503 unavailable so far`);
await pause(10);
const pid = Number(fs.readFileSync(path.join(pgDir, "postmaster.pid"), "utf8").split("\n")[0]);
say(`SIGKILL PostgreSQL (pid ${pid}) after ${placed} orders`);
process.kill(pid, "SIGKILL");
await pause(5);
// Its backends notice the postmaster is gone and leave; until then a new one cannot start.
for (let attempt = 0; ; attempt++) {
  try {
    pg = await startEmbeddedPostgres(pgDir, log, pgPort);
    break;
  } catch (err) {
    if (attempt > 20) throw err;
    await pause(1);
  }
}
say("PostgreSQL restarted after the kill (crash recovery)");
await pause(10);
ordering = false;
await Promise.all(clients);
say(`${paid.length} orders paid; waiting for every order and email to settle`);

const ids = paid.map((p) => p.orderId);
const deadline = Date.now() + 180_000;
for (;;) {
  const { rows } = await sql<{ open: number; unsent: number }>`
    select (select count(*)::int from orders where id = any(${ids}::uuid[]) and status <> 'completed') as open,
           (select count(*)::int from emails where order_id = any(${ids}::uuid[]) and sent_at is null) as unsent`.execute(
    db,
  );
  if ((rows[0]?.open === 0 && rows[0]?.unsent === 0) || Date.now() > deadline) break;
  await pause(1);
}
const seconds = (performance.now() - t0) / 1000;
const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db)).rows[0] as T;
const ledger = await cardLedger(db, ids);
const emails = await one(sql<{ sent: number; unsent: number }>`
  select count(*) filter (where sent_at is not null)::int as sent, count(*) filter (where sent_at is null)::int as unsent from emails`);
const mailDir = path.join(dir, "outbox", "mail");
const emlFiles = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0;
const cards = await one(
  sql<{ n: number }>`select count(*)::int as n from order_recipients where order_id = any(${ids}::uuid[])`,
);

const r = {
  paid: paid.length,
  cards: cards.n,
  lost: ledger.lostCards,
  duplicated: ledger.duplicatedCards,
  refunds: ledger.refunds,
  refundsExpected: paid.filter((p) => p.failing).length,
  duplicatedRefunds: ledger.duplicatedRefunds,
  emailsSent: emails.sent,
  emailsUnsent: emails.unsent,
  emailsSentTwice: Math.max(0, emlFiles - emails.sent),
  exits: exits.length,
};
const figures = [
  "| paid orders (cards) | 503 unavailable answers (without Retry-After) | other failed answers | lost cards | duplicated cards | refunds (expected) | duplicated refunds | emails sent (twice) | processes exited | seconds |",
  "| ------------------- | --------------------------------------------- | -------------------- | ---------- | ---------------- | ------------------ | ------------------ | ------------------- | ---------------- | ------- |",
  `| ${r.paid} (${r.cards}) | ${answers.unavailable} (${answers.unavailableWithoutRetryAfter}) | ${answers.other.length} | ${r.lost} | ${r.duplicated} | ${r.refunds} (${r.refundsExpected}) | ${r.duplicatedRefunds} | ${r.emailsSent} (${r.emailsSentTwice}) | ${r.exits} | ${seconds.toFixed(1)} |`,
  "",
  `One web process and one worker, embedded PostgreSQL stopped for ${OUTAGE_S} s, then SIGKILLed and restarted; four clients placing and paying orders throughout, asking again after a 503. ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
].join("\n");
console.log(figures);
if (answers.other.length) console.log("other failures:", answers.other.slice(0, 10));
web.kill("SIGTERM");
worker.kill("SIGTERM");
await new Promise((r) => setTimeout(r, 3000));
await db.destroy();
await pg.stop();
fs.rmSync(dir, { recursive: true, force: true });
const ok =
  r.lost === 0 &&
  r.duplicated === 0 &&
  r.duplicatedRefunds === 0 &&
  r.refunds === r.refundsExpected &&
  r.emailsSentTwice === 0 &&
  r.emailsUnsent === 0 &&
  r.exits === 0 &&
  answers.other.length === 0;
if (values.write) writeFigures("outage", figures);
process.exit(ok ? 0 : 1);
