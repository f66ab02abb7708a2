import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cardFrontIds } from "@civic/contracts/card-fronts";
import { z } from "zod";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const defaultCongressDir = path.resolve(repoRoot, "../shared/data/congress");
const defaultStateDir = path.resolve(repoRoot, "../shared/data/state");

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "true" || v === "1"));
/** An integer setting; empty counts as unset (a copied `.env.example` leaves them empty). */
const int = (min: number, max: number) => optional.pipe(z.coerce.number<string>().int().min(min).max(max).optional());
const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Every setting the process reads, validated once at start. `.env.example` lists them all. */
const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  ROLE: z.enum(["web", "worker", "all"]).default("all"),
  DATA_DIR: z.string().default(".data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: optional.pipe(z.url("DATABASE_URL must be a postgres:// URL").optional()),
  EMBEDDED_PG_PORT: int(1024, 65535),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, "apps/web/dist")),
  APP_NAME: z.string().default("Civic Postcard"),
  ASSISTANT_NAME: z.string().default("Quill"),
  SUPPORT_EMAIL: z.email("SUPPORT_EMAIL must be an email address").default("support@civicpostcard.org"),
  PUBLIC_URL: optional.pipe(z.url("PUBLIC_URL must be a URL like https://civicpostcard.org").optional()),
  PRODUCTION_HOSTS: list.default([]),
  CONGRESS_DATA_DIR: z.string().default(fs.existsSync(defaultCongressDir) ? defaultCongressDir : ""),
  // The state legislator directory's folder (laid out as ../shared/data/state). Unset: the members
  // from Open States' archive (STATE_PEOPLE_URL) with the bundled district tables; a first start
  // that can read neither seeds from the snapshot bundled in apps/server/data/state.
  STATE_DATA_DIR: z.string().default(fs.existsSync(defaultStateDir) ? defaultStateDir : ""),
  STATE_PEOPLE_URL: z.url().default("https://github.com/openstates/people/archive/refs/heads/main.tar.gz"),
  // Tests and demos only: the instant the server's clock starts at (it runs on from there).
  CLOCK_START: optional.pipe(z.iso.datetime({ offset: true, error: "CLOCK_START must be an ISO instant" }).optional()),
  CONGRESS_DATA_URL: z.url().default("https://unitedstates.github.io/congress-legislators"),
  ZCCD_URL: z
    .url()
    .default("https://raw.githubusercontent.com/OpenSourceActivismTech/us-zipcodes-congress/master/zccd.csv"),
  // The Congress whose districts the ZIP table (zccd.csv) describes: 119 for the upstream table.
  // A table of another Congress, same format, loads by setting this.
  ZCCD_CONGRESS: z.coerce.number().int().min(100).max(200).default(119),
  GEOCODIO_API_KEY: optional,
  GEOCODIO_API_URL: z.url().default("https://api.geocod.io"),
  // Off unless set: the Census geocoder needs the network, and the embedded default runs offline.
  CENSUS_GEOCODER_URL: optional.pipe(z.url("CENSUS_GEOCODER_URL must be a URL").optional()),
  GOOGLE_MAPS_API_KEY: optional,
  GOOGLE_PLACES_URL: z.url().default("https://places.googleapis.com"),
  AI_PROVIDER: z.enum(["local", "openai", "anthropic", "openai-compatible"]).optional(),
  AI_MODEL: optional,
  AI_BASE_URL: optional.pipe(z.url("AI_BASE_URL must be a URL").optional()),
  AI_WEB_SEARCH: bool(false),
  OPENAI_API_KEY: optional,
  ANTHROPIC_API_KEY: optional,
  STT_BASE_URL: optional.pipe(z.url("STT_BASE_URL must be a URL").optional()),
  STT_API_KEY: optional,
  STT_MODEL: z.string().default("whisper-1"),
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_URL: optional.pipe(z.url().optional()),
  IGNITEPOST_TOKEN: optional,
  /** The last segment of the webhook URL we register (IgnitePost signs nothing): long, so unguessable. */
  IGNITEPOST_WEBHOOK_SECRET: optional.pipe(
    z.string().min(32, "IGNITEPOST_WEBHOOK_SECRET must be at least 32 characters").optional(),
  ),
  IGNITEPOST_API_URL: z.url().default("https://dashboard.ignitepost.com/api/v1"),
  /** A font key from IgnitePost's GET /fonts: required by POST /orders. */
  IGNITEPOST_FONT: optional,
  /** A stock image key or a public image URL; unset, the card's own front served from PUBLIC_URL. */
  IGNITEPOST_IMAGE: optional,
  /**
   * A letter template id (GET /letter_templates; a number). Checked at start and refused: the API
   * cannot show whether it prints its own greeting (docs/decisions/0053).
   */
  IGNITEPOST_LETTER_TEMPLATE: int(1, 1_000_000_000),
  /** Sends `X-TESTING: true`: IgnitePost takes the orders and persists none of them. */
  IGNITEPOST_TEST_MODE: bool(false),
  /** How long an order call may take; past it the card's outcome is unknown (never re-sent by itself). */
  IGNITEPOST_TIMEOUT_SECONDS: int(1, 120).transform((v) => v ?? 15),
  /** The mailing vendors in order of preference (ignitepost, handwrytten, local); unset, the local print shop. */
  MAILING_VENDORS: list.pipe(
    z.array(z.enum(["ignitepost", "handwrytten", "local"], "MAILING_VENDORS names ignitepost, handwrytten or local")),
  ),
  HANDWRYTTEN_API_KEY: optional,
  // The official SDKs' base (docs/decisions/0071).
  HANDWRYTTEN_API_URL: z.url().default("https://api.handwrytten.com/v2"),
  /** The card design (a card id from Handwrytten's catalogue): required by its single step order. */
  HANDWRYTTEN_CARD_ID: int(1, 1_000_000_000),
  /**
   * A card design per front, "yosemite:5678,arches:1234" (decision 0074): a card with that front
   * is ordered on that design; any other front on HANDWRYTTEN_CARD_ID's.
   */
  HANDWRYTTEN_CARD_IDS: list.pipe(
    z
      .array(
        z
          .string()
          .regex(/^[a-z-]+:\d{1,10}$/, 'HANDWRYTTEN_CARD_IDS is a list of "front:card id", e.g. "yosemite:5678"')
          .transform((pair) => pair.split(":") as [string, string])
          .refine(([front]) => (cardFrontIds as readonly string[]).includes(front), {
            message: `HANDWRYTTEN_CARD_IDS names a front that does not exist (fronts: ${cardFrontIds.join(", ")})`,
          })
          .transform(([front, id]) => [front, Number(id)] as const),
      )
      .transform((pairs) => Object.fromEntries(pairs) as Record<string, number>),
  ),
  /** The handwriting: a font label such as "Casual David"; required by its single step order. */
  HANDWRYTTEN_FONT: optional,
  /** The payment card on the Handwrytten account to charge (invoiced accounts need none). */
  HANDWRYTTEN_CREDIT_CARD_ID: int(1, 1_000_000_000),
  HANDWRYTTEN_WEBHOOK_SECRET: optional.pipe(
    z.string().min(32, "HANDWRYTTEN_WEBHOOK_SECRET must be at least 32 characters").optional(),
  ),
  HANDWRYTTEN_TIMEOUT_SECONDS: int(1, 120).transform((v) => v ?? 15),
  LOCAL_MAIL_STEP_SECONDS: z.coerce.number().min(0).default(30),
  SMTP_URL: optional,
  /** Key of the status pages' secret links; unset (not in production), a random key is kept in the database. */
  ORDER_LINK_SECRET: optional.pipe(z.string().min(32, "ORDER_LINK_SECRET must be at least 32 characters").optional()),
  /** Days after an order's last card settles until its personal data is erased. */
  RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
  MAIL_FROM: z.string().default("Civic Postcard <hello@civicpostcard.org>"),
  POSTHOG_KEY: optional,
  POSTHOG_HOST: z.url().default("https://us.i.posthog.com"),
  SENTRY_DSN: optional,
  RATE_LIMIT_ENABLED: bool(true),
  /** Card rendering threads (previews and print files), and how many renders may wait for one. */
  RENDER_THREADS: z.coerce.number().int().min(1).max(64).default(os.availableParallelism()),
  RENDER_QUEUE: z.coerce.number().int().min(0).default(16),
  /**
   * Draw each card front's print image at start, where jobs write print files, rather than on the
   * first print file. Off for short-lived servers (the browser tests start 18): 2 s of CPU each.
   */
  PRINT_WARM_UP: bool(true),
  /** Operators of the console (/admin): comma-separated email addresses. */
  ADMIN_EMAILS: list.transform((emails) => emails.map((e) => e.toLowerCase())),
  /**
   * The console asks for a passkey: an operator's email link then only lets them enrol their
   * first passkey, and every console action needs a session opened with a passkey.
   */
  ADMIN_REQUIRE_PASSKEY: bool(false),
  /** Signs console session cookies; unset (not in production), a secret made at the first start is kept in PostgreSQL. */
  AUTH_SECRET: optional.pipe(z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional()),
  /** Drafting and transcription calls per minute across all clients and processes. */
  AI_CALLS_PER_MINUTE: int(1, 1_000_000).transform((v) => v ?? 60),
  /** Behind a load balancer: take the client address from X-Forwarded-For, TRUSTED_PROXY_HOPS from the right. */
  TRUST_PROXY: bool(false),
  TRUSTED_PROXY_HOPS: int(1, 10).transform((v) => v ?? 1),
  /** /metrics on the main port answers only with this bearer token; unset, it is not served there. */
  METRICS_TOKEN: optional.pipe(z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional()),
  /** On SIGTERM, seconds of answering /readyz 503 while still serving, before the port closes. */
  SHUTDOWN_DRAIN_SECONDS: int(0, 300).transform((v) => v ?? 0),
  /** A second listener on 127.0.0.1 for /metrics and the detailed /readyz, without a token. */
  METRICS_PORT: int(1, 65535),
});

