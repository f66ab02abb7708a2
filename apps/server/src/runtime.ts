import path from "node:path";
import type { AppContext } from "./context";
import { createClock } from "./core/clock";
import type { Config } from "./core/config";
import type { Logger } from "./core/logger";
import { createMetrics } from "./core/metrics";
import { createRateLimits } from "./core/rate-limit";
import { createDatabase } from "./db/database";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "./db/embedded-postgres";
import { withStartLock } from "./db/migrate";
import { prepareDatabase } from "./db/roles";
import { createApp } from "./http/app";
import { createJobQueue } from "./jobs/queue";
import { jobHandlers } from "./jobs/registry";
import { createServices } from "./services";
import { fulfilOrderJob } from "./services/orders";

export interface Runtime {
  ctx: AppContext;
  app: ReturnType<typeof createApp>;
  /** Starts the job workers (done at start unless ROLE=web; the fulfilment benchmark starts them later). */
  startWorkers(): Promise<void>;
  /** Stops workers, closes the pool, stops the embedded database: in that order. */
  stop(): Promise<void>;
}

/** Connections for requests and every job but fulfilment's order locks. */
const WEB_CONNECTIONS = 30;

/** Everything but the HTTP listener: database, migrations, jobs, services, app. */
export async function startRuntime(config: Config, log: Logger): Promise<Runtime> {
  const embedded: EmbeddedDatabase | undefined = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(path.join(config.dataDir, "postgres"), log, config.EMBEDDED_PG_PORT);
  // The owner's address (DATABASE_URL, or the embedded server's superuser) only prepares the
  // database: roles, migrations, grants (db/roles.ts). Everything else runs as the app's role.
  let url: string;
  try {
    const prepared = await prepareDatabase(config.DATABASE_URL ?? (embedded as EmbeddedDatabase).url);
    if (prepared.applied.length) log.info({ applied: prepared.applied }, "migrations applied");
    url = prepared.appUrl;
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  // Each order being fulfilled holds a connection for its lock while its cards go to the vendor
  // (whose own queries take another from the pool): with fewer connections than orders in flight,
  // every holder would wait for a connection forever. Connections open only when needed, so a
  // process that runs no workers never opens these.
  const { db, pool } = createDatabase(url, WEB_CONNECTIONS + (fulfilOrderJob.concurrency ?? 1));
  try {
    // Processes starting together take turns here: one makes the queue's tables and imports the
    // directory on a fresh database; the others find it done (db/migrate.ts). The migrations ran
    // above, as the owner (Kysely locks them: several processes migrate once).
    const { jobs, services, ctx } = await withStartLock(pool, async () => {
      const jobs = await createJobQueue(url, jobHandlers, log);
      const metrics = createMetrics();
      const clock = createClock(config.CLOCK_START);
      const rateLimits = createRateLimits({
        enabled: config.RATE_LIMIT_ENABLED,
        pool,
        aiCallsPerMinute: config.AI_CALLS_PER_MINUTE,
      });
      const services = createServices({ config, clock, db, log, jobs, metrics, rateLimits, databaseUrl: url });
      const ctx: AppContext = { config, clock, log, db, metrics, jobs, services, rateLimits };
      await services.start();
      return { jobs, services, ctx };
    });
    if (config.ROLE !== "web") await jobs.startWorkers(ctx);
    return {
      ctx,
      app: createApp(ctx),
      startWorkers: () => jobs.startWorkers(ctx),
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
