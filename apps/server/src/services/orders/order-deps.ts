import type { Config } from "../../core/config";
import type { JobQueue } from "../../core/jobs";
import type { Logger } from "../../core/logger";
import type { Metrics } from "../../core/metrics";
import type { Db } from "../../db/database";
import type { MailingVendor } from "../../providers/mailing";
import type { PaymentProvider } from "../../providers/payments";
import type { LegislatorDirectory } from "../legislators";

/** What the order, payment and fulfilment rules need; assembled once in services/index.ts. */
export interface OrderDeps {
  config: Config;
  db: Db;
  log: Logger;
  jobs: JobQueue;
  metrics: Metrics;
  payments: PaymentProvider;
  legislators: LegislatorDirectory;
}

export interface FulfilmentDeps extends OrderDeps {
  mailing: MailingVendor;
}
