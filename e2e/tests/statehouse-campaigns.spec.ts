import type { LookupStateLegislatorsResponse } from "@civic/contracts/state-legislators";
import { senders } from "@civic/test-fixtures";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { signInPathFor } from "../../apps/server/test/admin/sign-in-link";
import { expectAccessible } from "../axe";
import { pageOfItsOwn } from "../console";
import { ANY_SCREEN, expect, test } from "../fixtures";
import { shot } from "../shots";

// Campaigns that write to a statehouse (issue 37 item 3, docs/decisions/0125): the organiser
// chooses the legislature on the desktop; a Burlington sender follows the link on the phone (taps)
// and is offered their Vermont legislators only (the wizard's state steps at both sizes are
// state-legislators.spec's); a one-state campaign of another state offers them nothing and says why.

// Paid orders render their cards on the server: one order at a time per worker.
test.describe.configure({ mode: "default" });

const BURLINGTON = senders.burlington.typed;
const MESSAGE = "Please fund the cleanup of Lake Champlain this session: our beaches closed twelve times last summer.";

/** An organiser signed in through the outbox link, on a page of their own. */
async function organiserPage(browser: Browser, info: TestInfo, email: string): Promise<Page> {
  const page = await pageOfItsOwn(browser, info, new URL(info.project.use.baseURL ?? "").origin);
  await page.goto("/organize");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText(/Check your inbox/)).toBeVisible();
  await page.goto(await signInPathFor({ dataDir: process.env.E2E_DATA_DIR ?? "" }, email));
  await expect(page.getByRole("heading", { name: "Your campaigns" })).toBeVisible();
  return page;
}

/** A live statehouse campaign made through the organiser's API; its link's name. */
async function liveStatehouseCampaign(browser: Browser, info: TestInfo, targetState: string | null) {
  const stamp = `${info.project.name}-${Date.now()}`;
  const organiser = await organiserPage(browser, info, `statehouse.${stamp}@example.org`);
  const headers = { origin: new URL(organiser.url()).origin };
  const slug = `lake-${stamp}`;
  const created = await organiser.request.post("/api/organize/campaigns", {
    headers,
    data: {
      name: "Clean Lake Champlain",
      organisation: "Lake Champlain Friends",
      ask: "Ask your state legislators to fund the lake's cleanup this session.",
      talkingPoints: ["Beaches closed twelve times last summer"],
      chamber: "statehouse",
      targetState,
      goal: 100,
      endsOn: null,
      cardFront: "yosemite",
      slug,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const live = await organiser.request.post(`/api/organize/campaigns/${id}/state`, {
    headers,
    data: { state: "live" },
  });
  expect(live.ok()).toBe(true);
  await organiser.context().close();
  return slug;
}

/** Step 5's Continue to checkout, which offers no Congress choice in a statehouse campaign. */
async function toCheckout(page: Page) {
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Step 6 of 7")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Your state legislators" })).toBeVisible({ timeout: 30_000 });
}

test("an organiser makes a campaign to the Vermont Legislature", async ({ browser }, info) => {
  test.skip(!!info.project.use.hasTouch, "the organiser's form: on the desktop");
  test.setTimeout(120_000);
  const organiser = await organiserPage(browser, info, `vermont.${Date.now()}@example.org`);
  await organiser.getByRole("link", { name: "New campaign" }).click();
  await expect(organiser.getByRole("heading", { name: "New campaign" })).toBeVisible();
  await organiser.getByLabel("Campaign name").fill("Clean Lake Champlain");
  await organiser.getByLabel("Organisation").fill("Lake Champlain Friends");
  await organiser.getByLabel("The ask").fill("Ask your state legislators to fund the lake's cleanup this session.");
  await organiser.getByLabel("A state legislature (each sender's state senator and representatives)").check();
  const which = organiser.getByLabel("Which legislature");
  await expect(which).toHaveValue("");
  await which.selectOption("VT");
  await expect(organiser.getByText(/Senders in Vermont write to their own state legislators/)).toBeVisible();
  await organiser.getByLabel("The link's name").fill(`lake-champlain-${Date.now()}`);
  await expectAccessible(organiser);
  await shot(organiser, "statehouse-campaign-new");
  await organiser.getByRole("button", { name: "Save draft" }).click();

  await expect(organiser.getByRole("heading", { name: "Clean Lake Champlain" })).toBeVisible();
  await expect(organiser.getByText("The Vermont Legislature (senders in Vermont)")).toBeVisible();
  // Prepaid cards are cards to Congress: said, and not offered.
  await expect(organiser.getByTestId("statehouse-not-prepaid")).toBeVisible();
  await organiser.getByRole("button", { name: "Go live" }).click();
  await expect(organiser.getByText("Live", { exact: true })).toBeVisible();
  await expectAccessible(organiser);
  await shot(organiser, "statehouse-campaign-organiser");

  await organiser.getByRole("link", { name: /\/c\/lake-champlain-/ }).click();
  await expect(
    organiser.getByText("Postcards to Vermont's state legislators, from people who live there."),
  ).toBeVisible();
  await expectAccessible(organiser);
  await shot(organiser, "statehouse-campaign-link");
});

