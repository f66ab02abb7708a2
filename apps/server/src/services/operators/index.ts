import {
  createOperatorAuth,
  isOperatorEmail,
  loadAuthSecret,
  type OperatorAuth,
  type OperatorAuthDeps,
} from "./operator-auth";

export type OrganiserCheck =
  | { kind: "none" }
  | { kind: "not_organiser"; email: string }
  | { kind: "organiser"; email: string; userId: string };

export type SessionCheck =
  | { kind: "none" }
  | { kind: "not_operator"; email: string }
  | { kind: "operator"; email: string; userId: string };

/** Who may use the console. better-auth is built on first use, so job workers never load it. */
export function createOperators(deps: OperatorAuthDeps) {
  let auth: Promise<OperatorAuth> | null = null;
  const isOrganiser = async (userId: string) =>
    !!(await deps.db.selectFrom("organisers").select("user_id").where("user_id", "=", userId).executeTakeFirst());
  const getAuth = () => {
    auth ??= loadAuthSecret(deps.config, deps.db).then((secret) => createOperatorAuth(deps, secret));
    return auth;
  };
  return {
    /**
     * better-auth's routes under /api/auth. With PUBLIC_URL unset, better-auth takes its base URL
     * (the host of the sign-in link it emails) from the URL of the request it is handed, so it is
     * only ever handed one rebuilt on `siteUrl`, our own site URL, never the client's Host. The
     * HTTP layer refuses a host that is not ours before this.
     */
    async handle(request: Request, siteUrl: string): Promise<Response> {
      const url = new URL(request.url);
      const ours = new URL(`${url.pathname}${url.search}`, new URL(siteUrl).origin);
      const init = { method: request.method, headers: request.headers, body: request.body, duplex: "half" };
      return (await getAuth()).handler(new Request(ours, init as RequestInit));
    },
    /**
     * The session behind a request's cookie, checked in PostgreSQL (an expired or signed-out one is
     * none), and whether its address is an operator's now. `headers` carry a refreshed cookie.
     */
    async check(requestHeaders: Headers): Promise<{ session: SessionCheck; headers: Headers }> {
      const { headers, response } = await (await getAuth()).api.getSession({
        headers: requestHeaders,
        returnHeaders: true,
      });
      if (!response) return { session: { kind: "none" }, headers };
      const email = response.user.email;
      if (isOperatorEmail(deps.config, email)) {
        return { session: { kind: "operator", email, userId: response.user.id }, headers };
      }
      // No longer listed: every session of the address ends now, so listing it again revives none.
      // An organiser's sessions are theirs to keep: /organize is theirs whatever the console says.
      if (!(await isOrganiser(response.user.id))) {
        await deps.db.deleteFrom("auth_sessions").where("user_id", "=", response.user.id).execute();
        deps.log.info("console sessions ended: the address is no longer in ADMIN_EMAILS");
      }
      return { session: { kind: "not_operator", email }, headers };
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

export { CLIENT_IP_HEADER } from "./operator-auth";
