import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestRuntime, type TestRuntime } from "../harness";
import { campaignInput, organiserCall, signInOrganiser } from "./campaign-helpers";

// Issue 41: what a security review of campaigns, sponsored cards and sessions found, each held here.
let rt: TestRuntime;
let organiser: string;
beforeAll(async () => {
  rt = await startTestRuntime({ RATE_LIMIT_ENABLED: "false", LOCAL_MAIL_STEP_SECONDS: "3600", PORT: "4321" });
  organiser = await signInOrganiser(rt, "review-organiser@example.org");
});
afterAll(async () => {
  await rt?.stop();
});

async function liveCampaign(overrides: Parameters<typeof campaignInput>[0] = {}) {
  const input = campaignInput(overrides);
  const { id } = await (await organiserCall(rt, "POST", "/api/organize/campaigns", organiser, input)).json();
  await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, organiser, { state: "live" });
  return { id: id as string, slug: input.slug };
}

describe("a campaign's QR code", () => {
  it("encodes only the canonical site URL, whatever Host a client sends, drawn and stored once", async () => {
    const { id, slug } = await liveCampaign();
    const draws = vi.spyOn(rt.ctx.services.cards, "qrPng");
    try {
      const hosts = ["localhost:31337", "127.1.2.3", "[::1]:8080", "127.0.0.1:4321"];
      const answers = await Promise.all(
        hosts.map((host) => rt.app.request(`http://${host}/api/campaigns/${slug}/qr.png`)),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.headers.get("etag"))).size).toBe(1);
      expect(draws.mock.calls.map((call) => call[0])).toEqual([`http://localhost:4321/c/${slug}`]);
      const stored = await rt.ctx.db
        .selectFrom("campaign_qr_codes")
        .select("key")
        .where("campaign_id", "=", id)
        .execute();
      expect(stored).toHaveLength(1);
    } finally {
      draws.mockRestore();
    }
  });
});

const openFunding = (id: string, as = organiser) =>
  organiserCall(rt, "POST", `/api/organize/campaigns/${id}/budget`, as, { cards: 2 });

describe("the organisers' API", () => {
  it("caps a campaign's prepayments open at the checkout at 5", async () => {
    const { id } = await liveCampaign();
    const opened = [];
    for (let i = 0; i < 6; i++) opened.push(await openFunding(id));
    expect(opened.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 409]);
    expect((await (opened[5] as Response).json()).error.code).toBe("too_many_open_prepayments");
  });

  it("confirms only a checkout session this organiser opened for this campaign, never asking the provider otherwise", async () => {
    const { id } = await liveCampaign();
    const other = await liveCampaign();
    const theirs = (await (await openFunding(other.id)).json()).sessionId as string;
    const asked = vi.spyOn(rt.ctx.services.payments, "sessionCompleted");
    try {
      for (const sessionId of ["cs_test_someone_elses", theirs]) {
        const res = await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/budget/confirm`, organiser, {
          sessionId,
        });
        expect(res.status).toBe(404);
      }
      expect(asked).not.toHaveBeenCalled();
      const mine = (await (await openFunding(id)).json()).sessionId as string;
      const res = await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/budget/confirm`, organiser, {
        sessionId: mine,
      });
      expect(res.status).toBe(200);
      expect(asked).toHaveBeenCalledWith(mine);
    } finally {
      asked.mockRestore();
    }
  });
});

describe("the organisers' API under rate limits", () => {
  let limited: TestRuntime;
  beforeAll(async () => {
    limited = await startTestRuntime({ LOCAL_MAIL_STEP_SECONDS: "3600" });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it("limits prepayments per organiser and client (10 in 10 minutes), answering 429 with Retry-After", async () => {
    const cookie = await signInOrganiser(limited, "limited-organiser@example.org");
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const input = campaignInput();
      const { id } = await (await organiserCall(limited, "POST", "/api/organize/campaigns", cookie, input)).json();
      await organiserCall(limited, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "live" });
      ids.push(id);
    }
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 12; i++) {
      const res = await organiserCall(limited, "POST", `/api/organize/campaigns/${ids[i % 3]}/budget`, cookie, {
        cards: 1,
      });
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    // Reading the campaign still works: the payment routes have their own, tighter budget.
    expect((await organiserCall(limited, "GET", "/api/organize/campaigns", cookie)).status).toBe(200);
  });

  it("limits every /api/organize call per client, signed in or not", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 125; i++) statuses.add((await limited.app.request("/api/organize/session")).status);
    expect([...statuses].sort()).toEqual([401, 429]);
  });
});
