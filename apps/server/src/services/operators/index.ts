import type { OperatorSessionInfo } from "@civic/contracts/admin";
import { errorCodes } from "@civic/contracts/errors";
import { loadAuthSecret } from "./auth-secret";
import type { OperatorAuth, OperatorAuthDeps } from "./operator-auth";
import { isOperatorEmail } from "./operator-emails";
import { isServedAuthRoute } from "./served-auth-routes";

export type OrganiserCheck =
  | { kind: "none" }
  | { kind: "not_organiser"; email: string }
  | { kind: "organiser"; email: string; userId: string };

/** What a console session may do: ADMIN_REQUIRE_PASSKEY narrows an email link's session. */
type SessionAccess = "full" | "enrol_passkey" | "sign_in_with_passkey";

export type SessionCheck =
  | { kind: "none" }
  | { kind: "not_operator"; email: string }
  | {
      kind: "operator";
      email: string;
      userId: string;
      sessionId: string;
      signedInWithPasskey: boolean;
      passkeys: number;
      access: SessionAccess;
    };

/**
 * The passkey plugin's routes that manage an operator's passkeys; signing in with one
 * (generate-authenticate-options, verify-authentication) needs no session.
 */
const PASSKEY_MANAGEMENT = new Set([
  "/api/auth/passkey/generate-register-options",
  "/api/auth/passkey/verify-registration",
  "/api/auth/passkey/list-user-passkeys",
  "/api/auth/passkey/delete-passkey",
  "/api/auth/passkey/update-passkey",
]);

/**
 * Who may use the console. better-auth is imported and built by `load()` (a serving process's
 * start) or at the first request that needs it: importing it costs about 0.6 CPU-seconds, a
 * quarter of a start, and job workers never need it (docs/decisions/0135).
 */
