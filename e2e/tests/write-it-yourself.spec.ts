import fs from "node:fs";
import type { LookupStateLegislatorsResponse } from "@civic/contracts/state-legislators";
import { senders } from "@civic/test-fixtures";
import { pageWords, usps } from "@civic/test-fixtures/pdf-text";
import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectAccessible } from "../axe";
import { fillCampaignForm, signInAsOrganiser } from "../console";
import { expect, test } from "../fixtures";
import { mailTo } from "../outbox";
import { shot } from "../shots";
import { WizardDriver } from "../wizard-driver";

// Issue 39: a sender writes their own cards, free, from a printable PDF, and says when they mailed one.
// The run's shared server (e2e/global-setup.ts): the campaign's slug and the people's addresses
// are this project's and this attempt's own, so the tally and the emails read are too (a retry
// starts afresh, as it did on a server of its own).
const server = { baseURL: process.env.E2E_BASE_URL ?? "", dataDir: process.env.E2E_DATA_DIR ?? "" };

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

/** A page in a context of its own, as the project's device, talking only to loopback. */
async function newPage(browser: Browser, info: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = info.project.use;
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    acceptDownloads: true,
  });
  return context.newPage();
}

/** A phone is tapped, a desktop clicked. */
const press = (target: Locator, info: TestInfo) => (info.project.use.hasTouch ? target.tap() : target.click());

async function liveCampaign(browser: Browser, info: TestInfo, slug: string) {
  const email = `organiser.own-cards.${info.project.name}.${info.retry}@example.org`;
  const organiser = await newPage(browser, info);
  await signInAsOrganiser(organiser, server, email);
  await organiser.getByRole("link", { name: "New campaign" }).click();
  await fillCampaignForm(organiser, {
    name: "Keep Rock Creek wild",
    organisation: "Friends of Rock Creek",
    ask: "Ask your members of Congress to fund the park's trail repairs.",
    talkingPoint: "The trails washed out in the spring floods",
    front: "Yosemite National Park",
    slug,
  });
  await organiser.getByRole("button", { name: "Save draft" }).click();
  await organiser.getByRole("button", { name: "Go live" }).click();
  await expect(organiser.getByText("Live", { exact: true })).toBeVisible();
  await organiser.context().close();
}

const MESSAGE =
  "Please fund the Rock Creek trail repairs this year. The spring floods washed out the lower loop, and families like mine walk it every weekend.";