/**
 * Kept in the database, these two would let anyone with a copy of it (a backup) open every status
 * page and sign cookies for the console: a deployment (production with its own database or its
 * public hosts) takes them from the environment only. `npm start` on a fresh machine, with the
 * embedded database and no hosts, keeps them in the database so that it runs with no settings.
 */
const PRODUCTION_SECRETS = ["ORDER_LINK_SECRET", "AUTH_SECRET"] as const;

export type Config = z.infer<typeof configSchema> & { dataDir: string };

/** Parses the environment; on failure throws one line per problem, so the start stops clearly. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "env"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const missing = PRODUCTION_SECRETS.filter((name) => !parsed.data[name]);
  const deployed = Boolean(parsed.data.DATABASE_URL) || parsed.data.PRODUCTION_HOSTS.length > 0;
  if (parsed.data.NODE_ENV === "production" && deployed && missing.length) {
    throw new ConfigError(
      `In production (DATABASE_URL or PRODUCTION_HOSTS set) ${missing.join(" and ")} must be set in the environment (at least 32 characters each, ` +
        "e.g. `openssl rand -base64 32`): kept in the database, a copy of it would open every status page " +
        "and sign console cookies.",
    );
  }
  if (parsed.data.NODE_ENV === "production" && parsed.data.CLOCK_START) {
    throw new ConfigError("CLOCK_START sets a false time for tests: it is refused in production.");
  }
  checkMailingVendors(parsed.data);
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

export class ConfigError extends Error {}

/**
 * MAILING_VENDORS names the vendors cards go to, each fully configured; a vendor configured but
 * not named stops the start too (its cards would silently go to the local print shop, unmailed).
 */
