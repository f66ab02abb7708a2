import path from "node:path";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { type Config, ConfigError } from "../core/config";
import type { Logger } from "../core/logger";
import type { Db } from "../db/database";
import { type AddressAutocompleteProvider, createGooglePlacesProvider, createLocalAddressProvider } from "./addresses";
import { createAiSdkDrafter, type Drafter, localComposer } from "./ai";
import { createLocalFileTransport, createSmtpTransport, type EmailTransport } from "./email";
import { createCensusGeocoder, createGeocodio, type DistrictGeocoder } from "./geocoding";
import {
  createHandwrytten,
  createIgnitePost,
  createLocalPrintShop,
  type LocalPrintShopDeps,
  type MailingVendor,
  type MailingVendorName,
} from "./mailing";
import { createLocalCheckout, createStripeCheckout, type LocalCheckout, type PaymentProvider } from "./payments";
import { createOpenAiCompatibleTranscriber, type Transcriber } from "./stt";

/** Where the card's own front is served to vendors that fetch the picture side by URL (IgnitePost's `image`). */
export const CARD_FRONT_PATH = "/api/card-front.png";
/** Each front's picture side: `${CARD_FRONTS_PATH}/<front id>.png`, public, for IgnitePost to fetch. */
export const CARD_FRONTS_PATH = "/api/card-fronts";

/** What the local print shop asks of the app: draw the card, time its steps, report its status. */
export type PrintShopHooks = Pick<LocalPrintShopDeps, "writeCardFiles" | "scheduleStep" | "onStatus">;

/**
 * Every vendor adapter, chosen here once from the configuration: the real one when its settings
 * are present, else the embedded default (logged as test/local mode). Services receive these
 * interfaces and never choose.
 */
export function createProviders(config: Config, deps: { db: Db; log: Logger; printShop: PrintShopHooks }) {
  const { db, log } = deps;

  const stripe = config.STRIPE_SECRET_KEY
    ? createStripeCheckout({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiUrl: config.STRIPE_API_URL,
      })
    : null;
  const localCheckout = stripe ? null : createLocalCheckout(db);
  const payments: PaymentProvider = stripe ?? (localCheckout as LocalCheckout);
  log.info({ provider: payments.name, testMode: payments.testMode }, "payments provider chosen");

  // The local print shop also finishes cards it took before IgnitePost was configured.
  const localPrintShop = createLocalPrintShop({
    db,
    outboxDir: path.join(config.dataDir, "outbox", "postcards"),
    stepSeconds: config.LOCAL_MAIL_STEP_SECONDS,
    ...deps.printShop,
  });
  // MAILING_VENDORS, in its order of preference (loadConfig checked each is configured); unset,
  // the local print shop alone.
  const siteUrl = (config.PUBLIC_URL ?? "").replace(/\/$/, "");
  const build: Record<MailingVendorName, () => MailingVendor> = {
    local: () => localPrintShop,
    ignitepost: () =>
      createIgnitePost({
        apiUrl: config.IGNITEPOST_API_URL,
        token: config.IGNITEPOST_TOKEN ?? "",
        font: config.IGNITEPOST_FONT ?? "",
        // The operator's one image for every card, else each card's own front from our site.
        image: config.IGNITEPOST_IMAGE ?? ((front) => `${siteUrl}${CARD_FRONTS_PATH}/${front}.png`),
        letterTemplateId: config.IGNITEPOST_LETTER_TEMPLATE,
        testMode: config.IGNITEPOST_TEST_MODE,
        timeoutMs: config.IGNITEPOST_TIMEOUT_SECONDS * 1000,
      }),
    handwrytten: () =>
      createHandwrytten({
        apiUrl: config.HANDWRYTTEN_API_URL,
        apiKey: config.HANDWRYTTEN_API_KEY ?? "",
        cardId: config.HANDWRYTTEN_CARD_ID ?? 0,
        cardIdsByFront: config.HANDWRYTTEN_CARD_IDS,
        fontLabel: config.HANDWRYTTEN_FONT ?? "",
        creditCardId: config.HANDWRYTTEN_CREDIT_CARD_ID ?? 0,
        webhookUrl:
          siteUrl && config.HANDWRYTTEN_WEBHOOK_SECRET
            ? `${siteUrl}/api/webhooks/handwrytten/${config.HANDWRYTTEN_WEBHOOK_SECRET}`
            : undefined,
        timeoutMs: config.HANDWRYTTEN_TIMEOUT_SECONDS * 1000,
        onUnknownStatus: (status, vendorOrderId) =>
          log.warn({ vendor: "handwrytten", status, vendorOrderId }, "Handwrytten sent a status word we do not know"),
      }),
  };
  const mailingVendors: MailingVendor[] = (
    config.MAILING_VENDORS.length ? config.MAILING_VENDORS : ["local" as const]
  ).map((name) => build[name]());
  for (const vendor of mailingVendors) {
    log.info(
      { vendor: vendor.name, testMode: vendor.testMode },
      vendor.name === "local" ? "mailing: local print shop (test mode: nothing is mailed)" : `mailing: ${vendor.name}`,
    );
  }

  const email: EmailTransport = config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL)
    : createLocalFileTransport(path.join(config.dataDir, "outbox", "mail"));
  log.info(
    { transport: email.name },
    email.name === "local" ? "email: .eml files in the outbox (test mode)" : "email: SMTP",
  );

  const drafter: Drafter = createDrafter(config);
  log.info({ provider: drafter.name, model: drafter.model }, "drafting provider");

  const transcriber: Transcriber | null = createTranscriber(config);
  log.info(
    { provider: transcriber?.name ?? "none" },
    transcriber ? "transcription: configured" : "transcription: none (voice hidden)",
  );

  const addresses: AddressAutocompleteProvider = config.GOOGLE_MAPS_API_KEY
    ? createGooglePlacesProvider({ apiKey: config.GOOGLE_MAPS_API_KEY, baseUrl: config.GOOGLE_PLACES_URL })
    : createLocalAddressProvider();
  log.info(
    { provider: addresses.kind },
    addresses.kind === "local" ? "address autocomplete: local (test) mode" : "address autocomplete: Google Places",
  );

  // Geocodio when keyed; the Census geocoder when its address is set; otherwise none (ZIP only).
  const geocoder: DistrictGeocoder | null = config.GEOCODIO_API_KEY
    ? createGeocodio({ apiKey: config.GEOCODIO_API_KEY, baseUrl: config.GEOCODIO_API_URL })
    : config.CENSUS_GEOCODER_URL
      ? createCensusGeocoder({ baseUrl: config.CENSUS_GEOCODER_URL })
      : null;
  log.info({ geocoder: geocoder?.name ?? "none" }, "district geocoder");

  return {
    payments,
    stripe,
    localCheckout,
    mailingVendors,
    localPrintShop,
    email,
    drafter,
    transcriber,
    addresses,
    geocoder,
  };
}

