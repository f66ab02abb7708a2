import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, adminGet, adminPost, signIn } from "../admin/console-helpers";
import { startTestRuntime, type TestRuntime } from "../harness";
import { orderBody, placeOrder } from "../orders/order-fixtures";
import { campaignInput, organiserCall, signInOrganiser } from "./campaign-helpers";

const OPERATOR = "ops@example.com";
const ORGANISER = "organiser@example.org";

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ RATE_LIMIT_ENABLED: "false", ADMIN_EMAILS: OPERATOR });
});
afterAll(async () => {
  await rt?.stop();
});

describe("organisers", () => {
  it("anyone signs in through /organize's link and becomes an organiser", async () => {
    expect((await organiserCall(rt, "GET", "/api/organize/session")).status).toBe(401);
    const cookie = await signInOrganiser(rt, ORGANISER);
    const res = await organiserCall(rt, "GET", "/api/organize/session", cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: ORGANISER });
    // An organiser is not an operator, and asking the console does not end the organiser's session.
    expect((await adminGet(rt, "/api/admin/session", cookie)).status).toBe(403);
    expect((await organiserCall(rt, "GET", "/api/organize/session", cookie)).status).toBe(200);
  });

  it("an operator is not an organiser until signing in through /organize", async () => {
    const console = await signIn(rt, OPERATOR);
    const refused = await organiserCall(rt, "GET", "/api/organize/campaigns", console);
    expect(refused.status).toBe(403);
    const organiser = await signInOrganiser(rt, OPERATOR);
    expect((await organiserCall(rt, "GET", "/api/organize/campaigns", organiser)).status).toBe(200);
    // The /organize link's session is an organiser's only: even an operator's opens no console with
    // it, the console's sessions do not list it, and asking the console ends neither session.
    expect((await adminGet(rt, "/api/admin/session", organiser)).status).toBe(403);
    const sessions = await adminGet(rt, "/api/admin/sessions", console);
    expect(sessions.status).toBe(200);
    expect(await sessions.json()).toHaveLength(1);
    expect((await organiserCall(rt, "GET", "/api/organize/campaigns", organiser)).status).toBe(200);
    expect((await adminGet(rt, "/api/admin/session", console)).status).toBe(200);
  });

  it("creates, edits and moves a campaign draft → live → closed; the slug is unique and fixed once live", async () => {
    const cookie = await signInOrganiser(rt, ORGANISER);
    const input = campaignInput();
    const created = await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, input);
    expect(created.status).toBe(201);
    const campaign = await created.json();
    expect(campaign).toMatchObject({ ...input, state: "draft", suspended: false });

    // A draft is not public yet.
    expect((await rt.app.request(`/api/campaigns/${input.slug}`)).status).toBe(404);
    // The slug is unique.
    const again = await organiserCall(
      rt,
      "POST",
      "/api/organize/campaigns",
      cookie,
      campaignInput({ slug: input.slug }),
    );
    expect(again.status).toBe(409);
    // The ask is at most 600 characters; at most five talking points.
    const long = await organiserCall(
      rt,
      "POST",
      "/api/organize/campaigns",
      cookie,
      campaignInput({ ask: "a".repeat(601) }),
    );
    expect(long.status).toBe(400);
    const six = await organiserCall(
      rt,
      "POST",
      "/api/organize/campaigns",
      cookie,
      campaignInput({ talkingPoints: ["1", "2", "3", "4", "5", "6"] }),
    );
    expect(six.status).toBe(400);
    const badSlug = await organiserCall(
      rt,
      "POST",
      "/api/organize/campaigns",
      cookie,
      campaignInput({ slug: "no spaces!" }),
    );
    expect(badSlug.status).toBe(400);

    const edited = await organiserCall(rt, "POST", `/api/organize/campaigns/${campaign.id}`, cookie, {
      ...input,
      name: "Rock Creek trails",
    });
    expect((await edited.json()).name).toBe("Rock Creek trails");

    const live = await organiserCall(rt, "POST", `/api/organize/campaigns/${campaign.id}/state`, cookie, {
      state: "live",
    });
    expect((await live.json()).state).toBe("live");
    const pub = await rt.app.request(`/api/campaigns/${input.slug}`);
    expect(pub.status).toBe(200);
    expect(await pub.json()).toMatchObject({
      status: "live",
      name: "Rock Creek trails",
      organisation: input.organisation,
    });

    const moved = await organiserCall(rt, "POST", `/api/organize/campaigns/${campaign.id}`, cookie, {
      ...input,
      slug: `${input.slug}-x`,
    });
    expect(moved.status).toBe(409);
    const back = await organiserCall(rt, "POST", `/api/organize/campaigns/${campaign.id}/state`, cookie, {
      state: "draft",
    });
    expect(back.status).toBe(409);
    await organiserCall(rt, "POST", `/api/organize/campaigns/${campaign.id}/state`, cookie, { state: "closed" });
    expect(await (await rt.app.request(`/api/campaigns/${input.slug}`)).json()).toMatchObject({ status: "closed" });
  });

  it("a campaign is written in English or Spanish (English when left out); its link says which", async () => {
    const cookie = await signInOrganiser(rt, ORGANISER);
    // Left out (an older client): English.
    const { language: _, ...withoutLanguage } = campaignInput();
    const plain = await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, withoutLanguage);
    expect(plain.status).toBe(201);
    expect((await plain.json()).language).toBe("en");
    // Only English or Spanish.
    for (const language of ["fr", "ES", "", null, 1]) {
      const refused = await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, {
        ...campaignInput(),
        language,
      });
      expect(refused.status, String(language)).toBe(400);
    }
    const input = campaignInput({ language: "es", talkingPoints: ["¿Por qué no hay fondos para los senderos?"] });
    const created = await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, input);
    expect(created.status).toBe(201);
    const { id, language } = await created.json();
    expect(language).toBe("es");
    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "live" });
    expect(await (await rt.app.request(`/api/campaigns/${input.slug}`)).json()).toMatchObject({
      status: "live",
      language: "es",
      talkingPoints: ["¿Por qué no hay fondos para los senderos?"],
    });
    // An edit may change it; the organiser's list shows it.
    const edited = await organiserCall(rt, "POST", `/api/organize/campaigns/${id}`, cookie, {
      ...input,
      language: "en",
    });
    expect((await edited.json()).language).toBe("en");
    const list = await (await organiserCall(rt, "GET", "/api/organize/campaigns", cookie)).json();
    expect(list.find((c: { id: string }) => c.id === id).language).toBe("en");
  });

  it("an organiser sees and changes only their own campaigns", async () => {
    const mine = await signInOrganiser(rt, ORGANISER);
    const theirs = await signInOrganiser(rt, "someone-else@example.org");
    const created = await (await organiserCall(rt, "POST", "/api/organize/campaigns", mine, campaignInput())).json();
    expect((await organiserCall(rt, "GET", `/api/organize/campaigns/${created.id}`, theirs)).status).toBe(404);
    const list = await (await organiserCall(rt, "GET", "/api/organize/campaigns", theirs)).json();
    expect(list.some((c: { id: string }) => c.id === created.id)).toBe(false);
  });

  it("refuses a mutation from another site", async () => {
    const cookie = await signInOrganiser(rt, ORGANISER);
    const res = await rt.app.request("/api/organize/campaigns", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", cookie },
      body: JSON.stringify(campaignInput()),
    });
    expect(res.status).toBe(403);
  });
});

