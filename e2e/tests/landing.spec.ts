import { expectAccessible } from "../axe";
import { ANY_SCREEN, expect, test } from "../fixtures";

// The landing is the wizard at "/": reached from anywhere with the skip-onboarding flag (openLanding).

test("a single-district ZIP auto-selects the representative and Continue moves to step 2", async ({ page, wizard }) => {
  await wizard.openLanding();
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
  const zip = page.getByLabel("Enter your zip code to get started");
  await expect(zip).toHaveAttribute("placeholder", "12345");
  const find = page.getByRole("button", { name: "Find My Representative" });
  await expect(find).toBeDisabled();
  await zip.fill("82a0-01");
  await expect(zip).toHaveValue("82001");
  await find.click();
  await expect(page.getByText("My Rep", { exact: true })).toBeVisible();
  await expect(page.getByText("At Large")).toBeVisible();
  await expect(page.getByText("Cheyenne, WY")).toBeVisible();
  await expect(page.getByText("Multiple representatives found. Select yours:")).toHaveCount(0);
  // Portraits are unreachable here (offline): each falls back to the placeholder image.
  await expect(page.getByTestId("rep-photo").first()).toHaveAttribute("src", /^data:image\/svg/);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Step 2 of 7")).toBeVisible();
  const backup = await page.evaluate(() => JSON.parse(sessionStorage.getItem("postcardFlowBackup") ?? "{}"));
  expect(backup.postcardData.zipCode).toBe("82001");
  expect(backup.postcardData.representative.district).toBe("At Large");
});

test("a ZIP split between districts asks which one is yours", async ({ page, wizard }) => {
  await wizard.openLanding();
  await page.getByLabel("Enter your zip code to get started").fill("35005");
  await page.getByRole("button", { name: "Find My Representative" }).click();
  await expect(page.getByText("Multiple representatives found. Select yours:")).toBeVisible();
  await expect(page.getByText("My Rep", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  const cards = page.getByRole("button", { pressed: false }).filter({ hasText: "District" });
  await expect(cards).toHaveCount(2);
  await wizard.chooseCard(page.getByRole("button").filter({ hasText: "District" }).nth(1));
  await expect(page.getByText("My Rep", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  await expectAccessible(page);
});

test(
  "an invalid and a non-existent ZIP show the spec's messages, and typing clears them",
  ANY_SCREEN,
  async ({ page, wizard }) => {
    await wizard.openLanding();
    const zip = page.getByLabel("Enter your zip code to get started");
    await zip.fill("123");
    await page.getByRole("button", { name: "Find My Representative" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid 5-digit zip code");
    await zip.fill("1234");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await zip.fill("00000");
    await page.getByRole("button", { name: "Find My Representative" }).click();
    await expect(page.getByRole("alert")).toHaveText("Hmm. That doesn't look like a valid zip code. Please try again.");
  },
);

test("a lookup failure says so plainly", ANY_SCREEN, async ({ page, wizard }) => {
  await wizard.openLanding();
  await page.route("**/api/functions/lookup-legislators", (r) => r.fulfill({ status: 503, body: "{}" }));
  await page.getByLabel("Enter your zip code to get started").fill("33301");
  await page.getByRole("button", { name: "Find My Representative" }).click();
  await expect(page.getByRole("alert")).toHaveText("Unable to lookup representatives. Please try again.");
});

test("shared_by shows a dismissible banner that the search hides", async ({ page, wizard }) => {
  await wizard.openLanding({ through: "onboarding", query: "?shared_by=Ana%20Garc%C3%ADa" });
  await expect(page.getByLabel("Enter your zip code to get started")).toBeVisible();
  await expect(page.getByText("Shared with you by Ana García")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Enter your zip code to get started").fill("82001");
  await page.getByRole("button", { name: "Find My Representative" }).click();
  await expect(page.getByText("Shared with you by Ana García")).toHaveCount(0);
  await expect(page.getByText("My Rep", { exact: true })).toBeVisible();
});

test("'Learn More' opens the information dialog on the research view", ANY_SCREEN, async ({ page, wizard }) => {
  await wizard.openLanding();
  await page.getByRole("button", { name: "Learn More" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/96%/).first()).toBeVisible();
});
