import { errorCodes } from "@civic/contracts/errors";
import type pg from "pg";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { AppError } from "./app-error";

/** A function's limit (functions/define-function.ts), counted per client. */
export interface RateLimit {
  /** Calls allowed per client per window. */
  points: number;
  windowSeconds: number;
  /** A paid model call: also counts against the global AI_CALLS_PER_MINUTE ceiling. */
  aiCall?: true;
  /** Cheap and vendor-free: counted in each process's memory, not in PostgreSQL (see below). */
  perProcess?: true;
}

/** The table made by migration 0008 in rate-limiter-flexible's own shape. */
const TABLE = "rate_limits";
const AI_CEILING = "ai-calls";

export interface RateLimitOptions {
  enabled: boolean;
  pool: pg.Pool;
  /** Drafting and transcription calls per minute for everyone together. */
  aiCallsPerMinute: number;
}

/**
 * Limits on the functions, counted in PostgreSQL so that every web process shares one budget per
 * client (and one global AI ceiling). If the database cannot answer, each process falls back to
 * its own in-memory count for that moment rather than letting everything through. A limit marked
 * `perProcess` (lookups in the in-memory directory) is counted in memory only: a database round
 * trip costs several times the lookup itself and would cap lookups at the database's pace.
 */
export function createRateLimits({ enabled, pool, aiCallsPerMinute }: RateLimitOptions) {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (keyPrefix: string, points: number, duration: number, perProcess = false) => {
    let limiter = limiters.get(keyPrefix);
    if (!limiter) {
      const memory = new RateLimiterMemory({ keyPrefix, points, duration });
      limiter = perProcess
        ? memory
        : new RateLimiterPostgres({
            storeClient: pool,
            storeType: "pool",
            tableName: TABLE,
            tableCreated: true,
            // One sweeper of expired rows per process is enough: they share the table.
            clearExpiredByTimeout: limiters.size === 0,
            keyPrefix,
            points,
            duration,
            // A client that has used its budget is refused from memory until the window ends,
            // so a flood of refused calls costs the database nothing.
            inMemoryBlockOnConsumed: points,
            insuranceLimiter: memory,
          });
      limiters.set(keyPrefix, limiter);
    }
    return limiter;
  };

  return {
    enabled,
    /**
     * Counts one call of `name` by `clientKey` (and, for AI calls, one against the global
     * ceiling). Over a limit: a 429 saying how long to wait.
     */
    async consume(name: string, limit: RateLimit | undefined, clientKey: string) {
      if (!enabled || !limit) return;
      await take(limiterFor(name, limit.points, limit.windowSeconds, limit.perProcess), clientKey);
      if (limit.aiCall) await take(limiterFor(AI_CEILING, aiCallsPerMinute, 60), "all");
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

async function take(limiter: RateLimiterAbstract, key: string) {
  try {
    await limiter.consume(key);
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    const seconds = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
    const err = new AppError(
      429,
      errorCodes.rateLimited,
      `Too many requests. Please wait ${seconds} seconds and try again.`,
    );
    err.retryAfterSeconds = seconds;
    throw err;
  }
}
