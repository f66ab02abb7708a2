import type { Config } from "./config";
import type { Db } from "./db/database";
import type { RateLimits } from "./http/rate-limit";
import type { JobQueue } from "./jobs/queue";
import type { Logger } from "./observability/logger";
import type { Metrics } from "./observability/metrics";
import type { Services } from "./services";

/** What every function, job and webhook can reach. Built once in main.ts (or by a test). */
export interface AppContext {
  config: Config;
  log: Logger;
  db: Db;
  metrics: Metrics;
  jobs: JobQueue;
  services: Services;
  /** Shared by every process on the database (see http/rate-limit.ts). */
  rateLimits: RateLimits;
}
