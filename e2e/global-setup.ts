import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const r = await fetch(`${url}/readyz`);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become ready:\n${log()}`);
}

/** The built app on a free port with a throwaway DATA_DIR (its own embedded PostgreSQL). */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-e2e-"));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      RATE_LIMIT_ENABLED: "false",
      LOCAL_MAIL_STEP_SECONDS: "1",
      PRODUCTION_HOSTS: "prod.civic.test",
      // Analytics on the production host goes to a fake capture endpoint the tests intercept.
      POSTHOG_KEY: "phc_e2e_fake_key",
      POSTHOG_HOST: "https://posthog.civic.test",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForReady(baseURL, child, () => output);
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
