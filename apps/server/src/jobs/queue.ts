import PgBoss from "pg-boss";
import type { AppContext } from "../context";
import type { Logger } from "../core/logger";

export interface JobDefinition<T extends object = object> {
  name: string;
  /** Cron (UTC) for periodic jobs. */
  schedule?: string;
  /** Retries with exponential backoff; the handler must be safe to run again. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /** pg-boss queue policy; 'short' keeps at most one queued job per singletonKey. */
  policy?: PgBoss.QueuePolicy;
  /** Jobs of this queue run at once in one process (one pg-boss worker each). */
  concurrency?: number;
  /** How often an idle worker looks for new jobs (pg-boss allows ≥ 0.5 s). */
  pollingIntervalSeconds?: number;
  handle(data: T, app: AppContext): Promise<void>;
}

export function defineJob<T extends object>(def: JobDefinition<T>): JobDefinition<T> {
  return def;
}

export interface JobQueue {
  send<T extends object>(job: JobDefinition<T>, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Starts workers (ROLE worker/all) for every definition; web-only replicas only send. */
  startWorkers(app: AppContext): Promise<void>;
  stop(): Promise<void>;
  boss: PgBoss;
}

/** pg-boss keeps every job in PostgreSQL, so a crash loses nothing and replicas share the work. */
export async function createJobQueue(url: string, definitions: JobDefinition<never>[], log: Logger): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: url, max: 10, application_name: "civic-postcard-jobs" });
  boss.on("error", (err) => log.error({ err }, "job queue error"));
  await boss.start();
  for (const def of definitions) {
    await boss.createQueue(def.name, {
      name: def.name,
      policy: def.policy ?? "standard",
      retryLimit: def.retryLimit ?? 5,
      retryDelay: def.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: def.expireInSeconds ?? 15 * 60,
    });
  }
  return {
    boss,
    send: (job, data, options) => boss.send(job.name, data, options ?? {}),
    async startWorkers(app) {
      for (const def of definitions) {
        const options = { batchSize: 1, pollingIntervalSeconds: def.pollingIntervalSeconds ?? 2 };
        for (let i = 0; i < (def.concurrency ?? 1); i++) {
          const workerId = await boss.work<object>(def.name, options, async ([job]) => {
            if (!job) return;
            // pg-boss waits out the polling interval after every fetch, even one that found work;
            // a worker that just had a job asks again at once, so a backlog drains at full speed.
            boss.notifyWorker(workerId);
            const started = Date.now();
            try {
              await (def as JobDefinition<object>).handle(job.data, app);
              log.debug({ job: def.name, id: job.id, ms: Date.now() - started }, "job done");
            } catch (err) {
              log.warn({ job: def.name, id: job.id, err }, "job failed; pg-boss will retry");
              throw err;
            }
          });
        }
        if (def.schedule) await boss.schedule(def.name, def.schedule, {}, { tz: "UTC" });
      }
      log.info({ queues: definitions.length }, "job workers started");
    },
    stop: () => boss.stop({ graceful: true, timeout: 20_000 }),
  };
}
