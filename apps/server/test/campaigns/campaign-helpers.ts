import type { CampaignInput } from "@civic/contracts/campaigns";
import { ORIGIN, signIn } from "../admin/console-helpers";
import type { TestRuntime } from "../harness";

/** Signs `email` in through /organize's link, as a browser would; returns the session cookie. */
export const signInOrganiser = (rt: TestRuntime, email: string) => signIn(rt, email, "/organize");

export function campaignInput(overrides: Partial<CampaignInput> = {}): CampaignInput {
  return {
    name: "Keep Rock Creek wild",
    organisation: "Friends of Rock Creek",
    ask: "Ask your members of Congress to fund the park's trail repairs this year.",
    talkingPoints: ["The trails are washed out", "Families use the park every weekend"],
    chamber: "both",
    goal: 100,
    endsOn: null,
    cardFront: "yosemite",
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
