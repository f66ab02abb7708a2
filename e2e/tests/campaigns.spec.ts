import fs from "node:fs";
import { OWN_WORDS_NOTE } from "@civic/contracts/campaigns";
import { senders } from "@civic/test-fixtures";
import type { Page } from "@playwright/test";
import { signInPathFor } from "../../apps/server/test/admin/sign-in-link";
import { type AppServer, startAppServer } from "../app-server";
import { expectAccessible } from "../axe";
import { pageOfItsOwn, signInToConsole } from "../console";
import { expect, test } from "../fixtures";
import { shot } from "../shots";
import { WizardDriver } from "../wizard-driver";

const OPERATOR = "ops@example.com";

let server: AppServer;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Its own server: the console's ADMIN_EMAILS, and campaigns out of other specs' way.
  server = await startAppServer({ ADMIN_EMAILS: OPERATOR, LOCAL_MAIL_STEP_SECONDS: "3600" });
});
test.afterAll(async () => {
  await server?.stop();
});

let organiser: Page;
let slug: string;
/** The organiser's page of the campaign: /organize/{id}. */
let campaignPath: string;

test("an organiser signs in through the outbox link, creates a campaign and opens its link", async ({
  browser,
}, info) => {
  const email = `organiser.${info.project.name}@example.org`;
  slug = `rock-creek-${info.project.name}`;
  organiser = await pageOfItsOwn(browser, info, server.baseURL);
  await organiser.goto("/organize");
  await expect(organiser.getByRole("heading", { name: "Organise a campaign" })).toBeVisible();
  await expectAccessible(organiser);
  await shot(organiser, "campaigns/organize-sign-in");
  await organiser.getByLabel("Email").fill(email);
  await organiser.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(organiser.getByText(/Check your inbox/)).toBeVisible();
  await organiser.goto(await signInPathFor(server, email));
  await expect(organiser).toHaveURL(/\/organize$/);
  await expect(organiser.getByRole("heading", { name: "Your campaigns" })).toBeVisible();
  await expectAccessible(organiser);

  await organiser.getByRole("link", { name: "New campaign" }).click();
  await expect(organiser.getByRole("heading", { name: "New campaign" })).toBeVisible();
  await organiser.getByLabel("Campaign name").fill("Keep Rock Creek wild");
  await organiser.getByLabel("Organisation").fill("Friends of Rock Creek");
  await organiser
    .getByLabel("The ask")
    .fill("Ask your members of Congress to fund the park's trail repairs in this year's budget.");
  await organiser
    .getByRole("textbox", { name: "Talking point 1", exact: true })
    .fill("The trails washed out in the spring floods");
  await organiser.getByRole("button", { name: "Add a talking point" }).click();
  await organiser
    .getByRole("textbox", { name: "Talking point 2", exact: true })
    .fill("Families use the park every weekend");
  await organiser.getByLabel("Goal in cards (optional)").fill("50");
  await organiser.getByLabel("Yosemite National Park").check();
  await organiser.getByLabel("The link's name").fill(slug);
  await expectAccessible(organiser);
  await shot(organiser, "campaigns/organize-new");
  await organiser.getByRole("button", { name: "Save draft" }).click();

  await expect(organiser.getByRole("heading", { name: "Keep Rock Creek wild" })).toBeVisible();
  await expect(organiser.getByText("Draft", { exact: true })).toBeVisible();
  await expect(organiser.getByText("The link works once the campaign is live.")).toBeVisible();
  await organiser.getByRole("button", { name: "Go live" }).click();
  await expect(organiser.getByText("Live", { exact: true })).toBeVisible();
  await expectAccessible(organiser);
  await shot(organiser, "campaigns/organize-campaign");
  campaignPath = new URL(organiser.url()).pathname;

  await organiser.getByRole("link", { name: new RegExp(`/c/${slug}$`) }).click();
  await expect(organiser.getByRole("heading", { name: "Keep Rock Creek wild" })).toBeVisible();
  await expect(organiser.getByText("A campaign by Friends of Rock Creek")).toBeVisible();
  await expect(organiser.getByText(/fund the park's trail repairs/)).toBeVisible();
  await expectAccessible(organiser);
  await shot(organiser, "campaigns/campaign-page");
});

test("a campaign's link shows its words before the app's JavaScript, and nothing moves when the app takes over", async ({
  browser,
}, info) => {
  const sender = await pageOfItsOwn(browser, info, server.baseURL);
  // Every layout shift the page makes.
  await sender.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  // The campaign's own chunk is held back until the first paint has been checked.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await sender.route("**/assets/campaign-routes-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await sender.goto(`/c/${slug}`);
  const firstPaint = sender.locator("#campaign-first-paint");
  await expect(firstPaint.locator("h1")).toHaveText("Keep Rock Creek wild");
  await expect(firstPaint).toContainText("A campaign by Friends of Rock Creek");
  await expect(firstPaint).toContainText("fund the park's trail repairs");
  await expect(sender.getByRole("status").filter({ hasText: "Loading…" })).toHaveCount(0);
  // From here on, only the app's taking over could move anything: the web font has swapped in.
  await sender.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
    (window as unknown as { shifts: number }).shifts = 0;
  });
  release();
  await expect(sender.getByRole("button", { name: "Write your postcard" })).toBeVisible();
  await expect(firstPaint).toHaveCount(0);
  await expect(sender.getByRole("heading", { name: "Keep Rock Creek wild" })).toBeVisible();
  expect(await sender.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  await sender.context().close();
});

const MESSAGE = "Please fund the Rock Creek trail repairs this year. We walk there every weekend.";

test("two senders in different states write through the link, one opting in; the tally counts both without reloading", async ({
  browser,
}, info) => {
  const tally = organiser.getByTestId("tally");
  await expect(tally).toContainText("0 postcards of a goal of 50");
  // The organiser's dashboard, open beside the campaign page.
  const dashboard = await organiser.context().newPage();
  await dashboard.goto(campaignPath);
  const totals = dashboard.getByTestId("dashboard-totals");
  await expect(totals).toContainText("0 cards");

  // The first sender, in Wyoming, opts in to sharing with the organisation.
  const first = await pageOfItsOwn(browser, info, server.baseURL);
  const wizard = new WizardDriver(first, server.baseURL);
  await first.goto(`/c/${slug}`);
  await first.getByRole("button", { name: "Write your postcard" }).click();
  await expect(first.getByTestId("campaign-part-of")).toHaveText("Part of: Keep Rock Creek wild");
  await wizard.chooseRepresentative();
  // Step 2 starts from the talking points.
  await expect(first.getByLabel("I'm most concerned about:")).toHaveValue(
    "The trails washed out in the spring floods\nFamilies use the park every weekend",
  );
  await expect(first.getByText(/started you from Friends of Rock Creek's talking points/)).toBeVisible();
  await expect(first.getByTestId("campaign-part-of")).toBeVisible();
  await expectAccessible(first);
  await shot(first, "campaigns/wizard-craft");
  await wizard.writeItMyself(MESSAGE);
  await expect(first.getByTestId("campaign-part-of")).toBeVisible();
  await wizard.approve();
  await wizard.returnAddress();
  await expect(first.getByTestId("campaign-part-of")).toBeVisible();
  // The preview draws the campaign's front, and the order carries it to the print files.
  await expect(
    first.getByRole("img", { name: /Front of your postcard: a drawing of Yosemite National Park/ }),
  ).toBeVisible();
  await shot(first, "campaigns/wizard-preview-front");
  await wizard.continueToCheckout();
  await expect(first.getByTestId("campaign-part-of")).toBeVisible();
  const share = first.getByRole("checkbox", { name: "Share my name, email and ZIP code with Friends of Rock Creek" });
  await expect(share).not.toBeChecked();
  await share.check();
  await expectAccessible(first);
  await shot(first, "campaigns/wizard-checkout");
  const { request } = await wizard.createPayment(`wyoming.${info.project.name}@example.com`);
  expect(request.campaign).toEqual({ slug, shareWithOrganisation: true });
  expect(request.postcardData.front).toBe("yosemite");
  await wizard.payWithCard();
  await expect(first.getByRole("heading", { name: "Order successful!" })).toBeVisible({ timeout: 60_000 });
  await expect(tally).toContainText("3 postcards of a goal of 50", { timeout: 20_000 });

  // The second, in Washington, sends the same words: never a block; no opt-in. One sender's words are
  // never confirmed to another (issue 41 #9): the note waits for words 5 paid orders carry.
  const second = await pageOfItsOwn(browser, info, server.baseURL);
  const other = new WizardDriver(second, server.baseURL);
  await second.goto(`/c/${slug}`);
  await second.getByRole("button", { name: "Write your postcard" }).click();
  await other.chooseRepresentative({ zip: "98101", pick: /Jayapal/ });
  await other.writeItMyself(MESSAGE.toUpperCase().replace(".", "!"));
  await expect(second.getByTestId("own-words-note")).toBeAttached();
  await second.waitForTimeout(1_000);
  await expect(second.getByText(OWN_WORDS_NOTE)).toHaveCount(0);
  await expectAccessible(second);
  await shot(second, "campaigns/wizard-review-note");
  await other.approve();
  await other.typeAddressYourself({
    fullName: "Sam Lee",
    street: "1301 2nd Ave",
    city: "Seattle",
    state: "WA",
    zipCode: "98101",
  });
  await other.continueToPreview();
  await other.continueToCheckout();
  const { request: secondRequest } = await other.createPayment(`seattle.${info.project.name}@example.com`);
  expect(secondRequest.campaign).toEqual({ slug, shareWithOrganisation: false });
  await other.payWithCard();
  await expect(second.getByRole("heading", { name: "Order successful!" })).toBeVisible({ timeout: 60_000 });
  await expect(tally).toContainText("6 postcards of a goal of 50", { timeout: 20_000 });
  await expect(tally).toContainText("2 to the House · 4 to the Senate");
  await organiser.getByText("By state").click();
  // WA and WY have 3 each: neither is named, so the total minus the named states names none.
  await expect(tally).toContainText("Other states: 6");
  await expect(tally).not.toContainText("WY");
  await expectAccessible(organiser);
  await shot(organiser, "campaigns/campaign-page-tally");

  // The dashboard counted both without reloading; its CSV holds the one who opted in, not the other.
  await expect(totals).toContainText("6 cards · 0 mailed · 1 supporter shared their details with you", {
    timeout: 20_000,
  });
  await expect(dashboard.getByRole("table").nth(1)).toContainText("Other states (each fewer than 5)6");
  await expectAccessible(dashboard);
  await shot(dashboard, "campaigns/organize-dashboard");
  const download = dashboard.waitForEvent("download");
  await dashboard.getByRole("link", { name: "Download the supporters who opted in (CSV)" }).click();
  const csv = fs.readFileSync(await (await download).path(), "utf8");
  expect(csv).toContain(`wyoming.${info.project.name}@example.com`);
  expect(csv).not.toContain(`seattle.${info.project.name}@example.com`);
  const counts = await dashboard.request.get(
    `/api/organize${campaignPath.replace(/^\/organize/, "/campaigns")}/counts.csv`,
  );
  expect(await counts.text()).toContain("state,other,Other states (each fewer than 5),6");

  // The embeddable counter, framed by another page.
  const embed = await pageOfItsOwn(browser, info, server.baseURL);
  await embed.goto(`/c/${slug}/embed`);
  await expect(embed.getByTestId("tally")).toContainText("6 postcards of a goal of 50");
  await expectAccessible(embed);
  await shot(embed, "campaigns/embed");
  expect(senders.wyoming.userInfo.state).toBe("WY");
});

test("an operator suspends the campaign from the console, and its link says so plainly", async ({ browser }, info) => {
  const operator = await pageOfItsOwn(browser, info, server.baseURL);
  await signInToConsole(operator, server, OPERATOR);
  await operator.getByRole("link", { name: "Campaigns" }).click();
  await operator.getByLabel(/organiser's email/).fill(slug);
  await operator.getByRole("button", { name: "Search" }).click();
  await expect(operator.getByRole("link", { name: "Keep Rock Creek wild" })).toBeVisible();
  await expectAccessible(operator);
  await shot(operator, "campaigns/console-campaigns");
  await operator.getByRole("button", { name: "Suspend Keep Rock Creek wild" }).click();
  const dialog = operator.getByRole("dialog");
  await dialog.getByLabel(/Reason/).fill("Offices reported the cards as harassment");
  await dialog.getByRole("button", { name: /^Confirm/ }).click();
  await expect(operator.getByRole("status").filter({ hasText: "The campaign is suspended" })).toBeVisible();
  await operator.getByRole("link", { name: "Audit log" }).click();
  await expect(operator.getByText("Offices reported the cards as harassment")).toBeVisible();

  await organiser.reload();
  await expect(organiser.getByText(/has been suspended by Civic Postcard and is not taking postcards/)).toBeVisible();
  await expect(organiser.getByText(/fund the park's trail repairs/)).toHaveCount(0);
  await expectAccessible(organiser);
  await shot(organiser, "campaigns/campaign-suspended");
});

test("an organiser downloads their data, then deletes their account and campaigns", async () => {
  await organiser.goto("/organize");
  const download = organiser.waitForEvent("download");
  await organiser.getByRole("link", { name: "Download my data" }).click();
  const data = JSON.parse(fs.readFileSync(await (await download).path(), "utf8"));
  expect(data.campaigns.map((c: { slug: string }) => c.slug)).toEqual([slug]);
  await organiser.getByRole("button", { name: "Delete my account and campaigns" }).click();
  await expectAccessible(organiser);
  await shot(organiser, "campaigns/organize-your-data");
  // A refusal says the server's reason (here, what it answers while sponsored cards are on their way).
  const wait =
    "Your account can be erased once every postcard your campaigns paid for is mailed or refunded. Please try again when they are.";
  await organiser.route(
    "**/api/organize/erase",
    (route) => route.fulfill({ status: 409, json: { error: { code: "erasure_waits", message: wait } } }),
    { times: 1 },
  );
  await organiser.getByRole("button", { name: "Yes, delete my account and campaigns" }).click();
  await expect(organiser.getByText(wait)).toBeVisible();
  await organiser.getByRole("button", { name: "Yes, delete my account and campaigns" }).click();
  await expect(organiser.getByRole("heading", { name: "Organise a campaign" })).toBeVisible();
  await organiser.goto(`/c/${slug}`);
  await expect(organiser.getByRole("heading", { name: "There is no campaign at this link" })).toBeVisible();
});
