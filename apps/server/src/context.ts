import type { Clock } from "./core/clock";
import type { Config } from "./core/config";
import type { JobQueue } from "./core/jobs";
import type { Logger } from "./core/logger";
import type { Metrics } from "./core/metrics";
import type { RateLimits } from "./core/rate-limit";
import type { Db } from "./db/database";
import type { Services } from "./services";

/** What every function, job and webhook can reach. Built once in main.ts (or by a test). */
export interface AppContext {
  config: Config;
  /** The directory's clock (core/clock.ts): tests set it to a day in a term's life. */
  clock: Clock;
  log: Logger;
  db: Db;
  metrics: Metrics;
  jobs: JobQueue;
  services: Services;
  /** Shared by every process on the database (see core/rate-limit.ts). */
  rateLimits: RateLimits;
}
