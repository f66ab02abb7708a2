import fs from "node:fs";
import type { CampaignInput } from "@civic/contracts/campaigns";
import type { FunctionRequest } from "@civic/contracts/functions";
import { ORIGIN, signIn } from "../admin/console-helpers";
import type { TestRuntime } from "../harness";
import { mailFilesIn } from "../mail-outbox";

/** Signs `email` in through /organize's link, as a browser would; returns the session cookie. */
export const signInOrganiser = (rt: TestRuntime, email: string) => signIn(rt, email, "/organize");

export function campaignInput(overrides: Partial<CampaignInput> = {}): CampaignInput {
  return {
    name: "Keep Rock Creek wild",
    organisation: "Friends of Rock Creek",
    ask: "Ask your members of Congress to fund the park's trail repairs this year.",
    talkingPoints: ["The trails are washed out", "Families use the park every weekend"],
    chamber: "both",
    targetState: null,
    goal: 100,
    endsOn: null,
    cardFront: "yosemite",
    language: "en",
    slug: `rock-creek-${crypto.randomUUID().slice(0, 8)}`,
    ...overrides,
  };
}

export async function organiserCall(
  rt: TestRuntime,
  method: "GET" | "POST",
  route: string,
  cookie?: string,
  body?: unknown,
): Promise<Response> {
  return rt.app.request(route, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * A sponsored sender's whole path: `claim-sponsored-cards`, then the click in the email sent to
 * the address (its link's secret read from the local outbox's order, as the link carries it), then
 * `confirm-sponsored-claim`. Answers the confirmation, or the claim's own refusal.
 */
export async function claimAndConfirm(
  rt: TestRuntime,
  body: FunctionRequest<"claim-sponsored-cards">,
): Promise<{ status: number; body: Record<string, unknown> & { status?: string } }> {
  const asked = await rt.call("claim-sponsored-cards", body);
  if (asked.status !== 200 || (asked.body as { status: string }).status !== "check_email") {
    return asked as unknown as { status: number; body: Record<string, unknown> };
  }
  const token = await emailedClaimToken(rt, body.email);
  const confirmed = await rt.call("confirm-sponsored-claim", { token });
  if (confirmed.status !== 200 || (confirmed.body as { status: string }).status !== "claimed") {
    return confirmed as unknown as { status: number; body: Record<string, unknown> };
  }
  return { status: 200, body: { ...confirmed.body, sessionId: token } };
}

/** Outbox files already read (an .eml file never changes): file name → [recipient, token]. */
const claimLinks = new Map<string, [string, string]>();

/** The secret of the sponsored-claim link emailed to `email` (the local outbox), newest first. */
export async function emailedClaimToken(rt: TestRuntime, email: string): Promise<string> {
  const to = email.trim().toLowerCase();
  const found: { token: string; mtime: number }[] = [];
  for (const key of mailFilesIn(rt.dataDir)) {
    if (!claimLinks.has(key)) {
      // Quoted-printable: soft line breaks, and a Spanish link's "?lang=" written "=3D".
      const text = fs
        .readFileSync(key, "utf8")
        .replace(/=\r?\n/g, "")
        .replaceAll("=3D", "=");
      const token = /\/c\/confirm(?:\?lang=[a-z]{2})?#(sponsored_[A-Za-z0-9_-]+)/.exec(text)?.[1];
      const recipient = /^To: (.+)$/im.exec(text)?.[1]?.trim().toLowerCase();
      if (token && recipient) claimLinks.set(key, [recipient, token]);
    }
    const link = claimLinks.get(key);
    if (link?.[0] === to) found.push({ token: link[1], mtime: fs.statSync(key).mtimeMs });
  }
  const newest = found.sort((a, b) => b.mtime - a.mtime)[0];
  if (!newest) throw new Error(`no sponsored-claim email to ${email}`);
  return newest.token;
}
