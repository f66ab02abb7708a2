import {
  createOperatorAuth,
  isOperatorEmail,
  loadAuthSecret,
  type OperatorAuth,
  type OperatorAuthDeps,
} from "./operator-auth";

export type SessionCheck =
  | { kind: "none" }
  | { kind: "not_operator"; email: string }
  | { kind: "operator"; email: string; userId: string };

/** Who may use the console. better-auth is built on first use, so job workers never load it. */
export function createOperators(deps: OperatorAuthDeps) {
  let auth: Promise<OperatorAuth> | null = null;
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
      return {
        session: isOperatorEmail(deps.config, email)
          ? { kind: "operator", email, userId: response.user.id }
          : { kind: "not_operator", email },
        headers,
      };
    },
  };
}

export { CLIENT_IP_HEADER } from "./operator-auth";
