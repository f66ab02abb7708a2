import fs from "node:fs";
import path from "node:path";
import type { TestRuntime } from "../harness";
import { waitFor } from "../orders/wait";

export const ORIGIN = "http://localhost";

const taken = new Set<string>();

/** A sign-in link for `email` in the local outbox not taken before (quoted-printable undone). */
export async function signInLinkFor(rt: TestRuntime, email: string): Promise<string> {
  const dir = path.join(rt.dataDir, "outbox", "mail");
  return waitFor(`a sign-in email to ${email}`, async () => {
    if (!fs.existsSync(dir)) return null;
    for (const file of fs.readdirSync(dir).sort().reverse()) {
      const text = fs
        .readFileSync(path.join(dir, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (!text.includes(`To: ${email}`)) continue;
      const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?[^\s"<>]+/.exec(text)?.[0];
      if (link && !taken.has(link)) {
        taken.add(link);
        return link.replace(/&amp;/g, "&");
      }
    }
    return null;
  });
}

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
