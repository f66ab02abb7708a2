import { cardFrontIds } from "@civic/contracts/card-fronts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandwrytten, createIgnitePost } from "../../src/providers/mailing";
import { printableFronts } from "../../src/services/mailing/printable-fronts";
import { campaignInput, organiserCall, signInOrganiser } from "../campaigns/campaign-helpers";
import { startFakeHandwrytten } from "../fakes/fake-handwrytten";
import { startFakeIgnitePost } from "../fakes/fake-ignitepost";
import { startTestRuntime, type TestRuntime } from "../harness";
import { orderBody } from "../orders/order-fixtures";

// Decision 0074: only the fronts every configured vendor prints are offered, and ordered.
const IP_TOKEN = "ip_fronts";
const HW_KEY = "hw_fronts_key";
let rt: TestRuntime;
let ignitePost: Awaited<ReturnType<typeof startFakeIgnitePost>>;
let handwrytten: Awaited<ReturnType<typeof startFakeHandwrytten>>;

beforeAll(async () => {
  ignitePost = await startFakeIgnitePost(IP_TOKEN);
  handwrytten = await startFakeHandwrytten(HW_KEY);
  // IgnitePost gets each front's own URL (every front); Handwrytten prints Yosemite on card 5678
  // (120 characters) and the default front on 1234.
  rt = await startTestRuntime({
    RATE_LIMIT_ENABLED: "false",
    MAILING_VENDORS: "ignitepost,handwrytten",
    IGNITEPOST_TOKEN: IP_TOKEN,
    IGNITEPOST_API_URL: ignitePost.url,
    IGNITEPOST_FONT: "becca",
    HANDWRYTTEN_API_KEY: HW_KEY,
    HANDWRYTTEN_API_URL: handwrytten.url,
    HANDWRYTTEN_CARD_ID: "1234",
    HANDWRYTTEN_CARD_IDS: "yosemite:5678",
    HANDWRYTTEN_FONT: "Casual David",
    HANDWRYTTEN_CREDIT_CARD_ID: "34124",
    PUBLIC_URL: "https://civicpostcard.test",
  });
  // The start check reads each card's `characters`.
  await rt.ctx.services.mailing.health.check();
});
afterAll(async () => {
  await rt?.stop();
  await ignitePost?.close();
  await handwrytten?.close();
});

const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

async function liveCampaign(cardFront: "yosemite" | "grand-teton") {
  const cookie = await signInOrganiser(rt, "fronts-organiser@example.org");
  const input = campaignInput({ cardFront });
  const created = await organiserCall(rt, "POST", "/api/organize/campaigns", cookie, input);
  expect(created.status).toBe(201);
  const { id } = await created.json();
  await organiserCall(rt, "POST", `/api/organize/campaigns/${id}/state`, cookie, { state: "live" });
  return { id: id as string, input, cookie };
}

describe("the fronts a card may be mailed with", () => {
  it("are those every configured vendor prints, computed once and published in the public config", async () => {
    const ignite = (image: Parameters<typeof createIgnitePost>[0]["image"]) =>
      createIgnitePost({ apiUrl: "http://127.0.0.1:9", token: "t", font: "becca", image, testMode: true });
    const hw = (cardIdsByFront?: Record<string, number>) =>
      createHandwrytten({
        apiUrl: "http://127.0.0.1:9",
        apiKey: "k",
        cardId: 1,
        cardIdsByFront,
        fontLabel: "Casual David",
        creditCardId: 1,
      });
    // A fixed image, or Handwrytten's one design, prints the default front only.
    expect(printableFronts([ignite("thank-you-1")])).toEqual(["grand-teton"]);
    expect(printableFronts([hw()])).toEqual(["grand-teton"]);
    expect(printableFronts([ignite((f) => `https://x.test/${f}.png`)])).toEqual([...cardFrontIds]);
    expect(printableFronts([ignite((f) => f), hw({ arches: 2, yosemite: 3 })])).toEqual([
      "grand-teton",
      "arches",
      "yosemite",
    ]);
    expect(printableFronts([ignite("thank-you-1"), hw({ arches: 2 })])).toEqual(["grand-teton"]);
    expect(printableFronts([])).toEqual([...cardFrontIds]);

    expect(rt.ctx.services.mailing.printableFronts).toEqual(["grand-teton", "yosemite"]);
    const config = await (await rt.app.request("http://localhost/api/config")).json();
    expect(config.cardFronts).toEqual(["grand-teton", "yosemite"]);
  });

  it("refuses (400) an order or a campaign naming a front not every vendor prints", async () => {
    const arches = orderBody(rt, 1);
    arches.postcardData.front = "arches";
    const refused = await rt.call("create-payment", arches);
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body)).toMatchObject({
      code: "front_not_printable",
      message:
        "Our print shop cannot print the Arches National Park front. Please choose one of: Grand Teton National Park, Yosemite National Park.",
    });
    const yosemite = orderBody(rt, 1);
    yosemite.postcardData.front = "yosemite";
    expect((await rt.call("create-payment", yosemite)).status).toBe(200);

    const cookie = await signInOrganiser(rt, "fronts-organiser@example.org");
    const campaign = await organiserCall(
      rt,
      "POST",
      "/api/organize/campaigns",
      cookie,
      campaignInput({ cardFront: "great-smoky-mountains" }),
    );
    expect(campaign.status).toBe(400);
    expect(errorOf(await campaign.json()).code).toBe("front_not_printable");
    const { id, input } = await liveCampaign("yosemite");
    const edit = await organiserCall(rt, "POST", `/api/organize/campaigns/${id}`, cookie, {
      ...input,
      cardFront: "arches",
    });
    expect(edit.status).toBe(400);
    expect(errorOf(await edit.json()).code).toBe("front_not_printable");
  });

  it("refuses a sponsored claim whose message is too long for its front's card or has a character no vendor writes, as a paid order is", async () => {
    const { id, input } = await liveCampaign("yosemite");
    const { slug } = input;
    const body = orderBody(rt, 1);
    const claim = (finalMessage: string) =>
      rt.call("claim-sponsored-cards", {
        ...body,
        email: "long@example.org",
        postcardData: { ...body.postcardData, finalMessage },
        campaign: { slug, shareWithOrganisation: false },
      });
    const refused = await claim("Please protect the Everglades. ".repeat(4).trim());
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).message).toMatch(
      /^Your message is too long for the card to Rep\. .+: with its greeting it has \d+ characters, and the card takes 120\. Please shorten it by \d+\.$/,
    );
    // A character no vendor writes is refused the same way (decision 0117).
    const emoji = await claim("Protejan los Everglades 🐊");
    expect(emoji.status).toBe(400);
    expect(errorOf(emoji.body)).toMatchObject({
      code: "unwritable_characters",
      message: "The handwriting on the card can't write 🐊. Please remove or replace it.",
    });
    const stored = await rt.ctx.db.selectFrom("orders").select("id").where("campaign_id", "=", id).execute();
    expect(stored).toHaveLength(0);
    // A short one passes the check (and meets the empty budget).
    const short = await claim("Please protect the Everglades.");
    expect(short.status).toBe(200);
    expect(short.body).toMatchObject({ status: "exhausted" });
  });
});
