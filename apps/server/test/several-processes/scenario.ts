import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { senders, testCards } from "@civic/test-fixtures";
import type { Db } from "../../src/db/database";
import { findFreePort } from "../../src/db/embedded-postgres";
import { functions } from "../../src/functions/registry";
import { cardLedger, type ServerProcess, serverEnv, startServerProcess } from "./server-process";

/**
 * Several processes on one PostgreSQL, as a deployment runs them: two ROLE=web processes behind
 * a client that fails over between them, and one ROLE=worker. Lookups and paid orders go through
 * both web processes (each order created on one and paid on the other) while a web process and
 * then the worker are SIGKILLed and restarted. Used by the short test and by the benchmark.
 */
export interface ScenarioOptions {
  databaseUrl: string;
  /** The test's or benchmark's own database handle, to check the outcome. */
  db: Db;
  /** Stands in for the every-minute reconciliation (test speed). */
  reconcile(): Promise<unknown>;
  /** A representative and two senators from the directory (ZIP 33301). */
  legislators: { representative: string; senators: string[] };
  orders: number;
  /** Orders in flight at once. */
  inFlight: number;
  /** Extra environment for every process (e.g. CONGRESS_DATA_DIR). */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface ScenarioReport {
  orders: number;
  cards: number;
  paid: number;
  /** Paid orders not completed, and cards of completed orders the print shop never got. */
  lostCards: number;
  duplicatedCards: number;
  refundsExpected: number;
  refunds: number;
  duplicatedRefunds: number;
  lookups: { count: number; failed: number; failedOver: number; p50: number; p99: number };
  failovers: number;
  rateLimit: { function: string; budget: number; allowed: number; limited: number };
  /** From the first order to the last one completed. */
  seconds: number;
  restarts: { web: number; worker: number };
}

const RATE_PROBE = "draft-postcard-message";

export async function runSeveralProcesses(options: ScenarioOptions): Promise<ScenarioReport> {
  const log = options.log ?? (() => {});
  const ports = [await findFreePort(), await findFreePort()];
  // Each process's outbox (emails); the database is the shared one.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-several-"));
  // The client address comes from X-Forwarded-For, so each simulated visitor has its own budget.
  const baseEnv = serverEnv(options.databaseUrl, dataDir, { TRUST_PROXY: "true", ...options.env });
  const startWeb = (i: number) => startServerProcess({ ...baseEnv, ROLE: "web", PORT: String(ports[i]) });
  const startWorker = () => startServerProcess({ ...baseEnv, ROLE: "worker" });

  const web: ServerProcess[] = [startWeb(0)];
  // The first web process imports the directory if needed; the others start once it is done.
  await web[0]?.ready;
  web.push(startWeb(1));
  let worker = startWorker();
  await Promise.all([web[1]?.ready, worker.ready]);
  log(`web on ${ports.join(" and ")}, worker up`);

  let failovers = 0;
  /** POST through web process `i`; when it is down, the other one answers (a load balancer's retry). */
  const call = async (i: number, name: string, body: unknown, client: string) => {
    for (let attempt = 0; ; attempt++) {
      const port = ports[(i + attempt) % 2];
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/functions/${name}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": client },
          body: JSON.stringify(body),
        });
        if (res.status === 503 && attempt < 20) throw new Error("starting");
        return { status: res.status, body: (await res.json()) as any, failedOver: attempt > 0 };
      } catch (err) {
        if (attempt >= 20) throw err;
        failovers++;
        await new Promise((r) => setTimeout(r, 50 * Math.min(attempt + 1, 10)));
      }
    }
  };

  const stopAll = async () => {
    for (const p of [...web, worker]) p.child.kill("SIGKILL");
    await Promise.all([...web, worker].map((p) => p.exited));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // One client's budget across both web processes.
    const budget = functions.get(RATE_PROBE)?.rateLimit?.points ?? 0;
    const probe = `rate-probe-${randomUUID()}`;
    const probes = [];
    for (let i = 0; i < budget + 4; i++) probes.push((await call(i % 2, RATE_PROBE, {}, probe)).status);
    const rateLimit = {
      function: RATE_PROBE,
      budget,
      allowed: probes.filter((s) => s !== 429).length,
      limited: probes.filter((s) => s === 429).length,
    };

    // Lookups through both processes the whole time, timed as the client sees them.
    const lookupTimes: number[] = [];
    let lookupFailed = 0;
    let lookupFailedOver = 0;
    let ordering = true;
    const lookups = (async () => {
      for (let i = 0; ordering; i++) {
        const t = performance.now();
        try {
          const res = await call(i % 2, "lookup-legislators", { zipCode: "33301" }, `lookup-${i % 50}`);
          if (res.status !== 200) lookupFailed++;
          if (res.failedOver) lookupFailedOver++;
          lookupTimes.push(performance.now() - t);
        } catch {
          lookupFailed++;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    })();

    const restarts = { web: 0, worker: 0 };
    const paidSessions: { sessionId: string; orderId: string; failing: boolean }[] = [];
    let cards = 0;
    const started = performance.now();
    const placeOne = async (i: number) => {
      const count = (i % 3) + 1;
      const failing = i % 5 === 0;
      cards += count;
      const sendOption = ["single", "double", "triple"][count - 1];
      const sender = senders.florida;
      const body = {
        sendOption,
        email: sender.email,
        fullName: sender.userInfo.fullName,
        postcardData: {
          userInfo: sender.userInfo,
          representative: { id: options.legislators.representative },
          senators: options.legislators.senators.slice(0, count - 1).map((id) => ({ id })),
          finalMessage: "Please protect the Everglades. — [Your Full Name]",
          sendOption,
        },
        ...(failing ? { simulateFailure: true, simulatedFailed: 1 } : {}),
      };
      const client = `buyer-${i}`;
      const created = await call(i % 2, "create-payment", body, client);
      if (created.status !== 200) throw new Error(`create-payment ${created.status}: ${JSON.stringify(created.body)}`);
      const pay = {
        clientSecret: created.body.client_secret,
        cardNumber: testCards.paid,
        expiry: testCards.expiry,
        cvc: testCards.cvc,
      };
      const paid = await call(i + 1, "local-checkout-pay", pay, client);
      if (paid.status !== 200 || paid.body.status !== "complete") {
        throw new Error(`local-checkout-pay ${paid.status}: ${JSON.stringify(paid.body)}`);
      }
      paidSessions.push({ sessionId: created.body.sessionId, orderId: created.body.orderId, failing });
    };

    let next = 0;
    const third = Math.ceil(options.orders / 3);
    const crashes = (async () => {
      // A web process dies a third of the way in, the worker two thirds in; each is restarted.
      while (next < third) await new Promise((r) => setTimeout(r, 20));
      log(`SIGKILL web process on ${ports[0]} after ${next} orders`);
      web[0]?.child.kill("SIGKILL");
      const webBack = (async () => {
        await web[0]?.exited;
        web[0] = startWeb(0);
        await web[0].ready;
        restarts.web++;
        log(`web process on ${ports[0]} back`);
      })();
      while (next < 2 * third) await new Promise((r) => setTimeout(r, 20));
      log(`SIGKILL worker after ${next} orders`);
      worker.child.kill("SIGKILL");
      await worker.exited;
      worker = startWorker();
      await worker.ready;
      restarts.worker++;
      log("worker back");
      await webBack;
    })();
    await Promise.all(
      Array.from({ length: options.inFlight }, async () => {
        while (next < options.orders) await placeOne(next++);
      }),
    );
    log(`${options.orders} orders placed and paid`);
    await crashes;
    ordering = false;
    await lookups;

    // Every paid order completes: the worker fulfils, reconciliation picks up what the killed one held.
    const deadline = Date.now() + 180_000;
    for (;;) {
      const left = await options.db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "paid")
        .executeTakeFirstOrThrow();
      if (Number(left.n) === 0) break;
      if (Date.now() > deadline) break;
      await options.reconcile();
      await new Promise((r) => setTimeout(r, 500));
    }
    const seconds = (performance.now() - started) / 1000;
    log(`all orders settled after ${seconds.toFixed(1)} s`);

    const orderIds = paidSessions.map((p) => p.orderId);
    const ledger = await cardLedger(options.db, orderIds);
    const sorted = [...lookupTimes].sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
    return {
      orders: options.orders,
      cards,
      paid: paidSessions.length,
      ...ledger,
      refundsExpected: paidSessions.filter((p) => p.failing).length,
      lookups: {
        count: lookupTimes.length,
        failed: lookupFailed,
        failedOver: lookupFailedOver,
        p50: pct(50),
        p99: pct(99),
      },
      failovers,
      rateLimit,
      seconds,
      restarts,
    };
  } finally {
    await stopAll();
  }
}