/**
 * AI_PROVIDER picks the drafter; unset, a configured key picks it; no key means the embedded composer.
 * A half-configured provider stops the start with a clear message instead of failing every draft.
 */
export function createDrafter(config: Config): Drafter {
  const provider =
    config.AI_PROVIDER ?? (config.OPENAI_API_KEY ? "openai" : config.ANTHROPIC_API_KEY ? "anthropic" : "local");
  switch (provider) {
    case "local":
      return localComposer;
    case "openai": {
      if (!config.OPENAI_API_KEY && !config.AI_BASE_URL)
        throw new ConfigError("AI_PROVIDER=openai needs OPENAI_API_KEY.");
      const openai = createOpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.AI_BASE_URL });
      const modelId = config.AI_MODEL ?? "gpt-4.1-mini";
      return createAiSdkDrafter({
        name: "openai",
        modelId,
        model: openai(modelId),
        webSearch: { web_search: openai.tools.webSearch({ searchContextSize: "low" }) },
        research: config.AI_WEB_SEARCH,
      });
    }
    case "anthropic": {
      if (!config.ANTHROPIC_API_KEY) throw new ConfigError("AI_PROVIDER=anthropic needs ANTHROPIC_API_KEY.");
      const anthropic = createAnthropic({ apiKey: config.ANTHROPIC_API_KEY, baseURL: config.AI_BASE_URL });
      const modelId = config.AI_MODEL ?? "claude-haiku-4-5";
      return createAiSdkDrafter({
        name: "anthropic",
        modelId,
        model: anthropic(modelId),
        webSearch: { web_search: anthropic.tools.webSearch_20250305({ maxUses: 3 }) },
        research: config.AI_WEB_SEARCH,
      });
    }
    case "openai-compatible": {
      if (!config.AI_BASE_URL || !config.AI_MODEL) {
        throw new ConfigError("AI_PROVIDER=openai-compatible needs AI_BASE_URL and AI_MODEL.");
      }
      const compatible = createOpenAICompatible({
        name: "openai-compatible",
        baseURL: config.AI_BASE_URL,
        apiKey: config.OPENAI_API_KEY,
      });
      // Such servers (Ollama, vLLM, a search-backed model) have no standard search tool: when
      // AI_WEB_SEARCH is on, the model itself is asked for sources.
      return createAiSdkDrafter({
        name: "openai-compatible",
        modelId: config.AI_MODEL,
        model: compatible.chatModel(config.AI_MODEL),
        webSearch: null,
        research: config.AI_WEB_SEARCH,
      });
    }
  }
}

/** The real adapter when configured; otherwise none, and the voice buttons stay hidden. */
function createTranscriber(config: Config): Transcriber | null {
  const apiKey = config.STT_API_KEY ?? config.OPENAI_API_KEY;
  const baseUrl = config.STT_BASE_URL ?? (config.STT_API_KEY ? "https://api.openai.com/v1" : undefined);
  if (!baseUrl) return null;
  return createOpenAiCompatibleTranscriber({ baseUrl, apiKey, model: config.STT_MODEL });
}
