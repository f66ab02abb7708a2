// What the load benchmarks share: the real server as `npm start` runs it (a process of its own,
// embedded PostgreSQL in a throwaway DATA_DIR, a free loopback port), and the CPU time and memory
// of a process and of PostgreSQL, read from /proc (Linux).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findFreePort, runningEmbeddedUrl } from "../apps/server/src/db/embedded-postgres";
import { ensureServerBuilt } from "../scripts/build-server.mjs";

const root = path.resolve(import.meta.dirname, "..");

export interface ServerProcess {
  port: number;
  pid: number;
  dataDir: string;
  /** The embedded PostgreSQL's owner address, for the benchmark's own checks. */
  databaseUrl: string;
  child: ChildProcess;
  /** SIGTERM, wait for the exit, remove DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * The built server (`node apps/server/dist/main.js`, built first if a source changed), as
 * `npm start` runs it, in production mode with throwaway secrets, on a free loopback port with its
 * own DATA_DIR; resolves once it is ready (`/readyz`). `nodeArgs` go to node (`--cpu-prof`).
 */
export async function startServer(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-bench-server-"));
  fs.chmodSync(dataDir, 0o755);
  const port = await findFreePort();
  await ensureServerBuilt();
  const child = spawn(process.execPath, [...nodeArgs, "apps/server/dist/main.js"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      // As npm start logs: the benchmark waits for the "listening on" line.
      LOG_LEVEL: "info",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      ORDER_LINK_SECRET: "bench-throwaway-order-link-secret-0123456789",
      AUTH_SECRET: "bench-throwaway-auth-secret-0123456789abcd",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // A failed run must not leave the server (and its PostgreSQL) behind.
  process.once("exit", () => child.kill("SIGTERM"));
  await new Promise<void>((resolve, reject) => {
    let seen = "";
    const onData = (d: Buffer) => {
      seen = (seen + d).slice(-4000);
      if (!seen.includes("listening on")) return;
      child.stdout?.off("data", onData);
      child.stdout?.resume(); // the log from here on is read and dropped
      resolve();
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before it listened: ${seen}`)));
  });
  // It listens first and answers 503 until its runtime (database, directory) is ready.
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was ready`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const databaseUrl = runningEmbeddedUrl(path.join(dataDir, "postgres"));
  if (!databaseUrl) throw new Error("the server's embedded PostgreSQL is not running");
  return {
    port,
    pid: child.pid as number,
    dataDir,
    databaseUrl,
    child,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const statFields = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
const USER_HZ = 100;

/** CPU seconds a process has used (all its threads: the event loop and the render threads). */
export function processCpuSeconds(pid: number): number {
  const f = statFields(pid);
  return (Number(f[11]) + Number(f[12])) / USER_HZ;
}

/**
 * CPU seconds the embedded PostgreSQL in `pgDir` has used: the postmaster, its reaped backends
 * (cutime) and the live ones. On a shared machine wall-clock throughput depends on everyone
 * else's load; CPU per unit of work does not.
 */
export function postgresCpuSeconds(pgDir: string): number {
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return 0;
  const postmaster = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  const ticks = (pid: number, withChildren: boolean) => {
    try {
      const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(statFields(pid)[i]));
      return (utime ?? 0) + (stime ?? 0) + (withChildren ? (cutime ?? 0) + (cstime ?? 0) : 0);
    } catch {
      return 0; // exited meanwhile
    }
  };
  let total = ticks(postmaster, true);
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(statFields(Number(entry))[1]) === postmaster) total += ticks(Number(entry), false);
    } catch {}
  }
  return total / USER_HZ;
}

/** A process's resident memory now and its peak (VmRSS, VmHWM), in MB. */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? Number.NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** Starts a process's peak (VmHWM) again from its present RSS (Linux: clear_refs 5). */
export function resetPeakMemory(pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/** The p-th percentile (nearest rank) of a list of numbers. */
export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
}

/** The machine, for a figure's caption: cores, CPU model, load average now, Node, date. */
export function machine(): string {
  const load = os.loadavg().map((l) => l.toFixed(1));
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average ${load.join(", ")} (1, 5, 15 min) at the end, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}
