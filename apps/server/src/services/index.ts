import type { Config } from "../config";
import type { Db } from "../db/database";
import type { JobQueue } from "../jobs/queue";
import type { Logger } from "../observability/logger";
import { createLocalCheckout } from "../providers/payments/local-checkout";
import { createStripeCheckout } from "../providers/payments/stripe-checkout";
import { createEmailService } from "./email";
import { createLegislatorDirectory } from "./legislators/legislator-directory";
import { createMailingService } from "./mailing";
import { createOrdersService } from "./orders";
import { createPaymentsService } from "./payments";
import { createReadiness } from "./readiness";
import { createPublicConfig } from "./site/public-config";

export interface ServiceDeps {
  config: Config;
  db: Db;
  log: Logger;
  jobs: JobQueue;
}

/** The composition root for domain services: each vendor's adapter is chosen here, once. */
export function createServices(deps: ServiceDeps) {
  const readiness = createReadiness(deps.db);
  const legislators = createLegislatorDirectory(deps);
  readiness.register("legislators", async () => legislators.isLoaded());
  const { config } = deps;
  const stripe = config.STRIPE_SECRET_KEY
    ? createStripeCheckout({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiUrl: config.STRIPE_API_URL,
      })
    : null;
  const localCheckout = stripe ? null : createLocalCheckout(deps.db);
  const payments = stripe ?? (localCheckout as NonNullable<typeof localCheckout>);
  deps.log.info({ provider: payments.name, testMode: payments.testMode }, "payments provider chosen");
  const orderDeps = { ...deps, legislators, payments };
  const mailing = createMailingService(deps);
  const email = createEmailService(deps);
  return {
    readiness,
    legislators,
    payments: createPaymentsService(orderDeps, { local: localCheckout, stripe }),
    orders: createOrdersService({ ...orderDeps, mailing: mailing.vendor }),
    mailing,
    email,
    site: { publicConfig: createPublicConfig(deps.config) },
    /** Work each service needs before the first request, and after the last. */
    async start() {
      await legislators.start();
    },
    async stop() {
      legislators.stop();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
