import type { CreatePaymentRequest } from "@civic/contracts/payments";
import type { StateLegislator } from "@civic/contracts/state-legislators";
import { senders } from "@civic/test-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "../harness";
import { placeOrder } from "../orders/order-fixtures";
import { campaignInput, organiserCall, signInOrganiser } from "./campaign-helpers";

// Campaigns that write to a statehouse (issue 37 item 3, docs/decisions/0125): the organiser's
// choice, who may send in them, and how the tally and dashboard count their cards.
let rt: TestRuntime;
let cookie: string;
beforeAll(async () => {
  rt = await startTestRuntime({ RATE_LIMIT_ENABLED: "false", LOCAL_MAIL_STEP_SECONDS: "3600" });
  cookie = await signInOrganiser(rt, "statehouse@example.org");
});
afterAll(async () => {
  await rt?.stop();
});

const { userInfo } = senders.burlington;
const ZIP = userInfo.zipCode;

/** A live campaign from these fields; its id and slug. */
async function liveCampaign(fields: Parameters<typeof campaignInput>[0]) {
  const input = campaignInput(fields);
  const res = await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, input);
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = await res.json();
  await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "live" });
  return { id: id as string, slug: input.slug };
}

/** Burlington's state senator, and its Congress members. */
function burlington() {
  const state = rt.ctx.services.stateLegislators.index.findByZip(ZIP);
  const congress = rt.ctx.services.legislators.index.findByZip(ZIP);
  if (!state || !congress) throw new Error("05401 missing from the directories");
  return { senator: state.upper[0]!.members[0]!, congress };
}

function order(slug: string, state: StateLegislator[], representative: string | null = null): CreatePaymentRequest {
  const email = `sender-${crypto.randomUUID().slice(0, 8)}@example.com`;
  return {
    sendOption: "single",
    email,
    fullName: userInfo.fullName,
    campaign: { slug, shareWithOrganisation: false },
    postcardData: {
      userInfo,
      representative: representative ? { id: representative } : null,
      senators: [],
      stateLegislators: state.map((m) => ({ id: m.id, name: m.name })),
      finalMessage: "Please fund Lake Champlain's cleanup this session.",
      draftId: null,
      zipCode: ZIP,
      office: "washington",
    },
  };
}

describe("an organiser's statehouse campaign", () => {
  it("is saved with its one state, or every sender's own, and shown so on its link", async () => {
    const one = await liveCampaign({ chamber: "statehouse", targetState: "vt" });
    const own = await (await organiserCall(rt, "GET", `/api/organize/campaigns/${one.id}`, cookie)).json();
    expect(own).toMatchObject({ chamber: "statehouse", targetState: "VT" });
    const link = await (await rt.app.request(`/api/campaigns/${one.slug}`)).json();
    expect(link).toMatchObject({ chamber: "statehouse", targetState: "VT", sponsoredBy: null });
    const every = await liveCampaign({ chamber: "statehouse", targetState: null });
    expect(await (await rt.app.request(`/api/campaigns/${every.slug}`)).json()).toMatchObject({ targetState: null });
  });

  it("refuses a state for a Congress campaign, and what is not one of the 50 states", async () => {
    for (const fields of [
      { chamber: "both" as const, targetState: "VT" },
      { chamber: "statehouse" as const, targetState: "DC" },
      { chamber: "statehouse" as const, targetState: "XX" },
    ]) {
      const res = await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, campaignInput(fields));
      expect(res.status).toBe(400);
    }
  });

  it("takes no prepayment: its senders pay for their own cards", async () => {
    const { id } = await liveCampaign({ chamber: "statehouse", targetState: null });
    const res = await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/budget`, cookie, { cards: 10 });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("campaign_chamber");
  });
});

describe("a sender in a statehouse campaign", () => {
  it("sends cards to their state legislators, which the tally and the dashboard count", async () => {
    const { id, slug } = await liveCampaign({ chamber: "statehouse", targetState: "VT", goal: 10 });
    const { senator } = burlington();
    const { paid } = await placeOrder(rt, order(slug, [senator]));
    expect(paid.body.status).toBe("complete");
    const tally = await (await rt.app.request(`/api/campaigns/${slug}/tally`)).json();
    expect(tally).toMatchObject({ total: 1, goal: 10, byChamber: { house: 0, senate: 0, statehouse: 1 } });
    const dashboard = await (await organiserCall(rt, "GET", `/api/organize/campaigns/${id}/dashboard`, cookie)).json();
    expect(dashboard.total).toBe(1);
    // One card: "fewer than 5", folded, as every count under 5 is.
    expect(dashboard.perMember).toEqual([{ key: "other", label: "Other members (each fewer than 5)", cards: null }]);
  });

  it("in every sender's own state: their own state legislators", async () => {
    const { slug } = await liveCampaign({ chamber: "statehouse", targetState: null });
    const res = await rt.call("create-payment", order(slug, [burlington().senator]));
    expect(res.status).toBe(200);
    expect(res.body.amountCents).toBe(500);
  });

  it("is refused a card to Congress", async () => {
    const { slug } = await liveCampaign({ chamber: "statehouse", targetState: null });
    const rep = burlington().congress.representatives[0]!;
    const res = await rt.call("create-payment", order(slug, [], rep.id));
    expect(res.status).toBe(409);
    expect(res.error?.code).toBe("campaign_chamber");
  });

  it("of another state is refused cards in a one-state campaign", async () => {
    const { slug } = await liveCampaign({ chamber: "statehouse", targetState: "NY" });
    const res = await rt.call("create-payment", order(slug, [burlington().senator]));
    expect(res.status).toBe(409);
    expect(res.error).toMatchObject({
      code: "campaign_chamber",
      message: "This campaign writes to New York's state legislators only.",
    });
  });

  it("a Congress campaign still refuses state legislators", async () => {
    const { slug } = await liveCampaign({ chamber: "both" });
    const res = await rt.call("create-payment", order(slug, [burlington().senator]));
    expect(res.status).toBe(409);
    expect(res.error?.code).toBe("campaign_chamber");
  });
});
