import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { loadConfig } from "../src/core/config";
import { createLogger } from "../src/core/logger";
import { type Runtime, startRuntime } from "../src/runtime";
import { BUNDLED_SNAPSHOT_DIR } from "../src/services/legislators/read-sources";
import { BUNDLED_STATE_SNAPSHOT_DIR } from "../src/services/legislators/state/read-state-sources";
import { signIn } from "./admin/console-helpers";
import type { TestRuntime } from "./harness";
import { orderBody, placeOrder } from "./orders/order-fixtures";
import { waitFor } from "./orders/wait";

/**
 * `npm run backup` of the embedded database while the app runs on it, `npm run restore` into a
 * fresh DATA_DIR, and the app started there: the same order status page and console, and the
 * operator's session still good (its secret is in the database too).
 */
const repoRoot = path.resolve(import.meta.dirname, "../../..");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "civic-backup-"));
fs.chmodSync(scratch, 0o755);
const OPERATOR = "ops@example.com";
const running: Runtime[] = [];
afterAll(async () => {
  for (const rt of running) await rt.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The app on the embedded database in `dataDir`, as `npm start` runs it (no DATABASE_URL). */
async function startEmbedded(dataDir: string): Promise<TestRuntime> {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    CONGRESS_DATA_DIR: BUNDLED_SNAPSHOT_DIR,
    STATE_DATA_DIR: BUNDLED_STATE_SNAPSHOT_DIR,
    ADMIN_EMAILS: OPERATOR,
    RATE_LIMIT_ENABLED: "false",
    LOCAL_MAIL_STEP_SECONDS: "3600",
  });
  const runtime = await startRuntime(config, createLogger("silent"));
  running.push(runtime);
  return {
    ...runtime,
    dataDir,
    async call(name, body) {
      const res = await runtime.app.request(`/api/functions/${name}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json(), error: undefined };
    },
  } as TestRuntime;
}

const npmRun = (script: "backup" | "restore", dataDir: string, file: string) =>
  promisify(execFile)(process.execPath, ["scripts/backup.mjs", script, file], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });

it("restores a backup into a fresh DATA_DIR with the same order status page and console", async () => {
  const original = await startEmbedded(path.join(scratch, "original"));
  const { created } = await placeOrder(original, orderBody(original, 2, { simulateFailure: true, simulatedFailed: 1 }));
  await waitFor("the order to complete", () =>
    original.ctx.db
      .selectFrom("orders")
      .select("id")
      .where("id", "=", created.orderId)
      .where("status", "=", "completed")
      .executeTakeFirst(),
  );
  await waitFor(
    "its emails to go out",
    async () =>
      (await original.ctx.db.selectFrom("emails").select("id").where("sent_at", "is", null).execute()).length === 0,
  );
  const token = created.statusPath?.split("/").pop() as string;
  const cookie = await signIn(original, OPERATOR);
  const seen = async (rt: TestRuntime) => ({
    status: (await rt.call("order-status", { token })).body,
    console: await (await rt.app.request(`/api/admin/orders/${created.orderId}`, { headers: { cookie } })).json(),
  });
  const before = await seen(original);
  expect(before.console).toMatchObject({ order: { id: created.orderId } });

  const file = path.join(scratch, "civic.tar.gz");
  const backup = await npmRun("backup", path.join(scratch, "original"), file);
  expect(backup.stdout).toContain(`Backup written to ${file}`);
  const restoredDir = path.join(scratch, "restored");
  const restore = await npmRun("restore", restoredDir, file);
  expect(restore.stdout).toContain("Restored");
  // A second restore never overwrites a database.
  await expect(npmRun("restore", restoredDir, file)).rejects.toThrow(/is not empty: restore into a fresh DATA_DIR/);

  const restored = await startEmbedded(restoredDir);
  expect(await seen(restored)).toEqual(before);
}, 180_000);
