// The real server (embedded PostgreSQL in a throwaway DATA_DIR) for the lookup benchmark.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { sql } from "kysely";
import { loadConfig } from "../apps/server/src/core/config";
import { createLogger } from "../apps/server/src/core/logger";
import { createDatabase } from "../apps/server/src/db/database";
import { runningEmbeddedUrl } from "../apps/server/src/db/embedded-postgres";
import { startRuntime } from "../apps/server/src/runtime";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-bench-"));
fs.chmodSync(dataDir, 0o755);
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  ROLE: "web",
  RATE_LIMIT_ENABLED: "false",
});
const runtime = await startRuntime(config, createLogger(config.LOG_LEVEL));
// The first start imports the directory; let PostgreSQL finish the aftermath (autovacuum, checkpoint)
// now, or it competes with the server for the same cores during the measurement. As the owner:
// the app's role may neither vacuum the owner's tables nor checkpoint.
{
  const owner = createDatabase(runningEmbeddedUrl(path.join(dataDir, "postgres")) as string, 1);
  await sql`VACUUM ANALYZE`.execute(owner.db);
  await sql`CHECKPOINT`.execute(owner.db);
  await owner.db.destroy();
}
const server = serve({ fetch: runtime.app.fetch, port: config.PORT, hostname: "127.0.0.1" }, () => {
  process.send?.("ready");
});
process.on("SIGTERM", async () => {
  server.close();
  await runtime.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
