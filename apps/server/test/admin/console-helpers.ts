import type { TestRuntime } from "../harness";
import { signInLinkFor } from "./sign-in-link";

export { signInLinkFor };

export const ORIGIN = "http://localhost";

/**
 * Signs `email` in through the email link, as a browser would (the console's, or `/organize`'s
 * with that callback); returns the session cookie.
 */
export async function signIn(rt: TestRuntime, email: string, callbackURL = "/admin"): Promise<string> {
  const asked = await rt.app.request("/api/auth/sign-in/magic-link", {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ email, callbackURL }),
  });
  if (asked.status !== 200) throw new Error(`sign-in: ${asked.status} ${await asked.text()}`);
  const link = new URL(await signInLinkFor(rt, email));
  const verified = await rt.app.request(`${link.pathname}${link.search}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c?.includes("session_token"));
  if (!cookie) throw new Error(`no session cookie (${verified.status})`);
  return cookie;
}

export async function adminGet(rt: TestRuntime, route: string, cookie?: string): Promise<Response> {
  return rt.app.request(route, { headers: cookie ? { cookie } : {} });
}

export async function adminPost(
  rt: TestRuntime,
  route: string,
  body: unknown,
  cookie?: string,
  origin = ORIGIN,
): Promise<Response> {
  return rt.app.request(route, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

export const action = (reason = "Customer asked by email") => ({ reason, idempotencyKey: crypto.randomUUID() });
