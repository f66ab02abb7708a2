import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { BUILT_SERVER } from "../apps/server/test/built-server";
import { createDatabaseFromTemplate } from "../apps/server/test/test-postgres";

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
  // Seconds on a quiet machine (the database is a copy of the template); more on a busy one.
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
  /** Its own database: a spec may set up there what no page or function can make at its clock. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The built app on a free loopback port with a throwaway DATA_DIR and its own database, a copy of
 * the run's template (global-setup). global-setup starts the shared app; a spec that needs other
 * vendor settings starts its own.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-e2e-"));
  fs.chmodSync(dataDir, 0o755);
  // A caller that must know the address before start (PUBLIC_URL) passes its own PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const admin = process.env.E2E_ADMIN_DATABASE_URL;
  if (!admin) throw new Error("E2E_ADMIN_DATABASE_URL is not set: run through e2e/global-setup.ts");
  // The template holds the bundled directory: a server given its own directory starts from an
  // empty database, migrates it and imports that directory, as a first start does.
  const databaseUrl = await createDatabaseFromTemplate(admin, { empty: "CONGRESS_DATA_DIR" in env });
  let output = "";
  const child = spawn(process.execPath, [BUILT_SERVER], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      CONGRESS_DATA_DIR: path.join(root, "apps/server/data/congress"),
      STATE_DATA_DIR: path.join(root, "apps/server/data/state"),
      // The snapshot's day (its README), when every member in it sat: a spec sets another to test a term's end.
      CLOCK_START: "2026-06-15T16:00:00Z",
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      RATE_LIMIT_ENABLED: "false",
      // Each front's print image is drawn when a test's order first needs it, not at every start.
      PRINT_WARM_UP: "false",
      // One render thread (each loads the renderer at start, 0.6 s of CPU): a spec's own server
      // draws a few cards; the shared one, which every worker's tests use, keeps two (global-setup).
      RENDER_THREADS: "1",
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
    databaseUrl,
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
