import { testCards } from "@civic/test-fixtures";
import type { Page } from "@playwright/test";
import { type AppServer, startAppServer } from "../app-server";
import { expectAccessible } from "../axe";
import { fillCampaignForm, pageOfItsOwn, signInAsOrganiser, signInToConsole } from "../console";
import { expect, test } from "../fixtures";
import { sponsoredClaimPath } from "../outbox";
import { shot } from "../shots";
import { WizardDriver } from "../wizard-driver";

// Issue 28 item 5: an organisation pays for its senders' cards, until its budget runs out.
let server: AppServer;
const OPERATOR = "ops@example.com";

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAppServer({ ADMIN_EMAILS: OPERATOR, LOCAL_MAIL_STEP_SECONDS: "3600" });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A sender from the campaign's link to its checkout (the House alone: one card). */
async function toCheckout(page: Page, slug: string, message: string) {
  const wizard = new WizardDriver(page, server.baseURL);
  await page.goto(`/c/${slug}`);
  await page.getByRole("button", { name: "Write your postcard" }).click();
  await expect(page.getByTestId("campaign-part-of")).toHaveText("Part of: Fund the library");
  await wizard.chooseRepresentative();
  await wizard.writeItMyself(message);
  await wizard.approve();
  await wizard.returnAddress();
  await wizard.continueToCheckout();
  return wizard;
}

