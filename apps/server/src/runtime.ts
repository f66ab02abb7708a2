import path from "node:path";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { createDatabase } from "./db/database";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "./db/embedded-postgres";
import { migrateToLatest } from "./db/migrate";
import { createApp } from "./http/app";
import { createRateLimits } from "./http/rate-limit";
import { createJobQueue } from "./jobs/queue";
import { jobDefinitions } from "./jobs/registry";
import type { Logger } from "./observability/logger";
import { createMetrics } from "./observability/metrics";
import { createServices } from "./services";

export interface Runtime {
  ctx: AppContext;
  app: ReturnType<typeof createApp>;
  /** Stops workers, closes the pool, stops the embedded database: in that order. */
  stop(): Promise<void>;
}

/** Everything but the HTTP listener: database, migrations, jobs, services, app. */
export async function startRuntime(config: Config, log: Logger): Promise<Runtime> {
  const embedded: EmbeddedDatabase | undefined = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(path.join(config.dataDir, "postgres"), log, config.EMBEDDED_PG_PORT);
  const url = config.DATABASE_URL ?? (embedded as EmbeddedDatabase).url;
  const { db, pool } = createDatabase(url);
  try {
    const applied = await migrateToLatest(db);
    if (applied.length) log.info({ applied }, "migrations applied");
    const jobs = await createJobQueue(url, jobDefinitions, log);
    const metrics = createMetrics();
    const rateLimits = createRateLimits({
      enabled: config.RATE_LIMIT_ENABLED,
      pool,
      aiCallsPerMinute: config.AI_CALLS_PER_MINUTE,
    });
    const services = createServices({ config, db, log, jobs, metrics, rateLimits, databaseUrl: url });
    const ctx: AppContext = { config, log, db, metrics, jobs, services, rateLimits };
    await services.start();
    if (config.ROLE !== "web") await jobs.startWorkers(ctx);
    return {
      ctx,
      app: createApp(ctx),
      async stop() {
        await services.stop();
        await jobs.stop();
        await db.destroy();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await pool.end().catch(() => {});
    await embedded?.stop();
    throw err;
  }
}
