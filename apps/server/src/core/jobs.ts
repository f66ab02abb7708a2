import type { z } from "zod";

/**
 * What a job is, without what it does: its queue, how pg-boss runs it, and the shape of its
 * payload. A service imports a spec to enqueue; the handler lives in jobs/ (jobs/registry.ts), and
 * the queue parses each payload with `payload` when the job runs.
 */
export interface JobSpec<T extends object = object> {
  name: string;
  payload: z.ZodType<T>;
  /** Cron (UTC) for periodic jobs. */
  schedule?: string;
  /** Retries with exponential backoff; the handler must be safe to run again. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /** pg-boss queue policy; 'short' keeps at most one queued job per singletonKey, 'stately' one queued and one active. */
  policy?: "standard" | "short" | "singleton" | "stately";
  /** Jobs of this queue run at once in one process (one pg-boss worker each). */
  concurrency?: number;
  /** How often the queue looks for new jobs while a worker of it is idle: one idle worker looks (jobs/queue.ts). */
  pollingIntervalSeconds?: number;
}

export function defineJob<T extends object>(spec: JobSpec<T>): JobSpec<T> {
  return spec;
}

interface SendOptions {
  /** With a 'short' or 'stately' policy: at most one queued job per key. */
  singletonKey?: string;
  /** Seconds from now before the job may run. */
  startAfter?: number;
}

/** Where services put work for later; jobs/queue.ts keeps it in PostgreSQL (pg-boss). */
export interface JobQueue {
  send<T extends object>(job: JobSpec<T>, data: T, options?: SendOptions): Promise<string | null>;
}
