import type { Config } from "../core/config";
import type { JobQueue } from "../core/jobs";
import type { Logger } from "../core/logger";
import type { Metrics } from "../core/metrics";
import type { RateLimits } from "../core/rate-limit";
import type { Db } from "../db/database";
import { createGooglePlacesProvider } from "../providers/addresses/google-places";
import { createLocalAddressProvider } from "../providers/addresses/local-addresses";
import { createDrafter } from "../providers/ai/create-drafter";
import { createCensusGeocoder } from "../providers/geocoding/census-geocoder";
import { createGeocodio } from "../providers/geocoding/geocodio";
import { createLocalCheckout } from "../providers/payments/local-checkout";
import { createStripeCheckout } from "../providers/payments/stripe-checkout";
import { createTranscriber } from "../providers/stt/transcriber";
import { createAdminService } from "./admin";
import { createCardsService } from "./cards";
import { createDrafting } from "./drafting";
import { createEmailService } from "./email";
import { createFulfilmentService } from "./fulfilment";
import { createLegislatorDirectory } from "./legislators";
import { createMailingService } from "./mailing";
import { createOperators } from "./operators";
import { createOrderStatusService } from "./order-status";
import { orderEmailFacts, ordersOfAddress } from "./orders";
import { createPaymentsService } from "./payments";
import { type AddressPolicy, createLinkPreviews, publicAddressesOnly } from "./previews";
import { createReadiness } from "./readiness";
import { createPublicConfig, createSiteUrls } from "./site";
import { createTranscription } from "./transcription";

export interface ServiceDeps {
  config: Config;
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

/** The composition root for domain services: each vendor's adapter is chosen here, once. */
export function createServices(deps: ServiceDeps) {
  const readiness = createReadiness(deps.db);
  const legislators = createLegislatorDirectory(deps);
  readiness.register("legislators", async () => legislators.isLoaded());
  const { config } = deps;
  const siteUrls = createSiteUrls(config);
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
  const paymentDeps = { ...deps, legislators, payments };
  const cards = createCardsService({ config, db: deps.db, legislators });
  const mailing = createMailingService({ ...deps, cards });
  const orderStatus = createOrderStatusService({
    ...deps,
    consumeRateLimit: deps.rateLimits.consume,
  });
  const email = createEmailService({
    ...deps,
    statusUrl: orderStatus.urlFor,
    orders: {
      ordersOfAddress: (address) => ordersOfAddress(deps.db, address),
      orderFacts: (orderId, refundId) => orderEmailFacts(deps.db, orderId, refundId),
    },
  });
  const drafter = createDrafter(deps.config);
  deps.log.info({ provider: drafter.name, model: drafter.model }, "drafting provider");
  const transcription = createTranscription(createTranscriber(deps.config), deps.log);
  const { GOOGLE_MAPS_API_KEY, GOOGLE_PLACES_URL } = deps.config;
  const addresses = GOOGLE_MAPS_API_KEY
    ? createGooglePlacesProvider({ apiKey: GOOGLE_MAPS_API_KEY, baseUrl: GOOGLE_PLACES_URL })
    : createLocalAddressProvider();
  deps.log.info(
    { provider: addresses.kind },
    addresses.kind === "local" ? "address autocomplete: local (test) mode" : "address autocomplete: Google Places",
  );
  // Geocodio when keyed; the Census geocoder when its address is set; otherwise none (ZIP only).
  const geocoder = config.GEOCODIO_API_KEY
    ? createGeocodio({ apiKey: config.GEOCODIO_API_KEY, baseUrl: config.GEOCODIO_API_URL })
    : config.CENSUS_GEOCODER_URL
      ? createCensusGeocoder({ baseUrl: config.CENSUS_GEOCODER_URL })
      : null;
  deps.log.info({ geocoder: geocoder?.name ?? "none" }, "district geocoder");
  return {
    readiness,
    legislators,
    addresses,
    geocoder,
    payments: createPaymentsService(paymentDeps, { local: localCheckout, stripe }),
    /** Orders after payment: fulfilment and reconciliation (services/fulfilment). */
    orders: createFulfilmentService({ ...paymentDeps, mailing: mailing.vendor }),
    cards,
    mailing,
    email,
    operators: createOperators({ ...deps, transport: email.transport }),
    admin: createAdminService({
      ...paymentDeps,
      vendors: { payments: payments.name, mailing: mailing.vendor.name, email: email.transport.name },
    }),
    orderStatus,
    drafting: createDrafting({
      db: deps.db,
      log: deps.log,
      drafter,
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
      publicConfig: createPublicConfig(deps.config, siteUrls, payments, { voice: transcription.isConfigured }),
    },
    /** Work each service needs before the first request, and after the last. */
    async start() {
      await legislators.start();
    },
    async stop() {
      legislators.stop();
      await cards.stop();
      await orderStatus.stop();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
