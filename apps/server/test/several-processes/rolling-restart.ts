import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { senders, testCards } from "@civic/test-fixtures";
import { sql } from "kysely";
import type { Db } from "../../src/db/database";
import { findFreePort } from "../../src/db/embedded-postgres";
import { cardLedger, type ServerProcess, serverEnv, startServerProcess } from "./server-process";

/**
 * A rolling restart, as a deployment upgrades: two ROLE=web processes behind a load balancer and
 * one ROLE=worker, all started together on one database, under steady traffic (lookups and paid
 * orders). Each is sent SIGTERM in turn and started again once it has exited. The balancer here
 * does what a real one does and no more: it sends requests only to a process that has said it
 * is ready (its /readyz, checked every 100 ms; a stopping process says 503 for a second before it
 * closes), and tries another when a connection is refused (nothing was sent, so that is safe).
 * Any other failure counts: an answer that is not 200, a connection reset, a request cut off.
 * Used by the short test (rolling-restart.test.ts) and the benchmark (bench/rolling-restart.ts).
 */
export interface RollingOptions {
  databaseUrl: string;
  /** The test's or benchmark's own database handle, to check the outcome. */
  db: Db;
  /** A representative and two senators from the directory (ZIP 33301). */
  legislators: { representative: string; senators: string[] };
  /** Clients sending requests back to back, the whole time. */
  clients: number;
  /** Every how many requests a client places and pays an order (the rest are lookups). */
  orderEvery: number;
  /** Each client's pause between requests: steady traffic, not a flood that starves start-ups. */
  pauseMs: number;
  /** How long traffic runs before the first restart and after each process is back. */
  settleMs: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface RollingReport {
  requests: number;
  failed: number;
  failures: string[];
  /** Connections refused by a process that had stopped listening, sent again to the other one. */
  refusedAndRetried: number;
  paid: number;
  lostCards: number;
  duplicatedCards: number;
  refundsExpected: number;
  refunds: number;
  duplicatedRefunds: number;
  unsentEmails: number;
  restarts: string[];
  seconds: number;
}

export async function runRollingRestart(options: RollingOptions): Promise<RollingReport> {
  const log = options.log ?? (() => {});
  const ports = [await findFreePort(), await findFreePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-rolling-"));
  const baseEnv = serverEnv(options.databaseUrl, dataDir, {
    TRUST_PROXY: "true",
    RATE_LIMIT_ENABLED: "false",
    // Long enough for the balancer's /readyz checks (every 100 ms) to stop sending new connections.
    SHUTDOWN_DRAIN_SECONDS: "1",
    ...options.env,
  });
  // The balancer's health checks: a web process gets requests while its /readyz answers 200.
  const ready = [false, false];
  let checking = true;
  const healthChecks = Promise.all(
    [0, 1].map(async (i) => {
      while (checking) {
        const res = await fetch(`http://127.0.0.1:${ports[i]}/readyz`).catch(() => null);
        ready[i] = res?.status === 200;
        await res?.body?.cancel();
        await new Promise((r) => setTimeout(r, 100));
      }
    }),
  );
  const startWeb = (i: number) => startServerProcess({ ...baseEnv, ROLE: "web", PORT: String(ports[i]) });
  const startWorker = () => startServerProcess({ ...baseEnv, ROLE: "worker" });
  // All three at once: start-up takes turns on the database (db/migrate.ts' start lock).
  const web = [startWeb(0), startWeb(1)];
  let worker = startWorker();
  const started = performance.now();

  let refusedAndRetried = 0;
  const failures: string[] = [];
  let requests = 0;
  /** One request through the balancer: a ready process, another one if the connection is refused. */
  const send = async (fn: string, body: unknown, client: string): Promise<any> => {
    for (let attempt = 0; attempt < 200; attempt++) {
      // One web process is always up during a rolling restart: the other is stopped only once it is back.
      const up = [0, 1].filter((i) => ready[i]);
      const port = ports[
        up.length ? (up[(requests + attempt) % up.length] as number) : (requests + attempt) % 2
      ] as number;
      const answer = await post(port, `/api/functions/${fn}`, body, client);
      if (answer === "refused") {
        refusedAndRetried++;
        continue;
      }
      requests++;
      if (answer instanceof Error || answer.status !== 200) {
        failures.push(
          `${fn}: ${answer instanceof Error ? answer.message : `${answer.status} ${answer.text.slice(0, 200)}`}`,
        );
        return null;
      }
      return JSON.parse(answer.text);
    }
    failures.push(`${fn}: every connection refused`);
    return null;
  };

  const paid: { orderId: string; failing: boolean }[] = [];
  const placeOrder = async (n: number, client: string) => {
    const count = (n % 3) + 1;
    const failing = n % 5 === 0;
    const sender = senders.florida;
    const sendOption = ["single", "double", "triple"][count - 1];
    const created = await send(
      "create-payment",
      {
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
      },
      client,
    );
    if (!created) return;
    const pay = {
      clientSecret: created.client_secret,
      cardNumber: testCards.paid,
      expiry: testCards.expiry,
      cvc: testCards.cvc,
    };
    const done = await send("local-checkout-pay", pay, client);
    if (done?.status === "complete") paid.push({ orderId: created.orderId, failing });
  };

  let traffic = true;
  let orders = 0;
  const steadyTraffic = () =>
    Array.from({ length: options.clients }, async (_, c) => {
      for (let i = 0; traffic; i++) {
        const client = `client-${c}`;
        if (i % options.orderEvery === 0) await placeOrder(orders++, client);
        else await send("lookup-legislators", { zipCode: "33301" }, client);
        await new Promise((r) => setTimeout(r, options.pauseMs));
      }
    });

  const restarts: string[] = [];
  const stopAll = async () => {
    traffic = false;
    checking = false;
    await healthChecks;
    for (const p of [...web, worker]) p.child.kill("SIGKILL");
    await Promise.all([...web, worker].map((p) => p.exited));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([...web.map((p) => p.ready), worker.ready]);
    log(`all three up after ${((performance.now() - started) / 1000).toFixed(1)} s; traffic flows`);
    const clients = steadyTraffic();
    const settle = () => new Promise((r) => setTimeout(r, options.settleMs));
    await settle();
    for (const which of ["web 0", "web 1", "worker"]) {
      const i = which === "worker" ? -1 : Number(which.slice(4));
      const proc = i < 0 ? worker : (web[i] as ServerProcess);
      proc.child.kill("SIGTERM");
      const code = await proc.exited;
      if (code !== 0) failures.push(`${which} exited with ${code} after SIGTERM`);
      log(`${which} stopped (exit ${code}) after ${requests} requests`);
      if (i < 0) worker = startWorker();
      else web[i] = startWeb(i);
      await (i < 0 ? worker : (web[i] as ServerProcess)).ready;
      restarts.push(which);
      log(`${which} back`);
      await settle();
    }
    traffic = false;
    await Promise.all(clients);

    // Every paid order completes, and its emails go out, by the workers alone: no job was lost.
    const ids = paid.map((p) => p.orderId);
    const deadline = Date.now() + 60_000;
    let unsentEmails = -1;
    for (;;) {
      const { rows } = await sql<{ open: number; unsent: number }>`
        select (select count(*)::int from orders where id = any(${ids}::uuid[]) and status <> 'completed') as open,
               (select count(*)::int from emails where order_id = any(${ids}::uuid[]) and sent_at is null) as unsent`.execute(
        options.db,
      );
      unsentEmails = rows[0]?.unsent ?? -1;
      if ((rows[0]?.open === 0 && unsentEmails === 0) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const seconds = (performance.now() - started) / 1000;
    const ledger = await cardLedger(options.db, ids);
    return {
      requests,
      failed: failures.length,
      failures: failures.slice(0, 10),
      refusedAndRetried,
      paid: paid.length,
      ...ledger,
      refundsExpected: paid.filter((p) => p.failing).length,
      unsentEmails,
      restarts,
      seconds,
    };
  } finally {
    await stopAll();
  }
}

type Answer = { status: number; text: string } | Error | "refused";

/** POST on a new connection (as a balancer's pass-through): refused, an answer, or what broke. */
function post(port: number, route: string, body: unknown, client: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: route,
        agent: false,
        headers: { "content-type": "application/json", "x-forwarded-for": client },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        res.on("error", (err) => resolve(err));
      },
    );
    req.on("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED" ? "refused" : err));
    req.end(JSON.stringify(body));
  });
}
