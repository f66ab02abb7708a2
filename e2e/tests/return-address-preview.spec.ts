import { senders } from "@civic/test-fixtures";
import type { Page } from "@playwright/test";
import { expectAccessible } from "../axe";
import { ANY_SCREEN, expect, test } from "../fixtures";
import { shot } from "../shots";

test.beforeEach(async ({ page }) => {
  // Each test walks steps 1–3 first, and step 5 renders two 7x5 cards: slow on a shared machine.
  test.setTimeout(120_000);
  await page.clock.install({ time: new Date("2030-01-01T09:00:00Z") });
});

/** Stops fake time so taps are exactly as far apart as the test says. */
const stopTime = (page: Page) => page.clock.pauseAt(new Date("2030-01-01T12:00:00Z"));
/** Steps 1–3 as a user: ZIP 82001, write it myself, approve this message; lands on step 4. */
const toStep4 = {
  concerns: "Rural schools",
  message: "I'm [Your Name] from [Your City], [Your State]. Please fund rural schools. [name]",
};

function autocompleteCalls(page: Page) {
  const calls: { input: string; zipCode?: string; sessionToken?: string }[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/functions/address-autocomplete")) calls.push(r.postDataJSON());
  });
  return calls;
}

test("step 4: name capitalised as typed, suggestions after 3 characters and 150 ms, keyboard choice, Continue rules", async ({
  page,
  wizard,
}) => {
  await wizard.walkToReturnAddress(toStep4);
  await wizard.freezeClock();
  const calls = autocompleteCalls(page);
  const name = page.getByLabel("Full Name");
  const street = page.getByRole("combobox", { name: "Street Address" });
  const continueButton = page.getByRole("button", { name: "Continue" });
  await expect(continueButton).toBeDisabled();

  // A word typed all in lower case is capitalised; any other is kept as written.
  await name.pressSequentially("jane q. public");
  await expect(name).toHaveValue("Jane Q. Public");
  for (const written of ["Angus McDonald", "Siobhan O'Brien", "DeShawn Carter III"]) {
    await name.fill("");
    await name.pressSequentially(written);
    await expect(name).toHaveValue(written);
  }
  await name.fill("Jane Q. Public");
  await expect(continueButton).toBeDisabled();

  await street.pressSequentially("12");
  await expect(page.getByText("Keep typing to see address suggestions...", { exact: true })).toBeVisible();
  await street.pressSequentially("3 main");
  await expect(page.getByText("Searching addresses...", { exact: true })).toBeVisible();
  // Nothing is asked until typing has paused for 150 ms.
  await page.clock.runFor(149);
  expect(calls).toHaveLength(0);
  await page.clock.runFor(1);
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0]).toMatchObject({
    input: "123 main",
    types: "address",
    componentRestrictions: { country: "us" },
    zipCode: "82001",
  });
  expect(calls[0]?.sessionToken).toMatch(/^[0-9a-f-]{36}$/);

  const options = page.getByRole("option");
  await expect(options).toHaveCount(4);
  await expect(street).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("listbox", { name: "Address suggestions" })).toBeVisible();
  // axe waits on timers: let fake time run while it looks.
  await page.clock.resume();
  await expectAccessible(page);

  // Arrows move through the list (aria-activedescendant), Escape closes it, Enter chooses.
  await street.press("ArrowDown");
  await street.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  const activeId = await options.nth(1).getAttribute("id");
  await expect(street).toHaveAttribute("aria-activedescendant", activeId ?? "");
  await street.press("Escape");
  await expect(street).toHaveAttribute("aria-expanded", "false");
  await street.press("ArrowDown");
  await street.press("ArrowDown");
  await street.press("Enter");
  await expect(street).toHaveValue("123 Main Ave");
  await expect(page.getByText("Cheyenne, WY 82001", { exact: true })).toBeVisible();
  await expect(continueButton).toBeEnabled();

  // Continue needs both the name and the address.
  await name.fill("   ");
  await expect(continueButton).toBeDisabled();
  await name.fill("Jane Q. Public");
  await street.pressSequentially(" x");
  await expect(continueButton).toBeDisabled();

  // No house number: nothing to suggest.
  await street.fill("main street");
  await page.clock.runFor(150);
  await expect(page.getByText("No addresses found. Try typing a different address.", { exact: true })).toBeVisible();
});