function checkMailingVendors(c: z.infer<typeof configSchema>) {
  const named = new Set(c.MAILING_VENDORS);
  if (named.size !== c.MAILING_VENDORS.length) throw new ConfigError("MAILING_VENDORS names a vendor twice.");
  if (named.has("ignitepost")) {
    if (!c.IGNITEPOST_TOKEN) throw new ConfigError("MAILING_VENDORS names ignitepost: set IGNITEPOST_TOKEN.");
    // POST /orders refuses an order without a font or an image: every card would be refunded.
    if (!c.IGNITEPOST_FONT) {
      throw new ConfigError(
        "MAILING_VENDORS names ignitepost: set IGNITEPOST_FONT, a font key from IgnitePost's GET /fonts.",
      );
    }
    if (!c.IGNITEPOST_IMAGE && !c.PUBLIC_URL) {
      throw new ConfigError(
        "MAILING_VENDORS names ignitepost: set IGNITEPOST_IMAGE (a stock image key or an image URL), or PUBLIC_URL " +
          "so that IgnitePost can fetch the card's own front.",
      );
    }
  } else if (c.IGNITEPOST_TOKEN) {
    throw new ConfigError("IGNITEPOST_TOKEN is set but MAILING_VENDORS does not name ignitepost.");
  }
  if (named.has("handwrytten")) {
    // singleStepOrder requires credit_card_id "even for invoiced accounts, it just won't be charged".
    if (!c.HANDWRYTTEN_API_KEY || !c.HANDWRYTTEN_CARD_ID || !c.HANDWRYTTEN_FONT || !c.HANDWRYTTEN_CREDIT_CARD_ID) {
      throw new ConfigError(
        "MAILING_VENDORS names handwrytten: set HANDWRYTTEN_API_KEY, HANDWRYTTEN_CARD_ID, HANDWRYTTEN_FONT and " +
          "HANDWRYTTEN_CREDIT_CARD_ID (Handwrytten requires a card id even for invoiced accounts; it is not charged then).",
      );
    }
  } else if (c.HANDWRYTTEN_API_KEY) {
    throw new ConfigError("HANDWRYTTEN_API_KEY is set but MAILING_VENDORS does not name handwrytten.");
  }
}
