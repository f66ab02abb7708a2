import type { Page } from "@playwright/test";
import { signInPathFor } from "../../apps/server/test/admin/sign-in-link";
import { expectAccessible } from "../axe";
import { expect, test } from "../fixtures";
import { shot } from "../shots";
import { WizardDriver } from "../wizard-driver";

// The organisers' pages follow the wizard's rules: a title per page, focus on the heading at each
// arrival, changes announced, form errors at the field; and a campaign closes only on purpose.

/** Focus is on the page's h1, and the title names the page. */
async function expectArrival(page: Page, heading: string, title: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeFocused();
  await expect(page).toHaveTitle(`${title} · Campaigns · Civic Postcard`);
}

async function signIn(page: Page, email: string) {
  await page.goto("/organize");
  await expectArrival(page, "Organise a campaign", "Sign in");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText(/Check your inbox/)).toBeVisible();
  const dataDir = process.env.E2E_DATA_DIR ?? "";
  await page.goto(await signInPathFor({ dataDir }, email));
  await expectArrival(page, "Your campaigns", "Your campaigns");
}

test("keyboard only: a campaign made, its errors fixed at their fields, gone live and closed after its confirmation", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const stamp = `${info.project.name}-${Date.now()}`;
  await signIn(page, `keys.${stamp}@example.org`);
  await expectAccessible(page);

  await page.getByRole("link", { name: "New campaign" }).focus();
  await page.keyboard.press("Enter");
  await expectArrival(page, "New campaign", "New campaign");

  // Saved with the name missing: the name field takes focus, marked and described by its message.
  await page.getByLabel("Organisation").fill("Friends of the Trails");
  await page.getByRole("button", { name: "Save draft" }).focus();
  await page.keyboard.press("Enter");
  const name = page.getByLabel("Campaign name");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Give the campaign a name.");
  const ask = page.getByLabel("The ask");
  await expect(ask).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  await shot(page, "organize/form-errors");

  await page.keyboard.type("Mend the trails");
  await ask.fill("Ask your members of Congress to fund trail repairs.");
  await page.getByRole("textbox", { name: "Talking point 1", exact: true }).fill("The bridge washed out");
  await page.getByLabel("The link's name").fill(`trails-${stamp}`);
  await page.getByRole("button", { name: "Save draft" }).focus();
  await page.keyboard.press("Enter");
  await expectArrival(page, "Mend the trails", "Mend the trails");

  // Go live: announced, and focus is on the heading, not lost with the button that is gone.
  await page.getByRole("button", { name: "Go live" }).focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "The campaign is live: its link takes postcards." }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Mend the trails" })).toBeFocused();

  // A sender on its link: the talking points start step 2 (the name's possessive as written) and,
  // on "Write it myself", step 3's message, with what they added; nothing typed is dropped.
  const sender = await page.context().newPage();
  const wizard = new WizardDriver(sender);
  await sender.goto(`/c/trails-${stamp}`);
  await sender.getByRole("button", { name: "Write your postcard" }).click();
  await wizard.chooseRepresentative();
  await expect(sender.getByText("We started you from Friends of the Trails' talking points")).toBeVisible();
  await wizard.craft({ concerns: "The bridge washed out", impact: "Our school bus goes the long way." });
  await wizard.writeItMyself();
  await expect(sender.getByLabel("Your message")).toHaveValue(
    "The bridge washed out\n\nOur school bus goes the long way.",
  );
  await sender.close();

  // Close asks first, and says what it does; Escape keeps the campaign, focus back on the button.
  const close = page.getByRole("button", { name: "Close the campaign" });
  await close.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Close the campaign for good?" });
  await expect(dialog).toContainText("Its link stops taking postcards and it cannot go live again.");
  await expect(dialog.getByRole("button", { name: "Keep it open" })).toBeFocused();
  await expectAccessible(page);
  await shot(page, "organize/close-confirmation");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(close).toBeFocused();
  await expect(page.getByText("Live", { exact: true })).toBeVisible();

  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Yes, close the campaign" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "The campaign is closed." })).toBeVisible();
  await expect(page.getByText("Closed", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Mend the trails" })).toBeFocused();
  await expectAccessible(page);
  await shot(page, "organize/closed");

  // The closed campaign's link: it says so, with nothing to start from and no QR code for flyers.
  await page.goto(`/c/trails-${stamp}`);
  await expect(page.getByText("This campaign has closed and is not taking postcards any more.")).toBeVisible();
  await expect(page.getByText(/Start from these/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download the QR code for flyers" })).toHaveCount(0);
});