test("a sender writes their own cards to their representative and both senators, downloads the PDF and reports one mailed; the campaign's tally counts it as reported by its sender", async ({
  browser,
}, info) => {
  const slug = `write-yourself-${info.project.name}-${info.retry}`;
  await liveCampaign(browser, info, slug);

  const page = await newPage(browser, info);
  const wizard = new WizardDriver(page, server.baseURL);
  await page.goto(`/c/${slug}`);
  await press(page.getByRole("button", { name: "Write your postcard" }), info);
  await wizard.chooseRepresentative();
  await wizard.writeItMyself(MESSAGE);
  await wizard.approve();
  await wizard.returnAddress();
  await wizard.continueToCheckout();
  await wizard.sendTo("all three");

  const free = page.getByTestId("write-it-myself");
  await expect(free.getByRole("heading", { name: "Or write it yourself, free" })).toBeVisible();
  const write = free.getByRole("button", { name: "I'll write it myself" });
  await expect(write).toBeEnabled({ timeout: 30_000 });
  // The link and a reminder by email, to the address checkout asks for: only when ticked.
  const email = `writer.${info.project.name}.${info.retry}@example.org`;
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  const emailMe = free.getByRole("checkbox", { name: /Email me the link and a reminder/ });
  await expect(emailMe).not.toBeChecked();
  await press(emailMe, info);
  await expect(emailMe).toBeChecked();
  await free.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await shot(page, "write-it-yourself/checkout");
  await press(write, info);

  // The page of their cards: no payment form on the way.
  await expect(page).toHaveURL(/\/write-it-yourself\/[A-Za-z0-9_-]{43}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Your 3 cards to write", level: 1 })).toBeVisible();
  await expect(page.getByText("Card number")).toHaveCount(0);
  const cards = page.getByTestId("own-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByRole("heading")).toHaveText(/^To Rep\. /);
  await expect(cards.nth(1).getByRole("heading")).toHaveText(/^To Sen\. /);
  await expect(cards.nth(2).getByRole("heading")).toHaveText(/^To Sen\. /);
  await expect(page.getByText("Use a postcard stamp.", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "write-it-yourself/cards-page");

  // The email with the page's link is in the local outbox at once; the reminder waits its days.
  const linkMail = await mailTo(server, email, /Subject: Your postcards to write: the link/);
  expect(linkMail).toContain(new URL(page.url()).pathname);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    press(page.getByRole("link", { name: "Download the printable PDF" }), info),
  ]);
  expect(download.suggestedFilename()).toBe("postcards-to-write.pdf");
  const pdf = await PDFDocument.load(fs.readFileSync(await download.path()));
  // A 6x4 in card for each, a letter sheet of four, a guide page for each.
  expect(pdf.getPageCount()).toBe(7);
  expect(pdf.getPage(0).getSize()).toEqual({ width: 432, height: 288 });

  await press(cards.nth(1).getByRole("button", { name: "I mailed it" }), info);
  await expect(cards.nth(1).getByTestId("reported-mailed")).toContainText("Mailed by you on");
  await expect(cards.nth(0).getByRole("button", { name: "I mailed it" })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "write-it-yourself/one-mailed");

  // The campaign's public tally: none mailed by us, one reported by its sender.
  await press(page.getByRole("link", { name: "Keep Rock Creek wild" }), info);
  const tally = page.getByTestId("tally");
  await expect(tally).toContainText("0 mailed so far");
  await expect(page.getByTestId("tally-by-senders")).toHaveText(
    "Plus 3 written by hand by senders themselves: 1 mailed, as reported by their senders",
  );
  await expectAccessible(page);
  await shot(page, "write-it-yourself/campaign-tally");

  // Back on their page, the sender erases their details: the link stops opening them, the counts stay.
  await page.goBack();
  await press(page.getByRole("button", { name: "Erase my details" }), info);
  await press(page.getByRole("button", { name: "Yes, erase my details" }), info);
  await expect(page.getByRole("heading", { name: "Your details are erased", level: 1 })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "write-it-yourself/erased");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Not found", level: 1 })).toBeVisible();
  await expect(page.getByText("These cards' details were erased")).toBeVisible();
  await page.goto(`/c/${slug}`);
  await expect(page.getByTestId("tally-by-senders")).toContainText("1 mailed, as reported by their senders");
  await page.context().close();
});

test("a sender in Burlington writes their own cards to a state senator and representative beside their member of Congress, each with its title and office", async ({
  browser,
}, info) => {
  const page = await newPage(browser, info);
  const wizard = new WizardDriver(page, server.baseURL);
  const lookup = await page.request.post("/api/functions/lookup-state-legislators", { data: { zipCode: "05401" } });
  const found = (await lookup.json()) as LookupStateLegislatorsResponse;
  const senateDistrict = found.upper[0]!;
  const houseDistrict = found.lower.find((d) => d.members.length > 1)!;
  const senator = senateDistrict.members[0]!;
  const representative = houseDistrict.members[1]!;

  await wizard.walkToCheckout({ zip: "05401", sender: senders.burlington.typed });
  await press(page.getByRole("button", { name: "Add my state legislators" }), info);
  const state = page.getByTestId("state-legislators");
  const senate = state.getByRole("group", { name: "Vermont Senate: which district is yours?" });
  await press(senate.getByRole("radio", { name: new RegExp(`^${senateDistrict.name}`) }), info);
  await press(
    state
      .getByRole("group", { name: `Vermont Senate, ${senateDistrict.name}` })
      .getByRole("checkbox", { name: `Senator ${senator.name}` }),
    info,
  );
  const house = state.getByRole("group", { name: "Vermont House: which district is yours?" });
  await press(house.getByRole("radio", { name: new RegExp(`^${houseDistrict.name}`) }), info);
  await press(
    state
      .getByRole("group", { name: `Vermont House, ${houseDistrict.name}` })
      .getByRole("checkbox", { name: `Representative ${representative.name}` }),
    info,
  );
  await expect(page.getByTestId("card-text")).toHaveCount(3, { timeout: 30_000 });

  // The free path is offered beside the cards to the statehouse, and says where each card goes.
  const free = page.getByTestId("write-it-myself");
  await expect(free).toContainText("with the address of the office it goes to");
  const write = free.getByRole("button", { name: "I'll write it myself" });
  await expect(write).toBeEnabled({ timeout: 30_000 });
  await free.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await shot(page, "write-it-yourself/state-checkout");
  await press(write, info);

  await expect(page).toHaveURL(/\/write-it-yourself\/[A-Za-z0-9_-]{43}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Your 3 cards to write", level: 1 })).toBeVisible();
  await expect(
    page.getByText("It goes to their office at the State Capitol when they have one, else to their district office."),
  ).toBeVisible();
  const cards = page.getByTestId("own-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByRole("heading")).toHaveText("To Rep. Becca Balint");
  // Each state card: its state's title, the office the directory chose (decision 0090), its greeting.
  const stateCards = [
    { card: cards.nth(1), member: senator, title: "Senator" },
    { card: cards.nth(2), member: representative, title: "Representative" },
  ];
  for (const { card, member, title } of stateCards) {
    const office = member.office!;
    await expect(card.getByRole("heading")).toHaveText(`To ${title} ${member.name}`);
    await expect(card.locator("address")).toContainText(
      office.kind === "capitol" ? "State Capitol office" : `${office.address.city} district office`,
    );
    await expect(card.locator("address")).toContainText(office.address.street);
    await expect(card.locator("address")).toContainText(
      `${office.address.city}, ${office.address.state} ${office.address.zip}`,
    );
    await press(card.getByText("See the message"), info);
    await expect(card).toContainText(`Dear ${title} ${member.lastName},`);
  }
  await expectAccessible(page);
  await shot(page, "write-it-yourself/state-cards-page");

  // The PDF: every card's page and guide page names its recipient and their office's address.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    press(page.getByRole("link", { name: "Download the printable PDF" }), info),
  ]);
  const pdf = await PDFDocument.load(fs.readFileSync(await download.path()));
  expect(pdf.getPageCount()).toBe(7);
  const house0 = await cards.nth(0).locator("address").innerText();
  const recipients = [
    { name: "Rep. Becca Balint", street: house0.split("\n")[1]!.trim() },
    ...stateCards.map(({ member, title }) => ({ name: `${title} ${member.name}`, ...member.office!.address })),
  ];
  recipients.forEach((r, i) => {
    for (const index of [i, 4 + i]) {
      const words = pageWords(pdf, index);
      expect(words).toContain(usps(r.name));
      expect(words).toContain(usps(r.street));
      if ("city" in r) expect(words).toContain(usps(`${r.city} ${r.state} ${r.zip}`));
    }
  });
  expect(pageWords(pdf, 5)).toContain(`Dear Senator ${senator.lastName},`);
  expect(pageWords(pdf, 6)).toContain(`Dear Representative ${representative.lastName},`);
  await page.context().close();
});
