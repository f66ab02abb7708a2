import { createHash } from "node:crypto";
import { kyselyAdapter } from "@better-auth/kysely-adapter";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { magicLink } from "better-auth/plugins";
import type { Config } from "../../core/config";
import type { Logger } from "../../core/logger";
import type { Db } from "../../db/database";
import type { EmailTransport } from "../../providers/email";
import { authSchema } from "./auth-schema";
import { betterAuthLogLevel } from "./better-auth-log-level";
import { CLIENT_IP_HEADER } from "./client-ip-header";
import { logBetterAuthError } from "./log-better-auth-error";
import { isOperatorEmail } from "./operator-emails";
import { hashSessionTokens } from "./session-token-hash";
import { organiserSignInEmail, signInEmail } from "./sign-in-email";
import { hasSignInKindSeal, SIGN_IN_KIND_PARAM, signInKindSeal } from "./sign-in-kind-seal";

/** site: "12-hour idle expiry": every use after five minutes pushes the end 12 hours out again. */
const SESSION_IDLE_SECONDS = 12 * 60 * 60;
const SESSION_REFRESH_SECONDS = 5 * 60;

export interface OperatorAuthDeps {
  config: Config;
  db: Db;
  log: Logger;
  transport: EmailTransport;
  /** The site's rate limits (PostgreSQL): organisers' links are counted per address too. */
  rateLimits: { consume(name: string, limit: { points: number; windowSeconds: number }, key: string): Promise<void> };
  /** The site URL an emailed link is built on, from the URL better-auth made it on (services/site). */
  emailedLinkSiteUrl: (url: URL) => string;
}

/** A sign-in link better-auth made on the request's site URL, moved onto the emailed links' site. */
function onEmailedLinkSite(deps: OperatorAuthDeps, link: URL): URL {
  const site = new URL(deps.emailedLinkSiteUrl(link));
  return site.origin === link.origin ? link : new URL(`${link.pathname}${link.search}`, site.origin);
}

/**
 * One organiser sign-in link per address per 5 minutes, whoever asks: a stranger cannot flood an
 * inbox, and the answer is the same either way (better-auth answers before knowing).
 */
const ORGANISER_LINK_PER_ADDRESS = { points: 1, windowSeconds: 5 * 60 };

/** Where /organize's sign-in link lands; a session opened through it makes its user an organiser. */
const ORGANISER_CALLBACK = "/organize";

/** Whether a link (or a verification's callbackURL) is /organize's: the organiser's sign-in. */
function isOrganiserCallback(callbackURL: string | null | undefined): boolean {
  return callbackURL === ORGANISER_CALLBACK || !!callbackURL?.startsWith(`${ORGANISER_CALLBACK}/`);
}

/** The callbackURL a sign-in was asked with (the magic link's verification carries it). */
function callbackOf(ctx: { query?: unknown } | null | undefined): string | undefined {
  return (ctx?.query as { callbackURL?: string } | undefined)?.callbackURL;
}

/**
 * The console's and the organisers' sign-in: better-auth with its magic-link and passkey plugins,
 * sessions, passkeys and one-time tokens in our PostgreSQL (tables auth_*). For the console, only an
 * operator's address is ever sent a link; anyone else gets the same answer and no email, so the form
 * says nothing about who is an operator. Anyone may organise: a link asked for /organize goes to any
 * address, and the session it opens makes its user an organiser (docs/decisions/0043). Each session
 * records how it was opened (ADMIN_REQUIRE_PASSKEY reads it); one opened by /organize's link is an
 * organiser's only and never the console's, even for an operator's address.
 */
