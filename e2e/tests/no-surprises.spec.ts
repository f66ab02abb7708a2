import { wyomingPostcard } from "@civic/test-fixtures";
import { expectAccessible } from "../axe";
import { expect, test } from "../fixtures";

// The price before anyone starts, a reset that can be undone, Back that stays in the wizard.

test("the price is on the landing and in the FAQ", async ({ page, wizard }) => {
  await wizard.openLanding();
  const price = "$5 a card, or $12 for all three (your representative and both senators)";
  await expect(page.getByTestId("landing-price")).toContainText(price);
  await page.goto("/faq");
  await expect(page.getByRole("heading", { name: "How much does it cost?" })).toBeVisible();
  await expect(page.getByText(price)).toBeVisible();
});

test("the logo clears the postcard and offers Undo for 10 seconds, which brings it all back", async ({
  page,
  wizard,
}) => {
  await wizard.walkToReview();
  await page.getByRole("button", { name: /Civic Postcard/ }).click();
  await expect(wizard.zipField).toHaveValue("");
  const toast = page.getByRole("listitem").filter({ hasText: "Postcard cleared" });
  await expect(toast).toBeVisible();
  await expectAccessible(page);
  await toast.getByRole("button", { name: "Undo" }).click();
  await wizard.expectArrival("Perfect your postcard", "Step 3 of 7: Perfect your postcard — Civic Postcard");
  await expect(page.getByLabel("Your message")).toHaveValue(wyomingPostcard.message);
  await expect(page.getByText("Welcome back.")).toHaveCount(0);

  // Cleared again, the offer goes after 10 seconds and the flow stays cleared.
  await page.clock.install();
  await page.getByRole("button", { name: /Civic Postcard/ }).click();
  await expect(toast).toBeVisible();
  // A toast under the pointer waits for it to leave (sonner): the tap on the logo may end over it.
  await page.mouse.move(5, 600);
  await page.clock.runFor(9_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(toast).toHaveCount(0, { timeout: 5_000 });
  await expect(wizard.zipField).toHaveValue("");

  // With nothing written, the logo just starts again.
  await page.getByRole("button", { name: /Civic Postcard/ }).click();
  await expect(page.getByText("Postcard cleared")).toHaveCount(0);
});

test("the browser's Back inside the wizard goes to the step before, and Forward to the one after", async ({
  page,
  wizard,
}) => {
  await wizard.walkToReturnAddress();
  await page.goBack();
  await wizard.expectArrival("Perfect your postcard", "Step 3 of 7: Perfect your postcard — Civic Postcard");
  await expect(page.getByLabel("Your message")).toHaveValue(wyomingPostcard.message);
  await page.goBack();
  await wizard.expectArrival("What's on your mind?", "Step 2 of 7: What's on your mind? — Civic Postcard");
  await page.goForward();
  await wizard.expectArrival("Perfect your postcard", "Step 3 of 7: Perfect your postcard — Civic Postcard");
  await page.goForward();
  await wizard.expectArrival("Your return address", "Step 4 of 7: Your return address — Civic Postcard");
});
