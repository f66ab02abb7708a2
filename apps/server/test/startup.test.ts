import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BUNDLED_SNAPSHOT_DIR } from "../src/services/legislators/read-sources";
import { BUNDLED_STATE_SNAPSHOT_DIR } from "../src/services/legislators/state/read-state-sources";
import { BUILT_SERVER } from "./built-server";
import { createDatabaseFromTemplate, startTestPostgres } from "./test-postgres";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "civic-startup-"));
afterAll(() => {
  fs.chmodSync(scratch, 0o755);
  fs.rmSync(scratch, { recursive: true, force: true });
});

/**
 * `npm start`'s server process until it exits: exit code, signal and everything it printed;
 * `send.signal` is sent once the output matches `send.when`.
 */
function start(env: Record<string, string>, send?: { when: RegExp; signal: NodeJS.Signals }) {
  const child = spawn(process.execPath, [BUILT_SERVER], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, NODE_ENV: "test", LOG_LEVEL: "info", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => {
    output += d;
    if (send?.when.test(output)) {
      child.kill(send.signal);
      send = undefined;
    }
  });
  child.stderr.on("data", (d) => {
    output += d;
  });
  const killer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
    child.on("exit", (code, signal) => {
      clearTimeout(killer);
      resolve({ code, signal, output });
    }),
  );
}

// Each test starts the server process: slow on a busy machine.
describe("start-up errors", { timeout: 120_000 }, () => {
  it("stops on a port in use with one line, before starting a database or anything else", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const port = (holder.address() as net.AddressInfo).port;
    const dataDir = path.join(scratch, "port-in-use");
    try {
      const { code, output } = await start({ PORT: String(port), DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} is already in use: stop the other process or set PORT.`);
      expect(output).not.toMatch(/\n\s+at /); // no stack
      expect(fs.existsSync(path.join(dataDir, "postgres"))).toBe(false);
    } finally {
      holder.close();
    }
  });

  it("stops a deployment without ORDER_LINK_SECRET and AUTH_SECRET, naming both, before a database starts", async () => {
    const dataDir = path.join(scratch, "no-secrets");
    const env = { NODE_ENV: "production", PORT: "0", DATA_DIR: dataDir, PRODUCTION_HOSTS: "civic.example" };
    const { code, output } = await start(env);
    expect(code).toBe(1);
    expect(output).toContain(
      "In production (DATABASE_URL or PRODUCTION_HOSTS set) ORDER_LINK_SECRET and AUTH_SECRET must be set in the environment",
    );
    expect(output).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(dataDir, "postgres"))).toBe(false);
  });

  it("names a DATA_DIR parent the database cannot enter, and the fix", async () => {
    // Closed to everyone but its owner: as root, PostgreSQL runs as "postgres" and cannot enter;
    // as another user, mode 0 shuts the owner out too.
    const closed = path.join(scratch, "closed");
    fs.mkdirSync(closed);
    fs.chmodSync(closed, process.getuid?.() === 0 ? 0o700 : 0o000);
    const dataDir = path.join(closed, "data");
    try {
      const { code, output } = await start({ PORT: "0", DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(output).toContain(`cannot enter ${closed}, so it cannot use ${path.join(dataDir, "postgres")}`);
      expect(output).toContain(`Set DATA_DIR to a folder it can reach`);
      expect(output).toContain(`chmod o+x ${closed}`);
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      fs.chmodSync(closed, 0o755);
    }
  });
});

describe("a stop asked for while starting", { timeout: 120_000 }, () => {
  it("lets the start end, then stops as any stop does: exit 0, the runtime stopped, never listening", async () => {
    const databaseUrl = await createDatabaseFromTemplate((await startTestPostgres()).adminUrl);
    const { code, signal, output } = await start(
      {
        PORT: "0",
        ROLE: "web",
        DATA_DIR: path.join(scratch, "stopped-while-starting"),
        DATABASE_URL: databaseUrl,
        CONGRESS_DATA_DIR: BUNDLED_SNAPSHOT_DIR,
        STATE_DATA_DIR: BUNDLED_STATE_SNAPSHOT_DIR,
      },
      // Logged as the services are made, before the directories load and the port is announced.
      { when: /payments provider chosen/, signal: "SIGTERM" },
    );
    expect({ code, signal }, output).toEqual({ code: 0, signal: null });
    expect(output).toContain('"msg":"stopped"');
    expect(output).not.toContain("listening on");
  });
});

// Decision 0135: better-auth (about 0.6 CPU-seconds of a start) is loaded by a serving process's
// start and never by a job worker's. What the built entry imports statically, every process loads.
describe("what every start loads", () => {
  it("leaves better-auth out of the built server's static imports, in a chunk of its own", () => {
    const entry = fs.readFileSync(BUILT_SERVER, "utf8");
    const staticImports = [...entry.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gm)].map((m) => m[1]);
    expect(staticImports).toContain("hono");
    expect(staticImports.filter((name) => /better-auth/.test(name ?? ""))).toEqual([]);
    const authChunk = /import\("\.\/(operator-auth-[\w-]+\.js)"\)/.exec(entry)?.[1];
    expect(authChunk).toBeDefined();
    const chunk = fs.readFileSync(path.join(path.dirname(BUILT_SERVER), authChunk as string), "utf8");
    expect(chunk).toMatch(/from\s*"better-auth"/);
  });
});