export function createOperators(deps: OperatorAuthDeps) {
  let auth: Promise<OperatorAuth> | null = null;
  const isOrganiser = async (userId: string) =>
    !!(await deps.db.selectFrom("organisers").select("user_id").where("user_id", "=", userId).executeTakeFirst());
  const getAuth = () => {
    auth ??= Promise.all([loadAuthSecret(deps.config, deps.db), import("./operator-auth")])
      .then(([secret, { createOperatorAuth }]) => createOperatorAuth(deps, secret))
      .catch((err: unknown) => {
        // A database that was briefly away is asked again at the next request, not remembered as failed.
        auth = null;
        throw err;
      });
    return auth;
  };
  const check = async (requestHeaders: Headers): Promise<{ session: SessionCheck; headers: Headers }> => {
    const { headers, response } = await (await getAuth()).api.getSession({
      headers: requestHeaders,
      returnHeaders: true,
    });
    if (!response) return { session: { kind: "none" }, headers };
    const email = response.user.email;
    // A session opened by /organize's link is an organiser's, whatever its address: never the console's.
    const organiserLink = (response.session as { signInMethod?: string }).signInMethod === "organiser_link";
    if (isOperatorEmail(deps.config, email) && !organiserLink) {
      const { count } = await deps.db
        .selectFrom("auth_passkeys")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("user_id", "=", response.user.id)
        .executeTakeFirstOrThrow();
      const passkeys = Number(count);
      const signedInWithPasskey = (response.session as { signInMethod?: string }).signInMethod === "passkey";
      const access: SessionAccess =
        !deps.config.ADMIN_REQUIRE_PASSKEY || signedInWithPasskey
          ? "full"
          : passkeys === 0
            ? "enrol_passkey"
            : "sign_in_with_passkey";
      return {
        session: {
          kind: "operator",
          email,
          userId: response.user.id,
          sessionId: response.session.id,
          signedInWithPasskey,
          passkeys,
          access,
        },
        headers,
      };
    }
    // No longer listed: every session of the address ends now, so listing it again revives none.
    // An organiser's sessions are theirs to keep: /organize is theirs whatever the console says.
    if (!organiserLink && !(await isOrganiser(response.user.id))) {
      await deps.db.deleteFrom("auth_sessions").where("user_id", "=", response.user.id).execute();
      deps.log.info("console sessions ended: the address is no longer in ADMIN_EMAILS");
    }
    return { session: { kind: "not_operator", email }, headers };
  };

  /**
   * Passkeys are managed by an operator's session only; with ADMIN_REQUIRE_PASSKEY, a session opened
   * by email link may enrol the operator's first passkey and nothing more: one who already has a
   * passkey must sign in with it to add or remove one, so a stolen email link adds no key.
   */
  const passkeyManagementRefusal = async (requestHeaders: Headers): Promise<Response | null> => {
    const { session } = await check(requestHeaders);
    if (session.kind === "none") return refusal(401, "unauthorized", "Sign in to use the console.");
    if (session.kind === "not_operator") {
      return refusal(403, "forbidden", "This address is not an operator of the console.");
    }
    if (session.access === "sign_in_with_passkey") {
      return refusal(403, "passkey_required", "Sign in with your passkey to change your passkeys.");
    }
    return null;
  };

  return {
    /** Imports and builds better-auth now (a serving process's start), not at the first request. */
    async load(): Promise<void> {
      await getAuth();
    },
    /**
     * better-auth's routes under /api/auth. With PUBLIC_URL unset, better-auth takes its base URL
     * (the host of the sign-in link it emails) from the URL of the request it is handed, so it is
     * only ever handed one rebuilt on `siteUrl`, our own site URL, never the client's Host. The
     * HTTP layer refuses a host that is not ours before this.
     */
    async handle(request: Request, siteUrl: string): Promise<Response> {
      const url = new URL(request.url);
      if (!isServedAuthRoute(url.pathname)) return refusal(404, errorCodes.notFound, "Not found.");
      if (PASSKEY_MANAGEMENT.has(url.pathname)) {
        const refusal = await passkeyManagementRefusal(request.headers);
        if (refusal) return refusal;
      }
      const ours = new URL(`${url.pathname}${url.search}`, new URL(siteUrl).origin);
      const init = { method: request.method, headers: request.headers, body: request.body, duplex: "half" };
      return (await getAuth()).handler(new Request(ours, init as RequestInit));
    },
    /**
     * The session behind a request's cookie, checked in PostgreSQL (an expired or signed-out one is
     * none), and whether its address is an operator's now. `headers` carry a refreshed cookie.
     */
    async check(requestHeaders: Headers): Promise<{ session: SessionCheck; headers: Headers }> {
      return check(requestHeaders);
    },
    /** The session behind a request's cookie, and whether its user signed in through /organize. */
    async checkOrganiser(requestHeaders: Headers): Promise<{ session: OrganiserCheck; headers: Headers }> {
      const { headers, response } = await (await getAuth()).api.getSession({
        headers: requestHeaders,
        returnHeaders: true,
      });
      if (!response) return { session: { kind: "none" }, headers };
      const { email, id } = response.user;
      if (!(await isOrganiser(id))) return { session: { kind: "not_organiser", email }, headers };
      return { session: { kind: "organiser", email, userId: id }, headers };
    },
    /**
     * An organiser's erasure: their sign-in record goes, and with it (the database's cascades) their
     * sessions, their organiser role and their campaigns; orders keep their cards but no campaign.
     */
    async eraseOrganiser(userId: string) {
      await deps.db.deleteFrom("auth_users").where("id", "=", userId).execute();
      deps.log.info("an organiser erased their account and campaigns");
    },
    /** The operator's own sessions that have not expired, the current one first, newest next. */
    async listSessions(userId: string, currentSessionId: string): Promise<OperatorSessionInfo[]> {
      const rows = await deps.db
        .selectFrom("auth_sessions")
        .select(["id", "sign_in_method", "created_at", "updated_at", "expires_at", "ip_address", "user_agent"])
        .where("user_id", "=", userId)
        .where("sign_in_method", "!=", "organiser_link")
        .where("expires_at", ">", new Date())
        .orderBy("updated_at", "desc")
        .execute();
      return rows
        .map((r) => ({
          id: r.id,
          current: r.id === currentSessionId,
          signInMethod: r.sign_in_method === "passkey" ? ("passkey" as const) : ("email_link" as const),
          createdAt: new Date(r.created_at).toISOString(),
          lastActiveAt: new Date(r.updated_at).toISOString(),
          expiresAt: new Date(r.expires_at).toISOString(),
          ipAddress: r.ip_address,
          userAgent: r.user_agent,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current));
    },
    /** Signs out one of the operator's own sessions (another operator's id matches nothing). */
    async endSession(userId: string, sessionId: string): Promise<boolean> {
      const { numDeletedRows } = await deps.db
        .deleteFrom("auth_sessions")
        .where("id", "=", sessionId)
        .where("user_id", "=", userId)
        .where("sign_in_method", "!=", "organiser_link")
        .executeTakeFirst();
      return numDeletedRows > 0n;
    },

    /** At start: the sessions of every address that ADMIN_EMAILS no longer lists end. */
    async endFormerOperatorSessions() {
      const listed = deps.config.ADMIN_EMAILS;
      const former = deps.db
        .selectFrom("auth_users")
        .select("id")
        .$if(listed.length > 0, (q) => q.where((eb) => eb(eb.fn("lower", ["email"]), "not in", listed)))
        // Organisers keep theirs: the console's role is checked on every request anyway.
        .where("id", "not in", deps.db.selectFrom("organisers").select("user_id"));
      const { numDeletedRows } = await deps.db
        .deleteFrom("auth_sessions")
        .where("user_id", "in", former)
        .executeTakeFirst();
      if (numDeletedRows > 0n) {
        deps.log.info(
          { sessions: Number(numDeletedRows) },
          "console sessions ended: their addresses left ADMIN_EMAILS",
        );
      }
    },
  };
}

const refusal = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { "content-type": "application/json" },
  });

export { CLIENT_IP_HEADER } from "./client-ip-header";
