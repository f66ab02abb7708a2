import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "../axe";
import { expect, test } from "../fixtures";
import { shot } from "../shots";

// Step 4 on a phone, by touch: when the suggestions find nothing (a PO box), the way out is in
// reach at the first tap, at 100% and at 200% text, and the card writes each line once.

const NONE_FOUND = "No addresses found. Try typing a different address.";

/** What a finger at the centre of `target` touches: the target (or inside it), not something over it. */
async function expectUncovered(target: Locator) {
  const onTop = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit === el || el.contains(hit);
  });
  expect(onTop, "something covers the button where a finger taps it").toBe(true);
}

async function tapThroughPoBox(page: Page, { via }: { via: "popup" | "beside the field" }, name: string) {
  await page.getByLabel("Full Name").tap();
  await page.getByLabel("Full Name").fill("Angus McDonald");
  const street = page.getByRole("combobox", { name: "Street Address" });
  await street.tap();
  // The whole line at once, as people type it when no list helps them.
  await street.fill("PO Box 123, Cheyenne, WY 82003");
  await expect(page.getByText(NONE_FOUND, { exact: true })).toBeVisible();
  const buttons = page.getByRole("button", { name: "Enter the address yourself" });
  // One above the field, one in the popup (after the field in the page's order).
  await expect(buttons).toHaveCount(2);
  const [beside, inPopup] = [buttons.first(), buttons.last()];
  await beside.scrollIntoViewIfNeeded();
  await expectUncovered(beside);
  await inPopup.scrollIntoViewIfNeeded();
  await expectUncovered(inPopup);
  await expectAccessible(page);
  await shot(page, `address/touch-none-found-${name}`);

  await (via === "popup" ? inPopup : beside).tap();
  // One tap: the typed fields, each line where it belongs, focus on the street line.
  const typedStreet = page.getByLabel("Street address or PO Box");
  await expect(typedStreet).toBeFocused();
  await expect(typedStreet).toHaveValue("PO Box 123");
  await expect(page.getByLabel("City")).toHaveValue("Cheyenne");
  await expect(page.getByLabel("State")).toHaveValue("WY");
  await expect(page.getByLabel("ZIP code")).toHaveValue("82003");
  await shot(page, `address/touch-typed-${name}`);

  await page.getByRole("button", { name: "Continue" }).tap();
  await expect(page.getByRole("heading", { name: "Here's how your postcard will look" })).toBeVisible({
    timeout: 30_000,
  });
  const from = page.getByRole("region", { name: "Addresses" }).locator("address").last();
  await expect(from).toHaveText("Angus McDonaldPO Box 123Cheyenne, WY 82003");
  await shot(page, `address/touch-preview-${name}`);
}

test.describe("by touch on a phone", () => {
  test("a PO box entered by hand from the popup's own button, at 100% text", async ({ page, wizard }) => {
    await wizard.walkToReturnAddress();
    await tapThroughPoBox(page, { via: "popup" }, "text100");
  });

  test("a PO box entered by hand at 200% text, from the button beside the field while the popup is open", async ({
    page,
    wizard,
  }) => {
    await page.addInitScript(() => {
      const twice = () => document.documentElement?.style.setProperty("font-size", "200%");
      twice();
      document.addEventListener("DOMContentLoaded", twice);
    });
    await wizard.walkToReturnAddress();
    await tapThroughPoBox(page, { via: "beside the field" }, "text200");
  });
});
