import { wyoming, wyomingPostcard } from "@civic/test-fixtures";
import type { Page } from "@playwright/test";
import { expectAccessible } from "../axe";
import { expect, test } from "../fixtures";
import { shot } from "../shots";

const { concerns: CONCERNS, message: MESSAGE } = wyomingPostcard;
const IMPACT = "Our town lives on hunting and camping season.";
const BACKUP_KEY = "postcardFlowBackup";

const restoredNotice = (page: Page) => page.getByRole("status").filter({ hasText: "Welcome back" });
const stored = (page: Page) =>
  page.evaluate(
    (key) => ({ backup: sessionStorage.getItem(key), postcard: localStorage.getItem("postcardData") }),
    BACKUP_KEY,
  );

/** Step 2 filled in with an impact too, "Write it myself", the message typed (walkToReview: not yet approved). */
const walk = { impact: IMPACT };

test("a refresh at step 3 keeps the message, the concerns and the impact", async ({ page, wizard }) => {
  await wizard.walkToReview(walk);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Perfect your postcard" })).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveValue(MESSAGE);
  await expect(restoredNotice(page)).toBeVisible();
  await expectAccessible(page);
  await shot(page, "restore/step3");

  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("I'm most concerned about:")).toHaveValue(CONCERNS);
  await expect(page.getByLabel("How it affects my community (optional):")).toHaveValue(IMPACT);
  await expect(restoredNotice(page)).toHaveCount(0);
});

test("a refresh at step 4 keeps the name, the street and the unit, even typed a moment before", async ({
  page,
  wizard,
}) => {
  await wizard.walkToReturnAddress(walk);
  await wizard.fillReturnAddress();
  await page.getByLabel("Apartment, suite or unit (optional)").fill("Apt 4B");
  // No wait for the 1 s auto-save: leaving the page saves.
  await page.reload();
  await expect(page.getByText("Step 4 of 7")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Ana Garcia");
  await expect(page.getByRole("combobox", { name: "Street Address" })).toHaveValue("100 Main St");
  await expect(page.getByLabel("Apartment, suite or unit (optional)")).toHaveValue("Apt 4B");
  await expect(page.getByText("Cheyenne, WY 82001", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Here's how your postcard will look" })).toBeVisible();
  await expect(page.getByText("100 Main St, Apt 4B")).toBeVisible();
});

test("a refresh at step 6 keeps the recipients and the email, and never reopens the payment", async ({
  page,
  wizard,
}) => {
  test.setTimeout(120_000);
  await wizard.walkToCheckout();
  await wizard.sendTo([wyoming.senators[0]]);
  await page.getByRole("textbox", { name: "Email" }).fill("ana@example.com");
  await expect(page.getByTestId("order-total")).toHaveText("$5");

  await page.reload();
  await expect(page.getByText("Who should get a postcard?")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Mix and match/ })).toBeChecked();
  await expect(page.getByText("Sen. John Barrasso", { exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("ana@example.com");
  await expect(page.getByTestId("order-total")).toHaveText("$5");
  await expectAccessible(page);
  await shot(page, "restore/step6");

  // An open payment form is not restored: the checkout comes back with its choices.
  await page.getByRole("radio", { name: /All three/ }).check();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("button", { name: "Pay $12" })).toBeVisible();
  await expect(restoredNotice(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Who should get a postcard?")).toBeVisible();
  await expect(page.getByRole("radio", { name: /All three/ })).toBeChecked();
  await expect(page.getByRole("button", { name: /^Pay \$/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeVisible();
});

test("the crash screen's Refresh Page comes back at the step with everything typed", async ({ page, wizard }) => {
  // The preview step's code fails to load: the wizard crashes on Continue from step 4.
  await page.route(/\/assets\/preview-step-[^/]*\.js$/, (route) => route.abort("failed"));
  await wizard.walkToReturnAddress(walk);
  await wizard.fillReturnAddress();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();

  await page.unroute(/\/assets\/preview-step-[^/]*\.js$/);
  await page.getByRole("button", { name: "Refresh Page" }).click();
  await expect(page.getByRole("heading", { name: "Here's how your postcard will look" })).toBeVisible();
  await expect(page.getByText("Ana Garcia", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "See your message (optional)" }).click();
  await expect(page.getByTestId("preview-message")).toContainText(MESSAGE);
});

test("back and forward keep the wizard, within the app and across pages", async ({ page, wizard }) => {
  await wizard.walkToReview(walk);
  // The browser's Back goes to the step before, then out to the page before the wizard
  // (the 404 the walk started from); Forward comes back step by step.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "What's on your mind?" })).toBeVisible();
  await expect(page.getByLabel("I'm most concerned about:")).toHaveValue(CONCERNS);
  await page.goBack();
  await expect(page.getByLabel("Enter your zip code to get started")).toBeVisible();
  await page.goBack();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.goForward();
  await page.goForward();
  await page.goForward();
  await expect(page.getByLabel("Your message")).toHaveValue(MESSAGE);

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel("Your message")).toHaveValue(MESSAGE);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("I'm most concerned about:")).toHaveValue(CONCERNS);
});

test("a refresh while drafting comes back to the concerns, without asking for a draft again", async ({
  page,
  wizard,
}) => {
  await wizard.walkToCraft();
  await wizard.craft();
  let drafts = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/functions/draft-postcard-message")) drafts++;
  });
  await page.getByRole("button", { name: /Draft My Postcard With/ }).click();
  await expect(page.getByText(/is drafting your postcard/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "What's on your mind?" })).toBeVisible();
  await expect(page.getByLabel("I'm most concerned about:")).toHaveValue(CONCERNS);
  expect(drafts).toBe(1);
});

test("Start over clears what was kept", async ({ page, wizard }) => {
  await wizard.walkToReview(walk);
  await page.reload();
  await restoredNotice(page).getByRole("button", { name: "Start over" }).click();
  await expect(page.getByLabel("Enter your zip code to get started")).toHaveValue("");
  expect((await stored(page)).backup).toBeNull();
  await page.reload();
  await expect(page.getByLabel("Enter your zip code to get started")).toHaveValue("");
  await expect(restoredNotice(page)).toHaveCount(0);
});

test("a paid order clears the backup and is never resumed", async ({ page, wizard }) => {
  test.setTimeout(180_000);
  await wizard.walkToCheckout();
  await wizard.pay(`ana+restore-${Date.now()}@example.com`);
  await expect(page.getByRole("heading", { name: "Order successful!" })).toBeVisible({ timeout: 60_000 });
  expect(await stored(page)).toEqual({ backup: null, postcard: null });

  // Back from the success page lands on the wizard's history entry: a fresh start, not the paid checkout.
  await page.goBack();
  await expect(page.getByLabel("Enter your zip code to get started")).toBeVisible();
  await expect(page.getByText("Who should get a postcard?")).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Enter your zip code to get started")).toHaveValue("");
  await expect(restoredNotice(page)).toHaveCount(0);
});