export function createOperatorAuth(deps: OperatorAuthDeps, secret: string) {
  const { config, log } = deps;
  const { passkey: passkeyTables, ...tables } = authSchema;
  return betterAuth({
    appName: config.APP_NAME,
    // Unset: the origin of the request handed over, which `handle` (./index.ts) rebuilds on our own
    // site URL, so a client's Host never becomes a sign-in link. Do not call `handler` directly.
    baseURL: config.PUBLIC_URL,
    basePath: "/api/auth",
    secret,
    // better-auth's Kysely adapter on our own instance and pool, storing only a hash of each
    // session token (session-token-hash.ts): a copy of the database signs no one in.
    database: hashSessionTokens(kyselyAdapter(deps.db as never, { type: "postgres" })),
    ...tables,
    session: {
      ...authSchema.session,
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    databaseHooks: {
      session: {
        create: {
          // A passkey's sign-in opens a 'passkey' session; /organize's link an 'organiser_link' one
          // (never the console's); every other way in is the console's email link.
          async before(session, ctx) {
            const signInMethod =
              ctx?.path === "/passkey/verify-authentication"
                ? "passkey"
                : isOrganiserCallback(callbackOf(ctx))
                  ? "organiser_link"
                  : "email_link";
            return { data: { ...session, signInMethod } };
          },
          // The magic link's verification carries its callbackURL: /organize's grants the role.
          async after(session, ctx) {
            if (!isOrganiserCallback(callbackOf(ctx))) return;
            await deps.db
              .insertInto("organisers")
              .values({ user_id: session.userId })
              .onConflict((oc) => oc.column("user_id").doNothing())
              .execute();
          },
        },
      },
    },
    hooks: {
      // A link opens only the kind of session it was issued for: its callbackURL's kind must match
      // the seal made with the token (sendMagicLink below), so /organize's link edited to /admin
      // opens nothing.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/magic-link/verify") return;
        const query = (ctx.query ?? {}) as Record<string, unknown>;
        const token = typeof query.token === "string" ? query.token : "";
        const seal = typeof query[SIGN_IN_KIND_PARAM] === "string" ? (query[SIGN_IN_KIND_PARAM] as string) : "";
        const organiser = isOrganiserCallback(typeof query.callbackURL === "string" ? query.callbackURL : undefined);
        if (!hasSignInKindSeal(secret, token, organiser, seal)) {
          log.info("a sign-in link was opened with a callbackURL it was not issued for: refused");
          throw new APIError("FORBIDDEN", { message: "This sign-in link is not valid. Ask for a new one." });
        }
      }),
      // Enrolling a passkey is a passkey ceremony on this session: it counts as signed in with one.
      after: createAuthMiddleware(async (ctx) => {
        const sessionId = ctx.context.session?.session.id;
        if (ctx.path !== "/passkey/verify-registration" || !sessionId) return;
        if (ctx.context.returned instanceof Error) return;
        await deps.db
          .updateTable("auth_sessions")
          .set({ sign_in_method: "passkey" })
          .where("id", "=", sessionId)
          .execute();
      }),
    },
    // Operators sign in by email link or passkey: no passwords, no self-service sign-up form.
    emailAndPassword: { enabled: false },
    rateLimit: {
      ...authSchema.rateLimit,
      enabled: config.RATE_LIMIT_ENABLED,
      storage: "database",
    },
    advanced: {
      // HttpOnly and SameSite=Lax are better-auth's defaults; Secure (and the __Secure- prefix) in production.
      useSecureCookies: config.NODE_ENV === "production",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    onAPIError: { onError: (error) => logBetterAuthError(log, error) },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message) => log[betterAuthLogLevel(level, message)](message),
    },
    plugins: [
      passkey({
        // A passkey belongs to the site's host: PUBLIC_URL's, else the (trusted) host of the request,
        // which `handle` (./index.ts) hands over as better-auth's base URL; the plugin takes both from there.
        rpName: config.APP_NAME,
        // The page a ceremony must come from: PUBLIC_URL's origin, else the request's Origin, which
        // the browser binds to that host (a passkey answers only its own site).
        origin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : null,
        schema: passkeyTables,
      }),
      magicLink({
        expiresIn: 10 * 60,
        // Only a hash of the token is stored: a copy of the database signs no one in.
        storeToken: "hashed",
        async sendMagicLink({ email, url: madeOn, token }) {
          // With PUBLIC_URL unset the link was made on the request's host: a loopback one is moved
          // onto http://localhost:$PORT or the first production host (issue 41 #14).
          const link = onEmailedLinkSite(deps, new URL(madeOn));
          const organiser = isOrganiserCallback(link.searchParams.get("callbackURL"));
          link.searchParams.set(SIGN_IN_KIND_PARAM, signInKindSeal(secret, token, organiser));
          const url = link.toString();
          if (organiser) {
            const address = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
            try {
              await deps.rateLimits.consume("organiser-sign-in:address", ORGANISER_LINK_PER_ADDRESS, address);
            } catch (err) {
              if ((err as { status?: number }).status !== 429) throw err;
              log.info("an organiser's sign-in link was asked again within 5 minutes: not sent");
              return;
            }
            void deps.transport
              .send(organiserSignInEmail({ config, to: email, url }))
              .catch((err) => log.error({ err }, "organiser sign-in email could not be sent"));
            return;
          }
          if (!isOperatorEmail(config, email)) {
            log.info("console sign-in asked for an address that is not an operator");
            return;
          }
          // Not awaited: an operator's answer must not take longer than anyone else's.
          void deps.transport
            .send(signInEmail({ config, to: email, url }))
            .catch((err) => log.error({ err }, "console sign-in email could not be sent"));
        },
      }),
    ],
  });
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;