test("step 4 auto-saves after 1 s idle and comes back filled", ANY_SCREEN, async ({ page, wizard }) => {
  await wizard.walkToReturnAddress(toStep4);
  await wizard.freezeClock();
  const saved = () =>
    page.evaluate(
      () => JSON.parse(sessionStorage.getItem("postcardFlowBackup") ?? "{}").postcardData?.userInfo ?? null,
    );
  await page.getByLabel("Full Name").fill("ana lópez");
  await page.getByRole("combobox", { name: "Street Address" }).fill("77 pine");
  await page.clock.runFor(150);
  await page.getByRole("option", { name: /77 Pine St/ }).click();
  await page.getByLabel("Apartment, suite or unit (optional)").fill("4B");
  await page.clock.runFor(999);
  expect((await saved())?.unit).toBeUndefined();
  await page.clock.runFor(1);
  await expect.poll(saved).toEqual({
    fullName: "Ana López",
    streetAddress: "77 Pine St, #4B",
    city: "Cheyenne",
    state: "WY",
    zipCode: "82001",
    unit: "#4B",
  });
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByText("Step 3 of 7")).toBeVisible();
  await page.getByRole("button", { name: "Looks Good, Continue" }).click();
  await expect(page.getByLabel("Full Name")).toHaveValue("Ana López");
  await expect(page.getByRole("combobox", { name: "Street Address" })).toHaveValue("77 Pine St");
  await expect(page.getByLabel("Apartment, suite or unit (optional)")).toHaveValue("#4B");
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
});

test(
  "a unit typed in the street line or the unit field is written after a comma",
  ANY_SCREEN,
  async ({ page, wizard }) => {
    await wizard.walkToReturnAddress(toStep4);
    await wizard.fillReturnAddress({
      fullName: "jane public",
      street: "9 oak avenue apt 4",
      suggestion: /9 Oak Ave Apt 4/,
    });
    await expect(page.getByRole("combobox", { name: "Street Address" })).toHaveValue("9 Oak Ave");
    await expect(page.getByLabel("Apartment, suite or unit (optional)")).toHaveValue("Apt 4");
    await page.getByLabel("Apartment, suite or unit (optional)").fill("suite 12");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Here's how your postcard will look" })).toBeVisible();
    const from = page.getByRole("region", { name: "Addresses" }).locator("address").last();
    await expect(from).toHaveText(["Jane Public", "9 Oak Ave, Suite 12", "Cheyenne, WY 82001"].join(""));
  },
);