test("an organiser funds 1 card; a sender goes through without a payment form, and the next is switched to paying", async ({
  browser,
}, info) => {
  const email = `funder.${info.project.name}@example.org`;
  const slug = `library-${info.project.name}`;
  const organiser = await pageOfItsOwn(browser, info, server.baseURL);
  await signInAsOrganiser(organiser, server, email);
  await organiser.getByRole("link", { name: "New campaign" }).click();
  await fillCampaignForm(organiser, {
    name: "Fund the library",
    organisation: "Friends of the Library",
    ask: "Ask your representative to fund rural libraries.",
    talkingPoint: "Our library lost its weekend hours",
    target: "The House (each sender's representative)",
    front: "Yosemite National Park",
    slug,
  });
  await organiser.getByRole("button", { name: "Save draft" }).click();
  await organiser.getByRole("button", { name: "Go live" }).click();
  await expect(organiser.getByText("Live", { exact: true })).toBeVisible();
  // The dashboard comes with the new state, not a moment later above the prepay button, pushing it
  // down under a click (a run lost one so).
  expect(await organiser.getByRole("heading", { name: "Dashboard" }).isVisible()).toBe(true);

  // The budget: 1 card, paid in the local test checkout.
  const budget = organiser.getByRole("region", { name: "Sponsored cards" });
  await expect(budget.getByTestId("budget-left")).toHaveText("No prepaid cards yet: your senders pay for their own.");
  await budget.getByLabel("Cards to prepay").fill("1");
  await budget.getByRole("button", { name: "Prepay 1 card ($5)" }).click();
  await expect(organiser.getByText("Test mode: no real card is charged")).toBeVisible();
  await organiser.getByLabel("Card number").fill(testCards.paid);
  await organiser.getByLabel("Expiry").fill(testCards.expiry);
  await organiser.getByLabel("CVC").fill(testCards.cvc);
  await organiser.getByLabel("ZIP", { exact: true }).fill("82001");
  await expectAccessible(organiser);
  await shot(organiser, "sponsored/organize-prepay");
  await organiser.getByRole("button", { name: "Pay $5" }).click();
  await expect(organiser.getByText("Thank you: your prepaid cards are ready for your senders.")).toBeVisible();
  await expect(budget.getByTestId("budget-left")).toContainText("1 card left of 1 card prepaid ($5)");
  await expect(organiser).not.toHaveURL(/funded=/);
  await expect(organiser.getByRole("heading", { name: "Payment" })).toHaveCount(0);
  await expectAccessible(organiser);
  await shot(organiser, "sponsored/organize-budget");

  // Two senders arrive while the card is still there; the first to confirm gets it.
  const first = await pageOfItsOwn(browser, info, server.baseURL);
  await first.goto(`/c/${slug}`);
  await expect(first.getByText("Your postcards are paid for by Friends of the Library")).toBeVisible();
  await expectAccessible(first);
  await shot(first, "sponsored/campaign-page");
  await toCheckout(first, slug, "Please fund rural libraries: ours lost its weekend hours and my kids miss it.");
  const second = await pageOfItsOwn(browser, info, server.baseURL);
  const secondWizard = await toCheckout(
    second,
    slug,
    "Our town's library is where I learned to read. Please keep rural libraries open on weekends.",
  );

  await expect(first.getByTestId("sponsored-banner")).toHaveText(
    "Your postcards are paid for by Friends of the Library",
  );
  await expect(first.getByRole("button", { name: "Continue to Payment" })).toHaveCount(0);
  await first.getByRole("textbox", { name: "Email" }).fill(` First.${info.project.name}@Example.com `);
  await expectAccessible(first);
  await shot(first, "sponsored/wizard-checkout");
  const send = first.getByRole("button", { name: "Send my postcards" });
  await expect(send).toBeEnabled({ timeout: 30_000 });
  await send.click();
  // The cards are claimed by the click in the email sent to that address, not by this button.
  await expect(first.getByRole("heading", { name: "Check your inbox" })).toBeVisible({ timeout: 30_000 });
  await expect(first.getByText("Card number")).toHaveCount(0);
  await expectAccessible(first);
  await shot(first, "sponsored/wizard-check-email");
  await first.goto(await sponsoredClaimPath(server, `First.${info.project.name}@Example.com`));
  await expect(first).toHaveURL(/\/orders\/[A-Za-z0-9_-]{43}$/, { timeout: 30_000 });
  await expect(first.getByTestId("paid-for-by")).toHaveText("Friends of the Library, 1 card");
  await expectAccessible(first);
  await shot(first, "sponsored/claim-status-page");

  // The second still sees the offer; confirming, they are told plainly and pay instead.
  await expect(second.getByTestId("sponsored-banner")).toBeVisible();
  await second.getByRole("textbox", { name: "Email" }).fill(`second.${info.project.name}@example.com`);
  const secondSend = second.getByRole("button", { name: "Send my postcards" });
  await expect(secondSend).toBeEnabled({ timeout: 30_000 });
  await secondSend.click();
  await expect(second.getByRole("alert")).toHaveText(
    "This campaign's paid-for postcards have all been claimed. You can still send yours for $5.",
  );
  await expect(second.getByTestId("sponsored-banner")).toHaveCount(0);
  await expectAccessible(second);
  await shot(second, "sponsored/wizard-checkout-ended");
  await secondWizard.createPayment(`second.${info.project.name}@example.com`);
  await secondWizard.payWithCard();
  await expect(second.getByRole("heading", { name: "Order successful!" })).toBeVisible({ timeout: 60_000 });

  // The organiser's page counts what was spent, and the link no longer offers paid-for cards.
  await expect(budget.getByTestId("budget-left")).toContainText("0 cards left of 1 card prepaid ($5)", {
    timeout: 20_000,
  });
  await expect(budget.getByTestId("budget-spent")).toContainText("Spent: 1 order, 1 card (1 to the House");
  const later = await pageOfItsOwn(browser, info, server.baseURL);
  await later.goto(`/c/${slug}`);
  await expect(later.getByRole("button", { name: "Write your postcard" })).toBeVisible();
  await expect(later.getByText(/paid for by/)).toHaveCount(0);

  // A top-up, then an operator pauses it from the console: the link stops offering paid-for cards.
  await budget.getByLabel("Cards to prepay").fill("2");
  await budget.getByRole("button", { name: "Prepay 2 cards ($10)" }).click();
  await organiser.getByLabel("Card number").fill(testCards.paid);
  await organiser.getByLabel("Expiry").fill(testCards.expiry);
  await organiser.getByLabel("CVC").fill(testCards.cvc);
  await organiser.getByLabel("ZIP", { exact: true }).fill("82001");
  await organiser.getByRole("button", { name: "Pay $10" }).click();
  await expect(budget.getByTestId("budget-left")).toContainText("2 cards left of 3 cards prepaid ($15)");
  await later.reload();
  await expect(later.getByText("Your postcards are paid for by Friends of the Library")).toBeVisible();

  const operator = await pageOfItsOwn(browser, info, server.baseURL);
  await signInToConsole(operator, server, OPERATOR);
  await operator.getByRole("link", { name: "Campaigns" }).click();
  await operator.getByLabel(/organiser's email/).fill(slug);
  await operator.getByRole("button", { name: "Search" }).click();
  await expect(operator.getByRole("cell", { name: "2 left" })).toBeVisible();
  await expectAccessible(operator);
  await shot(operator, "sponsored/console-campaigns");
  await operator.getByRole("button", { name: "Pause sponsored cards of Fund the library" }).click();
  const dialog = operator.getByRole("dialog");
  await dialog.getByLabel(/Reason/).fill("Claims from a script");
  await expectAccessible(operator);
  await dialog.getByRole("button", { name: /^Confirm/ }).click();
  await expect(operator.getByRole("status").filter({ hasText: "Sponsored cards are paused" })).toBeVisible();
  await expect(operator.getByRole("cell", { name: "2 left, paused" })).toBeVisible();
  await later.reload();
  await expect(later.getByRole("button", { name: "Write your postcard" })).toBeVisible();
  await expect(later.getByText(/paid for by/)).toHaveCount(0);
  await organiser.reload();
  await expect(organiser.getByText(/Civic Postcard has paused your sponsored cards/)).toBeVisible();
  await expectAccessible(organiser);
  await shot(organiser, "sponsored/organize-budget-paused");

  // Closing refunds the 2 cards left, once, after a confirmation that says so.
  await organiser.getByRole("button", { name: "Close the campaign" }).click();
  const closing = organiser.getByRole("alertdialog", { name: "Close the campaign for good?" });
  await expect(closing).toContainText("2 unused prepaid cards will be refunded: $10 back to your card.");
  await closing.getByRole("button", { name: "Yes, close the campaign" }).click();
  await expect(
    organiser
      .getByRole("status")
      .filter({ hasText: "The campaign is closed. Its 2 unused prepaid cards are being refunded: $10." }),
  ).toBeVisible();
  await expect(organiser.getByText("Closed with 2 cards unused: $10 refunded to your card.")).toBeVisible();
  await expectAccessible(organiser);
  await shot(organiser, "sponsored/organize-budget-closed");

  // Each prepayment says what the provider has refunded through it.
  const rows = budget.getByRole("table", { name: "Prepayments" }).getByRole("row");
  await expect(rows.nth(1).getByRole("cell").last()).toHaveText("Paid");
  await expect(rows.nth(2).getByRole("cell").last()).toHaveText("Paid, $10 refunded");
  // What the local checkout never produces, in the server's answer: a refund not made yet, and a
  // prepayment the provider reported paid for another amount, being refunded in full.
  await organiser.route("**/api/organize/campaigns/*/budget", async (route) => {
    // The page polls its budget: a poll after this spec's server stopped must not fail another test.
    const response = await route.fetch().catch(() => null);
    if (!response) return route.abort().catch(() => {});
    const body = await response.json();
    body.fundings[1].refundingCents = 500;
    body.fundings.push({
      ...body.fundings[1],
      id: crypto.randomUUID(),
      status: "payment_mismatch",
      refundedCents: 0,
      refundingCents: 1000,
    });
    await route.fulfill({ response, json: body });
  });
  await organiser.reload();
  // The reloaded page loads its code and the budget again: on a busy machine, more than the
  // assertion's usual 10 s (it once showed "Loading…" that long).
  await expect(rows.nth(2).getByRole("cell").last()).toHaveText("Paid, $10 refunded, $5 being refunded", {
    timeout: 30_000,
  });
  await expect(rows.nth(3).getByRole("cell").last()).toHaveText(
    "The payment did not match the prepayment: $10 being refunded in full",
  );
  await expectAccessible(organiser);
  await shot(organiser, "sponsored/organize-budget-refunds");
  await organiser.unrouteAll({ behavior: "ignoreErrors" });
  await organiser.context().close();
});
