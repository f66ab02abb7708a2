// `npm run backup [file]` and `npm run restore <file>` (docs/running-in-production.md). With
// DATABASE_URL: pg_dump and pg_restore. Without: a base backup of the embedded PostgreSQL (running
// or not), restored into an empty DATA_DIR. See db/backup.ts and docs/decisions/0030-backups.md.
import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "./core/config";
import { createLogger } from "./core/logger";
import { StartupError } from "./core/startup-error";
import { backupKind, restoreDump, unpackBaseBackup, writeBaseBackup, writeDump } from "./db/backup";
import { runningEmbeddedUrl, startEmbeddedPostgres } from "./db/embedded-postgres";

async function main() {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL);
  const pgDir = path.join(config.dataDir, "postgres");

  if (command === "backup") {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const out = path.resolve(
      file ??
        path.join(config.dataDir, "backups", `civic-postcard-${stamp}.${config.DATABASE_URL ? "dump" : "tar.gz"}`),
    );
    // Backups hold everyone's data: a folder of our own user's only (one made before is tightened).
    const folder = path.dirname(out);
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    if (!file) fs.chmodSync(folder, 0o700);
    if (config.DATABASE_URL) {
      await writeDump(config.DATABASE_URL, out);
    } else {
      // The running server when there is one (the app keeps serving), else started for the backup.
      const running = runningEmbeddedUrl(pgDir);
      const started = running ? null : await startEmbeddedPostgres(pgDir, log);
      try {
        await writeBaseBackup(running ?? (started?.url as string), out);
      } finally {
        await started?.stop();
      }
    }
    console.log(`Backup written to ${out} (${(fs.statSync(out).size / 1e6).toFixed(1)} MB)`);
    return;
  }

  if (command === "restore") {
    if (!file) throw new StartupError("Say which backup to restore: npm run restore <file>");
    if (backupKind(file) === "dump") {
      if (!config.DATABASE_URL) {
        throw new StartupError(
          "A pg_dump file restores into a PostgreSQL of your own: set DATABASE_URL to an empty database.",
        );
      }
      await restoreDump(file, config.DATABASE_URL);
    } else {
      if (config.DATABASE_URL) {
        throw new StartupError(
          "This is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to a new folder.",
        );
      }
      await unpackBaseBackup(file, pgDir);
      // The first start recovers the backup to a consistent state; check it opens before saying so.
      const pg = await startEmbeddedPostgres(pgDir, log);
      await pg.stop();
    }
    console.log(`Restored ${file}. Start the app as usual.`);
    return;
  }

  throw new StartupError("Usage: npm run backup [file] | npm run restore <file>");
}

main().catch((err) => {
  const known = err instanceof StartupError || err instanceof ConfigError;
  console.error(known ? err.message : err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