test("step 5: the card as written, flip, double-tap zoom and pan, keyboard, placeholders filled", async ({
  page,
  wizard,
}, testInfo) => {
  await wizard.walkToReturnAddress(toStep4);
  const previewBodies: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("render-card-preview")) previewBodies.push(`${r.method()} ${r.url()} ${r.postData()}`);
  });
  await wizard.returnAddress({ ...senders.janePublic.typed, fullName: "jane q. public" });

  await expect(page.getByRole("heading", { name: "Here's how your postcard will look" })).toBeVisible();
  await expect(page.getByText("Step 5 of 7")).toBeVisible();
  // The message travels in a POST body, never in a URL.
  await expect.poll(() => previewBodies.length).toBe(1);
  expect(previewBodies[0]).toMatch(/^POST \S+\/api\/functions\/render-card-preview \{/);

  const viewport = page.getByTestId("card-viewport");
  await expect(viewport).toBeVisible({ timeout: 45_000 });
  await expect(viewport).toHaveAttribute("data-side", "front");
  const images = viewport.locator("img");
  await expect
    .poll(() => images.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).naturalWidth)))
    .toEqual([1050, 1050]);

  // TO the representative's office, FROM the sender.
  const addresses = page.getByRole("region", { name: "Addresses" });
  await expect(addresses.getByRole("heading", { name: "TO", exact: true })).toBeVisible();
  await expect(addresses.locator("address").first()).toContainText(/^Rep\. .+Washington, DC 20515/);
  await expect(addresses.locator("address").last()).toHaveText("Jane Q. Public123 Main StCheyenne, WY 82001");

  // The message, placeholders filled, behind the collapsible.
  const toggle = page.getByRole("button", { name: "See your message (optional)" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  // As the card writes it: its own greeting, the body, the sender's sign-off.
  const written = page.getByTestId("preview-message").locator("p");
  await expect(written).toHaveText([
    "Dear Rep. Hageman,",
    "I'm Jane Q. Public from Cheyenne, WY. Please fund rural schools. Jane",
    "Sincerely,\nJane Q. Public",
  ]);
  await expectAccessible(page);

  // The steps below start from a settled card at the top of the page, screenshot or not.
  const flipShot = async (name: string) => {
    await page.waitForTimeout(600); // the flip animation
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `preview/step5-${name}`);
  };
  await flipShot("front");

  await page.getByRole("button", { name: "Flip to back" }).click();
  await expect(viewport).toHaveAttribute("data-side", "back");
  await flipShot("back");
  // Keyboard: the flip button works with Enter.
  await page.getByRole("button", { name: "Flip to front" }).focus();
  await page.keyboard.press("Enter");
  await expect(viewport).toHaveAttribute("data-side", "front");

  await stopTime(page);
  const layer = page.getByTestId("card-zoom-layer");
  const transform = () => layer.evaluate((el) => (el as HTMLElement).style.transform);
  const box = (await viewport.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const tap = (x: number, y: number) =>
    testInfo.project.name === "mobile" ? page.touchscreen.tap(x, y) : page.mouse.click(x, y);

  // Double-tap zooms 2.5x around the tapped point.
  await tap(cx, cy);
  await tap(cx, cy);
  await expect(viewport).toHaveAttribute("data-zoomed", "true");
  expect(await transform()).toContain("scale(2.5)");
  const zoomedAt = await transform();

  // A drag under 6 px is not a pan; a longer one is.
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 4, cy + 1);
  expect(await transform()).toBe(zoomedAt);
  await page.mouse.move(cx - 60, cy - 30, { steps: 4 });
  await page.mouse.up();
  expect(await transform()).not.toBe(zoomedAt);
  expect(await transform()).toContain("scale(2.5)");

  // Double-tap again zooms out.
  await tap(cx, cy);
  await tap(cx, cy);
  await expect(viewport).not.toHaveAttribute("data-zoomed", "true");

  // Keyboard users: the Zoom button, arrows to pan, Escape to zoom out.
  await page.getByRole("button", { name: "Zoom in" }).focus();
  await page.keyboard.press("Enter");
  await expect(viewport).toHaveAttribute("data-zoomed", "true");
  const keyZoom = await transform();
  await viewport.focus();
  await page.keyboard.press("ArrowRight");
  expect(await transform()).not.toBe(keyZoom);
  await page.keyboard.press("Escape");
  await expect(viewport).not.toHaveAttribute("data-zoomed", "true");
  await page.clock.resume();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByText("Step 4 of 7")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Jane Q. Public");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Step 6 of 7")).toBeVisible();
});

test("two taps further apart than 350 ms do not zoom", ANY_SCREEN, async ({ page, wizard }, testInfo) => {
  await wizard.walkToReturnAddress(toStep4);
  await wizard.returnAddress(senders.janePublic.typed);
  const viewport = page.getByTestId("card-viewport");
  await expect(viewport).toBeVisible({ timeout: 45_000 });
  await stopTime(page);
  const box = (await viewport.boundingBox())!;
  const tap = (x: number, y: number) =>
    testInfo.project.name === "mobile" ? page.touchscreen.tap(x, y) : page.mouse.click(x, y);
  await tap(box.x + 100, box.y + 80);
  await page.clock.runFor(400);
  await tap(box.x + 100, box.y + 80);
  await expect(viewport).not.toHaveAttribute("data-zoomed", "true");
  await page.clock.runFor(100);
  await tap(box.x + 100, box.y + 80);
  await expect(viewport).toHaveAttribute("data-zoomed", "true");
});
