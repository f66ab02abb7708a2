import PgBoss from "pg-boss";
import type { AppContext } from "../context";
import type { JobQueue, JobSpec } from "../core/jobs";
import type { Logger } from "../core/logger";
import { isDatabaseUnavailable, retryWhileUnavailable } from "../core/unavailable";

/** What a job does: its spec (core/jobs.ts) and the handler run with the payload parsed by it. */
export interface JobHandler<T extends object = object> {
  spec: JobSpec<T>;
  handle(data: T, app: AppContext): Promise<void>;
}

export function handleJob<T extends object>(
  spec: JobSpec<T>,
  handle: (data: T, app: AppContext) => Promise<void>,
): JobHandler<T> {
  return { spec, handle };
}

export interface PgBossQueue extends JobQueue {
  /** Starts workers (ROLE worker/all) for every handler; web-only replicas only send. */
  startWorkers(app: AppContext): Promise<void>;
  stop(): Promise<void>;
  boss: PgBoss;
}

/** pg-boss keeps every job in PostgreSQL, so a crash loses nothing and replicas share the work. */
export async function createJobQueue(url: string, handlers: JobHandler[], log: Logger): Promise<PgBossQueue> {
  // pg-boss hands these to its pg.Pool (its types omit the pool's own options): as db/database.ts.
  const options = {
    connectionString: url,
    max: 10,
    application_name: "civic-postcard-jobs",
    connectionTimeoutMillis: 30_000,
  };
  const boss = new PgBoss(options);
  const outage = outageLog(log);
  // pg-boss records a job's outcome itself, unawaited, right after our callback returns: during an
  // outage that left the job 'active' until it expired, and rejected with no one to hear it. Our
  // callback records the outcome first (waiting out an outage); pg-boss's own record of a job we
  // settled is then answered here without a query (its complete/fail pass [name, [id], output]).
  const settled = new Set<string>();
  const db = boss.getDb() as { executeSql(text: string, values?: unknown[]): Promise<unknown> };
  const executeSql = db.executeSql.bind(db);
  db.executeSql = (text, values) => {
    const ids = values?.[1];
    if (Array.isArray(ids) && ids.length === 1 && settled.delete(ids[0] as string)) {
      return Promise.resolve({ rows: [{ count: "0" }] });
    }
    return executeSql(text, values);
  };
  // While PostgreSQL is away every worker's fetch fails on each poll: the workers simply wait, and
  // the log says so once, not once per poll per queue.
  boss.on("error", (err) => (isDatabaseUnavailable(err) ? outage.failed(err) : log.error({ err }, "job queue error")));
  await boss.start();
  for (const { spec } of handlers) {
    await boss.createQueue(spec.name, {
      name: spec.name,
      policy: spec.policy ?? "standard",
      retryLimit: spec.retryLimit ?? 5,
      retryDelay: spec.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: spec.expireInSeconds ?? 15 * 60,
    });
  }
  /** Each queue's workers in this process (ROLE=all or worker), for `send` to wake an idle one. */
  const localWorkers = new Map<string, IdleWorkers>();
  const lookTimers: NodeJS.Timeout[] = [];
  return {
    boss,
    async send(job, data, options) {
      const id = await boss.send(job.name, data, options ?? {});
      // An idle worker of this process takes a job due now at once, not at the queue's next look:
      // the payment return page waits for fulfilment (verify-payment's p50 was 188 ms under light
      // load, most of it the wait for a poll).
      if (id && !options?.startAfter) localWorkers.get(job.name)?.wakeOne();
      return id;
    },
    async startWorkers(app) {
      for (const { spec, handle } of handlers) {
        const idle = new IdleWorkers((id) => boss.notifyWorker(id));
        localWorkers.set(spec.name, idle);
        const runJob = async (job: PgBoss.Job<unknown>) => {
          const payload = spec.payload.safeParse(job.data ?? {});
          if (!payload.success) {
            // Not the handler's to guess at: the job fails (pg-boss records it) and says why.
            const issues = payload.error.issues.map((i) => `${i.path.join(".") || "payload"}: ${i.message}`);
            log.error({ job: spec.name, id: job.id, issues }, "job payload does not match its spec; job failed");
            throw new Error(`${spec.name}: payload does not match its spec (${issues.join("; ")})`);
          }
          const started = Date.now();
          let failure: unknown;
          try {
            await handle(payload.data, app);
            log.debug({ job: spec.name, id: job.id, ms: Date.now() - started }, "job done");
          } catch (err) {
            failure = err;
            log.warn({ job: spec.name, id: job.id, err }, "job failed; pg-boss will retry");
          }
          // Recorded here, waiting for the database to come back (see `settled` above).
          const recorded = await retryWhileUnavailable(
            () =>
              failure === undefined
                ? boss.complete(spec.name, job.id)
                : boss.fail(spec.name, job.id, { message: String((failure as Error)?.message ?? failure) }),
            Math.min(spec.expireInSeconds ?? 15 * 60, 10 * 60) * 1000,
            outage.failed,
          ).then(
            () => true,
            () => false,
          );
          if (recorded) {
            settled.add(job.id);
            outage.recovered();
          }
          if (!recorded && failure !== undefined) throw failure;
        };
        const options = { batchSize: 1, pollingIntervalSeconds: UNWOKEN_LOOK_SECONDS };
        for (let i = 0; i < (spec.concurrency ?? 1); i++) {
          const workerId = await boss.work<unknown>(spec.name, options, async ([job]) => {
            if (!job) return;
            idle.busy(workerId);
            // pg-boss waits out the polling interval after every fetch, even one that found work;
            // a worker that just had a job asks again at once, so a backlog drains at full speed,
            // and another idle worker looks too, so a backlog fans out over every worker.
            boss.notifyWorker(workerId);
            idle.wakeOne();
            try {
              await runJob(job);
            } finally {
              idle.add(workerId);
            }
          });
          idle.add(workerId);
        }
        // The queue's one look every pollingIntervalSeconds, by one of its idle workers.
        lookTimers.push(setInterval(() => idle.wakeOne(), (spec.pollingIntervalSeconds ?? 2) * 1000).unref());
        if (spec.schedule) await boss.schedule(spec.name, spec.schedule, {}, { tz: "UTC" });
      }
      log.info({ queues: handlers.length }, "job workers started");
    },
    stop() {
      for (const timer of lookTimers) clearInterval(timer);
      return boss.stop({ graceful: true, timeout: 20_000 });
    },
  };
}