test(
  "a Burlington sender follows a Vermont statehouse campaign's link and writes to their state senator; the tally counts it",
  ANY_SCREEN,
  async ({ browser, page, wizard }, info) => {
    test.setTimeout(240_000);
    const slug = await liveStatehouseCampaign(browser, info, "VT");
    const lookup = await page.request.post("/api/functions/lookup-state-legislators", { data: { zipCode: "05401" } });
    const senateDistrict = ((await lookup.json()) as LookupStateLegislatorsResponse).upper[0]!;
    const senator = senateDistrict.members[0]!;

    await page.goto(`/c/${slug}`);
    await page.getByRole("button", { name: "Write your postcard" }).tap();
    await expect(page.getByTestId("campaign-part-of")).toHaveText("Part of: Clean Lake Champlain");
    // Step 1 speaks of state legislators, not of a representative in D.C.
    await expect(
      page.getByRole("heading", { level: 1, name: "Send a real postcard to your state legislators" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Find My State Legislators" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Find My Representative" })).toHaveCount(0);
    await expect(page.getByTestId("landing-price")).toHaveText(
      "$5 a card to each state legislator you choose, written by a robot with a real pen and mailed first-class.",
    );
    await expectAccessible(page);
    await shot(page, "statehouse-campaign-step-one");
    await wizard.chooseRepresentative({ zip: "05401" });
    await wizard.writeItMyself(MESSAGE);
    await wizard.approve();
    await wizard.returnAddress(BURLINGTON);
    await toCheckout(page);

    // Their state legislators, offered at once; no card to Congress, nor its office choice.
    const state = page.getByTestId("state-legislators");
    await expect(state.getByText(/Our list of Vermont's legislators is as of/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Add my state legislators" })).toHaveCount(0);
    await expect(page.getByText("Send to my state legislators only, with no card to Congress")).toHaveCount(0);
    await expect(page.getByText("Rep. Becca Balint")).toHaveCount(0);
    const senate = state.getByRole("group", { name: "Vermont Senate: which district is yours?" });
    await senate.getByRole("radio", { name: new RegExp(`^${senateDistrict.name}`) }).tap();
    const senators = state.getByRole("group", { name: `Vermont Senate, ${senateDistrict.name}` });
    await senators.getByRole("checkbox", { name: `Senator ${senator.name}` }).tap();
    const cards = page.getByTestId("card-text");
    await expect(cards).toHaveCount(1, { timeout: 30_000 });
    await expect(cards.first()).toContainText(`Dear Senator ${senator.lastName},`);
    await expect(page.getByTestId("order-total")).toHaveText("$5");
    await expectAccessible(page);
    await shot(page, "statehouse-campaign-checkout");

    const { request, response } = await wizard.createPayment(`burlington.${info.project.name}@example.com`);
    expect(request.campaign).toEqual({ slug, shareWithOrganisation: false });
    expect(request.postcardData.stateLegislators).toEqual([{ id: senator.id }]);
    expect(response.amountCents).toBe(500);
    await wizard.payWithCard();
    await expect(page.getByRole("heading", { name: "Order successful!" })).toBeVisible({ timeout: 60_000 });

    await page.goto(`/c/${slug}`);
    const tally = page.getByTestId("tally");
    await expect(tally).toContainText("1 postcard of a goal of 100");
    await expect(tally).toContainText("1 to state legislators");
    await expectAccessible(page);
    await shot(page, "statehouse-campaign-tally");
  },
);

test(
  "a Burlington sender of a New York statehouse campaign is told it is for New York's legislators, and offered no card",
  ANY_SCREEN,
  async ({ browser, page, wizard }, info) => {
    test.setTimeout(240_000);
    const slug = await liveStatehouseCampaign(browser, info, "NY");
    await page.goto(`/c/${slug}`);
    await expect(
      page.getByText("Postcards to New York's state legislators, from people who live there."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Write your postcard" }).tap();
    await wizard.chooseRepresentative({ zip: "05401" });
    await wizard.writeItMyself(MESSAGE);
    await wizard.approve();
    await wizard.returnAddress(BURLINGTON);
    await toCheckout(page);
    await expect(page.getByTestId("campaign-other-state")).toHaveText(
      "This campaign is for New York's state legislators, and your ZIP code is in Vermont, so it has no card for you to send. You can still write to your own lawmakers outside the campaign.",
      { timeout: 30_000 },
    );
    const state = page.getByTestId("state-legislators");
    await expect(state.getByRole("checkbox")).toHaveCount(0);
    await expect(state.getByRole("radio")).toHaveCount(0);
    await expect(page.getByTestId("card-text")).toHaveCount(0);
    // Nothing to pay for: no email, no summary, no way on but back.
    await expect(page.getByRole("button", { name: "Continue to Payment" })).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Email" })).toBeHidden();
    await expectAccessible(page);
    await shot(page, "statehouse-campaign-other-state");
  },
);
