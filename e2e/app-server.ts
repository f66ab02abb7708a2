import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, log: () => string) {
  // First start initialises PostgreSQL and imports the directory: slow on a busy 2-core machine.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const r = await fetch(`${url}/readyz`);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become ready:\n${log()}`);
}

export interface AppServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The server as `npm start` runs it: built to JavaScript, again only when a source is newer. */
function buildServer() {
  const build = spawnSync(process.execPath, ["scripts/build-server.mjs", "--if-stale"], {
    cwd: root,
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`building the server failed: ${build.stderr}`);
}

/**
 * The built app on a free loopback port with a throwaway DATA_DIR (its own embedded PostgreSQL).
 * global-setup starts the shared one; a spec that needs other vendor settings starts its own.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-e2e-"));
  fs.chmodSync(dataDir, 0o755);
  // A caller that must know the address before start (PUBLIC_URL) passes its own PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  buildServer();
  let output = "";
  const child = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      CONGRESS_DATA_DIR: path.join(root, "apps/server/data/congress"),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      RATE_LIMIT_ENABLED: "false",
      LOCAL_MAIL_STEP_SECONDS: "1",
      PRODUCTION_HOSTS: "prod.civic.test",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (!stopping) console.error(`The app server on port ${port} exited (${code ?? signal}):\n${output}`);
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForReady(baseURL, child, () => output);
  return {
    baseURL,
    dataDir,
    async stop() {
      stopping = true;
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
