import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "../harness";
import { orderBody, placeOrder } from "../orders/order-fixtures";
import { waitFor } from "../orders/wait";
import { campaignInput, organiserCall, signInOrganiser } from "./campaign-helpers";

let rt: TestRuntime;
let slug: string;
beforeAll(async () => {
  rt = await startTestRuntime({ RATE_LIMIT_ENABLED: "false", LOCAL_MAIL_STEP_SECONDS: "3600" });
  const cookie = await signInOrganiser(rt, "organiser@example.org");
  const input = campaignInput({ goal: 10 });
  slug = input.slug;
  const { id } = await (await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, input)).json();
  await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "live" });
});
afterAll(async () => {
  await rt?.stop();
});

const tally = async () => (await rt.app.request(`/api/campaigns/${slug}/tally`)).json();

function campaignOrder(cards: 1 | 2 | 3, message: string, share = false, state = "FL") {
  const body = orderBody(rt, cards, { campaign: { slug, shareWithOrganisation: share } });
  body.postcardData.finalMessage = message;
  body.postcardData.userInfo.state = state;
  return body;
}

describe("orders through a campaign", () => {
  it("record their campaign and the sender's sharing choice", async () => {
    const { created } = await placeOrder(rt, campaignOrder(1, "Please fund the Rock Creek trails.", true));
    const row = await rt.ctx.db
      .selectFrom("orders")
      .innerJoin("campaigns", "campaigns.id", "orders.campaign_id")
      .select(["campaigns.slug", "orders.shares_with_organisation"])
      .where("orders.id", "=", created.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ slug, shares_with_organisation: true });
  });

  it("says when a message is identical to one already sent (case, spaces and punctuation aside), never blocking", async () => {
    const check = async (message: string) =>
      (await rt.call("check-campaign-message", { slug, message })).body as { identical: boolean };
    expect(await check("please fund the rock-creek   trails")).toEqual({ identical: true });
    expect(await check("Please fund the Rock Creek trails. My kids hike there.")).toEqual({ identical: false });
    // The same message still goes through.
    const again = await rt.call("create-payment", campaignOrder(1, "PLEASE fund the Rock Creek trails!"));
    expect(again.status).toBe(200);
  });

  it("refuses a campaign that is not live", async () => {
    const res = await rt.call("create-payment", {
      ...campaignOrder(1, "Hello"),
      campaign: { slug: "no-such-campaign", shareWithOrganisation: false },
    });
    expect(res.status).toBe(409);
  });

  it("the tally counts paid cards by chamber and state, with small counts hidden, and names no one", async () => {
    await placeOrder(rt, campaignOrder(3, "Fund the trails, from Fort Lauderdale.", false, "FL"));
    await placeOrder(rt, campaignOrder(2, "Fund the trails, from Texas.", false, "TX"));
    const t = await tally();
    expect(t).toEqual({
      total: 6,
      goal: 10,
      mailed: 0,
      byChamber: { house: 3, senate: 3 },
      byState: [
        { state: "FL", cards: null },
        { state: "TX", cards: null },
      ],
    });
    expect(JSON.stringify(t)).not.toMatch(/@|Fund the trails/);
    await placeOrder(rt, campaignOrder(3, "Another Florida card.", false, "FL"));
    expect((await tally()).byState).toEqual([
      { state: "FL", cards: 7 },
      { state: "TX", cards: null },
    ]);
  });

  it("counts cards as mailed when the print shop mails them", async () => {
    await rt.ctx.db
      .updateTable("order_recipients")
      .set({ mailed_at: new Date() })
      .where("order_id", "in", rt.ctx.db.selectFrom("orders").select("id").where("campaign_id", "is not", null))
      .execute();
    await waitFor("the tally to count mailed cards", async () => ((await tally()).mailed === 9 ? true : null));
  });

  it("draws the link's QR code as a PNG, to download for flyers", async () => {
    const res = await rt.app.request(`/api/campaigns/${slug}/qr.png?download`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${slug}-qr.png"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    expect((await rt.app.request("/api/campaigns/no-such-campaign/qr.png")).status).toBe(404);
  });
});

describe("the embeddable counter", () => {
  it("may be framed by any site; the campaign page and every other page may not", async () => {
    const embed = await rt.app.request(`/c/${slug}/embed`);
    expect(embed.headers.get("content-security-policy")).toMatch(/frame-ancestors \*/);
    expect(embed.headers.get("x-frame-options")).toBeNull();
    const page = await rt.app.request(`/c/${slug}`);
    expect(page.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });
});