describe("an operator's suspension", () => {
  it("is audit-logged, and the link then says so plainly", async () => {
    const organiser = await signInOrganiser(rt, ORGANISER);
    const input = campaignInput();
    const { id } = await (await organiserCall(rt, "POST", "/api/organize/campaigns", organiser, input)).json();
    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, organiser, { state: "live" });

    const operator = await signIn(rt, OPERATOR);
    const found = await (await adminGet(rt, `/api/admin/campaigns?q=${input.slug}`, operator)).json();
    expect(found).toEqual([expect.objectContaining({ id, organiserEmail: ORGANISER, suspended: false })]);
    // An organiser cannot suspend.
    expect((await adminPost(rt, `/api/admin/campaigns/${id}/suspend`, action(), organiser)).status).toBe(403);

    const res = await adminPost(
      rt,
      `/api/admin/campaigns/${id}/suspend`,
      action("Spam reported by three offices"),
      operator,
    );
    expect(await res.json()).toMatchObject({ result: "succeeded" });
    const audit = await (await adminGet(rt, "/api/admin/audit", operator)).json();
    expect(audit[0]).toMatchObject({
      action: "suspend_campaign",
      targetType: "campaign",
      targetId: id,
      operator: OPERATOR,
      reason: "Spam reported by three offices",
    });
    expect(await (await rt.app.request(`/api/campaigns/${input.slug}`)).json()).toEqual({
      status: "suspended",
      slug: input.slug,
      name: input.name,
      organisation: input.organisation,
      language: "en",
    });
    const twice = await adminPost(rt, `/api/admin/campaigns/${id}/suspend`, action(), operator);
    expect(await twice.json()).toMatchObject({ result: "no_change" });
  });

  it("the console's order search finds an order by its campaign's link or name", async () => {
    const organiser = await signInOrganiser(rt, ORGANISER);
    const input = campaignInput({ name: "Save the Anacostia boathouse" });
    const { id } = await (await organiserCall(rt, "POST", "/api/organize/campaigns", organiser, input)).json();
    await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, organiser, { state: "live" });
    const { created } = await placeOrder(
      rt,
      orderBody(rt, 1, { campaign: { slug: input.slug, shareWithOrganisation: false } }),
    );
    const operator = await signIn(rt, OPERATOR);
    for (const q of [input.slug, "anacostia boathouse"]) {
      const found = await (await adminGet(rt, `/api/admin/orders?q=${encodeURIComponent(q)}`, operator)).json();
      expect(found.items.map((o: { id: string }) => o.id)).toEqual([created.orderId]);
    }
  });
});
