import type { Clock } from "../core/clock";
import type { Config } from "../core/config";
import type { JobQueue } from "../core/jobs";
import type { Logger } from "../core/logger";
import type { Metrics } from "../core/metrics";
import type { RateLimits } from "../core/rate-limit";
import type { Db } from "../db/database";
import { createProviders } from "../providers";
import { createAdminService } from "./admin";
import { createCampaigns } from "./campaigns";
import { createCardsService } from "./cards";
import { createDrafting } from "./drafting";
import { createEmailService } from "./email";
import { createFulfilmentService, newHolderOf } from "./fulfilment";
import {
  createLegislatorDirectory,
  createStateDirectory,
  loadDirectoryFreshness,
  loadStateDirectoryFreshness,
} from "./legislators";
import { createMailingService, printShopHooks } from "./mailing";
import { createOperators } from "./operators";
import { createOrderStatusService, type OrderStatusDeps } from "./order-status";
import { orderEmailFacts, ordersOfAddress } from "./orders";
import { createOwnCardsService } from "./own-cards";
import { createPaymentsService } from "./payments";
import { type AddressPolicy, createLinkPreviews, publicAddressesOnly } from "./previews";
import { createReadiness } from "./readiness";
import { createPublicConfig, createSiteUrls } from "./site";
import { createTranscription } from "./transcription";
import { createVendorEvents } from "./vendor-events";

export interface ServiceDeps {
  config: Config;
  /** The one clock of the directory's rules; tests set it. */
  clock: Clock;
  db: Db;
  log: Logger;
  jobs: JobQueue;
  metrics: Metrics;
  /** The database's address, for the connection that listens for order changes. */
  databaseUrl: string;
  /** The shared rate limits (PostgreSQL): find-my-orders counts per address too. */
  rateLimits: Pick<RateLimits, "consume">;
  /** Which addresses outbound previews may reach; tests widen it to 127.0.0.1 for a fake site. */
  previewAddressPolicy?: AddressPolicy;
}

