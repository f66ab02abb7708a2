import path from "node:path";
import { wyomingPostcard } from "@civic/test-fixtures";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { shot } from "../shots";
import type { WizardDriver } from "../wizard-driver";

// (WCAG 1.4.4, 1.4.10) No horizontal scrolling on any screen, on a phone with text at
// 200% and at 320 CSS px wide; each screen is photographed for a person to look at.

// A paid order renders its cards on the server, which is CPU-heavy: one order at a time per worker.
test.describe.configure({ mode: "default" });

/** Nothing wider than the window: the page does not scroll sideways, and no fixed bar runs off it. */
async function expectNoOverflow(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
    // Elements that stick out past the right edge (hidden ones and the off-screen sr-only text aside).
    wide: [...document.querySelectorAll("body *")]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return r.width > 0 && r.right > document.documentElement.clientWidth + 1 && style.position !== "absolute";
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`),
  }));
  await shot(page, `reflow/${name}`);
  await screenfuls(page, name);
  expect(widths.page, `${name}: the page scrolls sideways (${widths.wide.join(", ")})`).toBeLessThanOrEqual(
    widths.window,
  );
}

/**
 * With SHOTS_DIR, the page as a person scrolls it, one screenful at a time (fixed bars where they
 * sit): a full-page picture of a 200% page is too tall to read.
 */
async function screenfuls(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: window.innerHeight,
  }));
  for (let i = 0, y = 0; y < height && i < 12; i++, y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.screenshot({ path: path.join(dir, `reflow/screens/${name}-${test.info().project.name}-${i}.png`) });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Every screen of a purchase, from the introduction to the status page, each checked. */
async function walkEveryScreen(page: Page, wizard: WizardDriver, label: string, email: string) {
  await page.goto("/onboarding");
  await expect(page.locator("html[data-app-ready]")).toBeAttached();
  await expectNoOverflow(page, `${label}-onboarding`);
  await wizard.skipIntroduction();
  await wizard.findRepresentative("98101");
  await expect(page.getByText("Multiple representatives found. Select yours:")).toBeVisible({ timeout: 30_000 });
  await wizard.chooseCard(page.getByRole("button").filter({ hasText: /Jayapal/ }));
  await expectNoOverflow(page, `${label}-1-landing`);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "What's on your mind?" })).toBeVisible({ timeout: 30_000 });
  await wizard.craft({ concerns: wyomingPostcard.concerns, impact: "Rents rose 20% this year." });
  await expectNoOverflow(page, `${label}-2-craft`);
  await wizard.writeItMyself(wyomingPostcard.message);
  await expectNoOverflow(page, `${label}-3-review`);
  await wizard.approve();
  await wizard.typeAddressYourself({
    fullName: "DeShawn Carter III",
    street: "Rural Route 2 Box 9",
    city: "Seattle",
    state: "WA",
    zipCode: "98101-1234",
  });
  await expectNoOverflow(page, `${label}-4-return-address`);
  await wizard.continueToPreview();
  await expect(page.getByTestId("card-viewport")).toBeVisible({ timeout: 45_000 });
  await expectNoOverflow(page, `${label}-5-preview`);
  await wizard.continueToCheckout();
  await wizard.sendTo("all three");
  await expect(page.getByTestId("card-text")).toHaveCount(3, { timeout: 30_000 });
  await expectNoOverflow(page, `${label}-6-checkout`);
  const { response } = await wizard.createPayment(email);
  await expect(page.getByText("Test mode: no real card is charged")).toBeVisible();
  await expectNoOverflow(page, `${label}-6-payment`);
  await wizard.payWithCard();
  await expect(page.getByRole("heading", { name: "Order successful!" })).toBeVisible({ timeout: 60_000 });
  await expectNoOverflow(page, `${label}-7-success`);
  await page.goto(response.statusPath ?? "");
  await expect(page.getByRole("heading", { name: /^Order #\d+$/ })).toBeVisible();
  await expectNoOverflow(page, `${label}-status`);
  await page.goto("/faq");
  await expectNoOverflow(page, `${label}-faq`);
}

test.describe("a phone (390x844) with text at 200%", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  test("every screen fits its width", async ({ page, wizard }, info) => {
    test.setTimeout(300_000);
    // As the phone's text-size setting does: every rem-sized thing twice as large.
    // (The init script runs before the page's <html> is parsed: set it once there is one.)
    await page.addInitScript(() => {
      const twice = () => document.documentElement?.style.setProperty("font-size", "200%");
      twice();
      document.addEventListener("DOMContentLoaded", twice);
    });
    await walkEveryScreen(page, wizard, "text200", `ana+big-${info.project.name}-${Date.now()}@example.com`);
  });
});

test.describe("320 CSS px wide", () => {
  test.use({ viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 });
  test("every screen fits its width", async ({ page, wizard }, info) => {
    test.setTimeout(300_000);
    await walkEveryScreen(page, wizard, "320", `ana+narrow-${info.project.name}-${Date.now()}@example.com`);
  });
});

for (const scale of [150, 200]) {
  test.describe(`onboarding on a phone (390x844) with text at ${scale}%`, () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    test("every slide scrolls: its words, Source and Next or Get started are all there to read and press", async ({
      page,
    }) => {
      await page.addInitScript((size) => {
        const larger = () => document.documentElement?.style.setProperty("font-size", `${size}%`);
        larger();
        document.addEventListener("DOMContentLoaded", larger);
      }, scale);
      await page.goto("/onboarding");
      await expect(page.locator("html[data-app-ready]")).toBeAttached();
      await page.getByRole("button", { name: "Pause slideshow" }).click();
      for (let slide = 1; slide <= 4; slide++) {
        const heading = page.getByRole("heading", { level: 1 });
        const next = page.getByRole("button", { name: slide === 4 ? "Get started" : "Next" });
        const parts = [heading, page.locator("main section p").first(), next];
        if (slide === 1) parts.push(page.getByText("Source", { exact: true }));
        for (const part of parts) {
          // As a person scrolls: the page, by touch, never a container that hides its overflow (a
          // script could scroll that one; a finger cannot).
          const box = await part.evaluate((el) => {
            window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - 10);
            const r = el.getBoundingClientRect();
            let clipped = false;
            for (let a = el.parentElement; a; a = a.parentElement) {
              const style = getComputedStyle(a);
              const ar = a.getBoundingClientRect();
              const hides = (o: string) => o === "hidden" || o === "clip";
              if (hides(style.overflowY) && (r.top < ar.top - 1 || r.bottom > ar.bottom + 1)) clipped = true;
              if (hides(style.overflowX) && (r.left < ar.left - 1 || r.right > ar.right + 1)) clipped = true;
            }
            return { top: r.top, bottom: clipped ? Number.POSITIVE_INFINITY : r.bottom, left: r.left, right: r.right };
          });
          const text = await part.textContent();
          expect(box.top, `"${text}" starts above the screen`).toBeGreaterThanOrEqual(0);
          expect(box.bottom, `"${text}" is cut off at the bottom`).toBeLessThanOrEqual(844);
          expect(box.left, `"${text}" is cut off on the left`).toBeGreaterThanOrEqual(0);
          expect(box.right, `"${text}" runs off the right edge`).toBeLessThanOrEqual(390);
        }
        await expectNoOverflow(page, `onboarding-text${scale}-slide${slide}`);
        if (slide < 4) await next.click();
      }
    });
  });
}

test.describe("the site menu on a phone with text at 200%", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  test("its titles are whole, never cut to 'Civi…'", async ({ page, wizard }) => {
    await page.addInitScript(() => {
      const twice = () => document.documentElement?.style.setProperty("font-size", "200%");
      twice();
      document.addEventListener("DOMContentLoaded", twice);
    });
    await wizard.openLanding();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    for (const topic of [null, "Privacy & Terms", "The Research"]) {
      if (topic) await menu.getByRole("button", { name: topic, exact: true }).click();
      const title = menu.getByRole("heading", { level: 2 }).first();
      await expect(title).toHaveText(topic ?? "Civic Postcard");
      const cut = await title.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(cut, `"${topic ?? "Civic Postcard"}" is cut off`).toBe(false);
      await shot(page, `reflow/menu-text200-${topic ?? "main"}`.replace(/[ &]+/g, "-"));
      if (topic) await menu.getByRole("button", { name: "Back" }).click();
    }
  });
});

test.describe("the drafting screen on a phone with text at 200%", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  test("fits its width, and its way out is on screen", async ({ page, wizard }) => {
    await page.addInitScript(() => {
      const twice = () => document.documentElement?.style.setProperty("font-size", "200%");
      twice();
      document.addEventListener("DOMContentLoaded", twice);
    });
    await wizard.walkToCraft();
    await page.getByLabel("I'm most concerned about:").fill("Libraries");
    await page.route("**/api/functions/draft-postcard-message", () => {}); // still drafting
    await wizard.freezeClock();
    await wizard.startDrafting();
    await expect(page.getByRole("button", { name: "Write it myself instead" })).toBeVisible();
    await expectNoOverflow(page, "text200-drafting");
  });
});
