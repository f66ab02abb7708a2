import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLED_SNAPSHOT_DIR } from "../src/services/legislators/read-sources";
import { BUNDLED_STATE_SNAPSHOT_DIR } from "../src/services/legislators/state/read-state-sources";
import { BUILT_SERVER } from "./built-server";
import { startTestRuntime, type TestRuntime } from "./harness";
import { serveOnLoopback } from "./loopback";
import { orderBody, placeOrder } from "./orders/order-fixtures";

// A security review's live-updates finding, replayed on loopback: one client held 19,228 streams on
// one order (each re-reads it every 15 s) until other clients' requests timed out, and one open
// stream held a graceful stop for 30 s (exit 1, the runtime's stop and the error flush skipped).
const repoRoot = path.resolve(import.meta.dirname, "../../..");

let rt: TestRuntime;
let server: Awaited<ReturnType<typeof serveOnLoopback>>;
let token: string;
beforeAll(async () => {
  rt = await startTestRuntime({ TRUST_PROXY: "true", LOCAL_MAIL_STEP_SECONDS: "3600" });
  server = await serveOnLoopback(rt);
  const { created } = await placeOrder(rt, orderBody(rt, 1));
  const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
  token = String(verified.body.statusPath).slice("/orders/".length);
});
afterAll(async () => {
  await server?.close();
  await rt?.stop();
});

interface Stream {
  status: number;
  /** Resolves with what the stream sent once it ends (the server closed it). */
  ended: Promise<string>;
  /** What it sent so far. */
  received(): string;
  close(): void;
}

/** Opens the order's live updates as a browser's EventSource would, from `client` (X-Forwarded-For). */
function openStream(port: number, client: string, orderToken = token): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: `/api/orders/${orderToken}/events`,
        headers: { accept: "text/event-stream", "x-forwarded-for": client },
        agent: false,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        const ended = new Promise<string>((done) => {
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => done(text));
          res.on("close", () => done(text));
        });
        resolve({ status: res.statusCode ?? 0, ended, received: () => text, close: () => req.destroy() });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("live updates (server-sent events)", () => {
  it("are capped per client and per order: 429 beyond, and a closed stream frees its place", async () => {
    const open: Stream[] = [];
    try {
      // One client: ten streams, the eleventh refused.
      for (let i = 0; i < 10; i++) open.push(await openStream(server.port, "203.0.113.1"));
      expect(open.map((s) => s.status)).toEqual(Array(10).fill(200));
      const eleventh = await openStream(server.port, "203.0.113.1");
      expect(eleventh.status).toBe(429);
      expect(JSON.parse(await eleventh.ended)).toMatchObject({ error: { code: "rate_limited" } });
      // A page that leaves gives its place back (the server notices the closed connection).
      open.shift()?.close();
      let again: Stream | null = null;
      for (let i = 0; i < 50 && again?.status !== 200; i++) {
        again?.close();
        await new Promise((r) => setTimeout(r, 50));
        again = await openStream(server.port, "203.0.113.1");
      }
      expect(again?.status).toBe(200);
      if (again) open.push(again);
      // One order: twenty streams from any number of clients, the twenty-first refused.
      for (let i = 0; i < 10; i++) {
        const s = await openStream(server.port, `198.51.100.${i + 1}`);
        open.push(s);
        expect(s.status).toBe(200);
      }
      const overOrder = await openStream(server.port, "198.51.100.200");
      expect(overOrder.status).toBe(429);
      await overOrder.ended;
    } finally {
      for (const s of open) s.close();
    }
  });
  it("gives a place back at once when the page leaves while its order is being read", async () => {
    // The first read of the order is slow (a busy database): the page leaves during it.
    const status = rt.ctx.services.orderStatus;
    const read = status.getOrderStatus.bind(status);
    let slow = true;
    status.getOrderStatus = async (...args: Parameters<typeof read>) => {
      if (slow) await new Promise((r) => setTimeout(r, 300));
      return read(...args);
    };
    // An order of its own: the test before leaves its streams to close as this one starts.
    const { created } = await placeOrder(rt, orderBody(rt, 1));
    const verified = await rt.call("verify-payment", { sessionId: created.sessionId });
    const own = String(verified.body.statusPath).slice("/orders/".length);
    const open: Stream[] = [];
    try {
      for (let i = 0; i < 10; i++) open.push(await openStream(server.port, "203.0.113.7", own));
      expect(open.map((s) => s.status)).toEqual(Array(10).fill(200));
      open.shift()?.close(); // while its first read is still under way
      slow = false;
      const started = Date.now();
      let again: Stream | null = null;
      while (again?.status !== 200 && Date.now() - started < 3_000) {
        again?.close();
        await new Promise((r) => setTimeout(r, 50));
        again = await openStream(server.port, "203.0.113.7", own);
      }
      if (again) open.push(again);
      // The read ends after 300 ms; a place kept until the next recheck would be 15 s away.
      expect(again?.status).toBe(200);
    } finally {
      status.getOrderStatus = read;
      for (const s of open) s.close();
    }
  });
});

describe("a graceful stop with a page open", () => {
  it("ends the open stream, so the process stops at once with exit 0 after the runtime's stop and the error flush", {
    timeout: 120_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-live-stop-"));
    const child = spawn(process.execPath, [BUILT_SERVER], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "test",
        LOG_LEVEL: "info",
        HOST: "127.0.0.1",
        PORT: "0",
        ROLE: "web",
        DATA_DIR: dataDir,
        DATABASE_URL: rt.ctx.config.DATABASE_URL,
        CONGRESS_DATA_DIR: BUNDLED_SNAPSHOT_DIR,
        STATE_DATA_DIR: BUNDLED_STATE_SNAPSHOT_DIR,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    // The signal too: once in CI the process ended by one (code null) instead of exiting 0.
    let signalled: NodeJS.Signals | null = null;
    const exited = new Promise<number | null>((resolve) =>
      child.on("exit", (code, signal) => {
        signalled = signal;
        resolve(code);
      }),
    );
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const poll = setInterval(() => {
          const found = /listening on http:\/\/localhost:(\d+)/.exec(output);
          if (found) {
            clearInterval(poll);
            resolve(Number(found[1]));
          }
        }, 100);
        void exited.then(() => {
          clearInterval(poll);
          reject(new Error(`the server exited before listening:\n${output}`));
        });
      });
      const stream = await openStream(port, "203.0.113.9");
      expect(stream.status).toBe(200);
      for (let i = 0; i < 100 && !stream.received().includes("event: status"); i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(stream.received()).toContain("event: status");
      const stoppedAt = Date.now();
      child.kill("SIGTERM");
      const code = await exited;
      // Without closing the stream the stop waited out its 30 s force timer and exited 1.
      expect(Date.now() - stoppedAt).toBeLessThan(15_000);
      expect(code, `ended by ${signalled ?? "no signal"}; its output:\n${output}`).toBe(0);
      expect(output).not.toContain("shutdown took too long");
      expect(output).toContain('"msg":"stopped"');
      // The page saw its stream end (it falls back to asking, then reconnects elsewhere).
      await stream.ended;
    } finally {
      child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