/** The composition root for domain services; they receive the vendor adapters chosen in providers/. */
export function createServices(deps: ServiceDeps) {
  const readiness = createReadiness(deps.db);
  const legislators = createLegislatorDirectory(deps);
  readiness.register("legislators", async () => legislators.isLoaded());
  const stateLegislators = createStateDirectory(deps);
  readiness.register("state-legislators", async () => stateLegislators.isLoaded());
  const { config } = deps;
  const siteUrls = createSiteUrls(config);
  const cards = createCardsService({ config, db: deps.db, legislators, stateLegislators });
  const providers = createProviders(config, {
    db: deps.db,
    log: deps.log,
    printShop: printShopHooks({ ...deps, cards }),
  });
  const { payments, addresses, geocoder } = providers;
  const paymentDeps = { ...deps, legislators, stateLegislators, payments };
  const mailing = createMailingService({
    ...deps,
    cards,
    localPrintShop: providers.localPrintShop,
    vendors: providers.mailingVendors,
  });
  readiness.registerVendors(() => mailing.health.current());
  // Who a held card could go to now: asked of the directory by the order's page and its emails.
  const heldCardHolder: NonNullable<OrderStatusDeps["newHolderOf"]> = (card, order) =>
    legislators.isLoaded() ? newHolderOf(legislators.index, card, order) : null;
  const orderStatus = createOrderStatusService({
    ...deps,
    consumeRateLimit: deps.rateLimits.consume,
    newHolderOf: heldCardHolder,
  });
  const campaigns = createCampaigns(deps.db, (text) => cards.qrPng(text), mailing.printableFronts);
  const ownCards = createOwnCardsService({
    db: deps.db,
    clock: deps.clock,
    jobs: deps.jobs,
    legislators,
    stateLegislators,
    campaigns,
    cards,
    retentionDays: config.RETENTION_DAYS,
    dataDir: config.dataDir,
    linkSecret: config.ORDER_LINK_SECRET,
    siteUrl: siteUrls.canonicalSiteUrl(),
    consumeRateLimit: deps.rateLimits.consume,
  });
  const email = createEmailService({
    ...deps,
    transport: providers.email,
    statusUrl: orderStatus.urlFor,
    orders: {
      ordersOfAddress: (address) => ordersOfAddress(deps.db, address),
      orderFacts: (orderId, refundId) => orderEmailFacts(deps.db, orderId, refundId, heldCardHolder),
    },
    ownCards: ownCards.emailReader,
  });
  const transcription = createTranscription(providers.transcriber, deps.log);
  const operators = createOperators({
    ...deps,
    transport: providers.email,
    emailedLinkSiteUrl: siteUrls.emailedLinkSiteUrl,
  });
  const directoryFreshness = async () => ({
    ...(await loadDirectoryFreshness(deps.db, legislators.isLoaded() ? legislators.index : null, deps.clock.now())),
    state: await loadStateDirectoryFreshness(deps.db, stateLegislators.isLoaded() ? stateLegislators.index : null),
  });
  return {
    readiness,
    legislators,
    /** The 50 state legislatures' sitting members (decision 0090). */
    stateLegislators,
    /** How fresh the directory is: the console's overview and the operations port's /readyz. */
    directoryFreshness,
    addresses,
    geocoder,
    payments: createPaymentsService(
      {
        ...paymentDeps,
        campaigns,
        consumeRateLimit: deps.rateLimits.consume,
        // Any configured vendor may take the card (failover), so each one's limit holds.
        printableFronts: mailing.printableFronts,
        messageTooLong: (card) =>
          providers.mailingVendors.map((v) => v.refusesMessage?.(card) ?? null).find((r) => r !== null) ?? null,
        transport: providers.email,
        siteUrl: siteUrls.canonicalSiteUrl(),
      },
      { local: providers.localCheckout, stripe: providers.stripe },
    ),
    /** Orders after payment: fulfilment and reconciliation. */
    fulfilment: createFulfilmentService({ ...paymentDeps, vendors: mailing.router }),
    cards,
    mailing,
    email,
    operators,
    admin: createAdminService({
      ...paymentDeps,
      vendors: {
        payments: payments.name,
        mailing: providers.mailingVendors.map((v) => v.name).join(", "),
        email: providers.email.name,
      },
      mailingHealth: async () => {
        const states = new Map((await mailing.router.states()).map((s) => [s.vendor, s]));
        return mailing.health.current().map((h) => ({
          ...h,
          paused: states.get(h.vendor)?.paused ?? null,
          breaker: states.get(h.vendor)?.breaker ?? "closed",
          failuresInARow: states.get(h.vendor)?.failuresInARow ?? 0,
        }));
      },
      directoryFreshness,
      pauseVendor: mailing.router.pause,
      resumeVendor: mailing.router.resume,
      fetchVendorOrder: mailing.fetchVendorOrder,
      campaigns,
    }),
    campaigns,
    ownCards,
    orderStatus,
    vendorEvents: createVendorEvents(deps),
    drafting: createDrafting({
      db: deps.db,
      log: deps.log,
      drafter: providers.drafter,
      legislators,
      assistantName: deps.config.ASSISTANT_NAME,
    }),
    transcription,
    linkPreviews: createLinkPreviews({
      db: deps.db,
      log: deps.log,
      policy: deps.previewAddressPolicy ?? publicAddressesOnly,
    }),
    site: {
      ...siteUrls,
      publicConfig: createPublicConfig(
        deps.config,
        siteUrls,
        payments,
        { voice: transcription.isConfigured },
        mailing.printableFronts,
      ),
    },
    /** Work each service needs before the first request, and after the last. */
    async start() {
      // Said, never thrown: a vendor refusing our token shows on /readyz and in the console.
      void mailing.health.check();
      await operators.endFormerOperatorSessions();
      await Promise.all([
        legislators.start(),
        stateLegislators.start(),
        // A process that serves requests loads better-auth now, before it is ready: loading it at
        // the first console request held that process's event loop for up to 160 ms. A job worker
        // never signs anyone in and never loads it (decision 0135).
        config.ROLE === "worker" ? undefined : operators.load(),
      ]);
    },
    async stop() {
      legislators.stop();
      stateLegislators.stop();
      await cards.stop();
      await orderStatus.stop();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