/**
 * A worker that no job or sibling wakes still looks this often. pg-boss polls per worker: with
 * each worker polling at its queue's interval, fulfil-order's 32 fetched 64 times a second in an
 * idle process, which with the other queues cost about 1% of a core there and 4% in PostgreSQL
 * (decision 0132). Instead the queue looks once per interval through one idle worker, and a
 * worker that finds a job wakes the next.
 */
const UNWOKEN_LOOK_SECONDS = 30;

/** A queue's workers not running a job, in the order they became idle: the longest idle is woken first. */
class IdleWorkers {
  private readonly idle = new Set<string>();
  constructor(private readonly notify: (workerId: string) => void) {}
  add(workerId: string) {
    this.idle.add(workerId);
  }
  busy(workerId: string) {
    this.idle.delete(workerId);
  }
  /** One idle worker fetches now; it goes to the back of the line (it stays idle until it has a job). */
  wakeOne() {
    const next = this.idle.values().next();
    if (next.done) return;
    this.idle.delete(next.value);
    this.idle.add(next.value);
    this.notify(next.value);
  }
}

/** Logs the start and the end of a database outage once each, whatever the number of workers. */
function outageLog(log: Logger) {
  let since: number | null = null;
  return {
    failed(err: unknown) {
      if (since !== null) return;
      since = Date.now();
      log.warn({ err: String((err as Error)?.message ?? err) }, "database unavailable: job workers wait for it");
    },
    recovered() {
      if (since === null) return;
      log.info({ seconds: Math.round((Date.now() - since) / 1000) }, "database back: job workers resume");
      since = null;
    },
  };
}
