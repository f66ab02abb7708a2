import type { Page } from "@playwright/test";
import { expectAccessible } from "../axe";
import { ANY_SCREEN, expect, test } from "../fixtures";
import { shot } from "../shots";

const titles = [
  "Your voice counts in D.C.",
  "Handwritten stands out",
  "Say it in your own words",
  "Mailed for you in days",
];
const landingHeading = "Send a real postcard to your representative in D.C.";

const slideHeading = (page: Page) => page.getByRole("heading", { level: 1 });

/** A paused clock: time moves only when the test runs it forward. */
async function openOnboarding(page: Page, query = "") {
  await page.clock.install({ time: new Date("2026-01-01T12:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-01T12:00:01Z"));
  await page.goto(`/onboarding${query}`);
  await expect(slideHeading(page)).toHaveText(titles[0] as string);
  await expect(page.locator("html[data-app-ready]")).toBeAttached(); // hydrated: the handlers are on
}

/** Makes the tab look hidden, as the browser does when the visitor switches away. */
async function hideTab(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

test(
  "/onboarding arrives prerendered, paints before any script, and hydrates without an error",
  ANY_SCREEN,
  async ({ page, request }) => {
    const html = await (await request.get("/onboarding")).text();
    expect(html).toContain(`<h1 class="text-3xl font-bold text-balance md:text-4xl">${titles[0]}</h1>`);
    expect(html).toContain('<script type="application/json" id="public-config">');
    expect(html).not.toContain("__APP_NAME__");
    expect(html).not.toMatch(/<script type="module"/); // the app starts after the first paint

    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/onboarding");
    await expect(page.locator("html[data-app-ready]")).toBeAttached();
    await expect(slideHeading(page)).toHaveText(titles[0] as string);
    await expect(page.getByText("Civic Postcard", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(slideHeading(page)).toHaveText(titles[1] as string);
    expect(errors).toEqual([]);
  },
);

test(
  "/ without the skip flag redirects to /onboarding, keeping the query and replacing history",
  ANY_SCREEN,
  async ({ page }) => {
    await page.goto("/?view=faq&ref=abc");
    await expect(page).toHaveURL(/\/onboarding\?view=faq&ref=abc$/);
    await expect(slideHeading(page)).toHaveText(titles[0] as string);
    // about:blank + the redirected entry: "/" was replaced, not pushed.
    expect(await page.evaluate(() => history.length)).toBe(2);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveCount(0);
  },
);

test(
  "/ arrives as the prerendered onboarding and hydrates at /onboarding; a reload mid-wizard at / shows the wizard",
  ANY_SCREEN,
  async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(`<h1 class="text-3xl font-bold text-balance md:text-4xl">${titles[0]}</h1>`);
    expect(html).not.toMatch(/<script type="module"/);

    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/?ref=home");
    await expect(page.locator("html[data-app-ready]")).toBeAttached();
    await expect(page).toHaveURL(/\/onboarding\?ref=home$/);
    await expect(slideHeading(page)).toHaveText(titles[0] as string);

    await page.getByRole("button", { name: "Skip introduction" }).click();
    await expect(page.getByRole("heading", { name: landingHeading })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/\?ref=home$/);
    await expect(page.getByRole("heading", { name: landingHeading })).toBeVisible();
    await expect(page.getByRole("heading", { name: titles[0] as string })).toHaveCount(0);
    expect(errors).toEqual([]);
  },
);

test("autoplay moves every 6.5 s and past the last slide opens the wizard at step 1", ANY_SCREEN, async ({ page }) => {
  await openOnboarding(page, "?ref=friend");
  await expect(page.getByText("Slide 1 of 4: Your voice counts in D.C.")).toBeAttached();
  for (const next of titles.slice(1)) {
    await page.clock.runFor(6_400);
    await expect(slideHeading(page)).not.toHaveText(next);
    await page.clock.runFor(100);
    await expect(slideHeading(page)).toHaveText(next);
  }
  await expect(page.getByText("Slide 4 of 4: Mailed for you in days")).toBeAttached();
  await page.clock.runFor(6_500);
  await expect(page).toHaveURL(/\/\?ref=friend$/);
  // The wizard loads on demand and React reveals it on a timer: let time flow again.
  await page.clock.resume();
  await expect(page.getByRole("heading", { name: landingHeading })).toBeVisible();
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
});

test(
  "tapping the halves, arrow keys and swipes navigate, and any of them stops autoplay",
  ANY_SCREEN,
  async ({ page }) => {
    await openOnboarding(page);
    const area = page.getByTestId("slide-tap-area");
    const box = (await area.boundingBox()) as { x: number; y: number; width: number; height: number };
    const y = box.y + box.height * 0.2;

    await page.mouse.click(box.x + box.width * 0.8, y);
    await expect(slideHeading(page)).toHaveText(titles[1] as string);
    await page.clock.runFor(20_000);
    await expect(slideHeading(page)).toHaveText(titles[1] as string);

    await page.mouse.click(box.x + box.width * 0.2, y);
    await expect(slideHeading(page)).toHaveText(titles[0] as string);

    await page.keyboard.press("ArrowRight");
    await expect(slideHeading(page)).toHaveText(titles[1] as string);
    await page.keyboard.press("ArrowRight");
    await expect(slideHeading(page)).toHaveText(titles[2] as string);
    await page.keyboard.press("ArrowLeft");
    await expect(slideHeading(page)).toHaveText(titles[1] as string);

    // A swipe to the left of more than 50 px goes forward; to the right goes back.
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(box.x + from, y);
      await page.mouse.down();
      await page.mouse.move(box.x + to, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(box.width * 0.3 + 60, box.width * 0.3);
    await expect(slideHeading(page)).toHaveText(titles[2] as string);
    await swipe(box.width * 0.7 - 60, box.width * 0.7);
    await expect(slideHeading(page)).toHaveText(titles[1] as string);

    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(slideHeading(page)).toHaveText(titles[3] as string);
    await page.getByRole("button", { name: "Get started" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.clock.resume();
    await expect(page.getByRole("heading", { name: landingHeading })).toBeVisible();
  },
);

test("the tab becoming hidden stops autoplay", ANY_SCREEN, async ({ page }) => {
  await openOnboarding(page);
  await page.clock.runFor(3_000);
  await hideTab(page);
  await page.clock.runFor(20_000);
  await expect(slideHeading(page)).toHaveText(titles[0] as string);
});

test("with reduced motion the slides do not advance by themselves", ANY_SCREEN, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openOnboarding(page);
  await page.clock.runFor(20_000);
  await expect(slideHeading(page)).toHaveText(titles[0] as string);
  await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
});

test("the close button skips to the wizard with the query kept; the Source line expands", async ({ page }) => {
  await openOnboarding(page, "?ref=direct");
  await page.getByText("Source", { exact: true }).click();
  await expect(page.getByText(/Abernathy, C\. E\. \(2015\)\. Legislative Correspondence Management/)).toBeVisible();
  await expect(slideHeading(page)).toHaveText(titles[0] as string);
  await shot(page, "site/onboarding");
  // axe runs on timers: stop the slides by hand, then let time flow.
  await page.getByRole("button", { name: "Pause slideshow" }).click();
  await page.clock.resume();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Skip introduction" }).click();
  await expect(page).toHaveURL(/\/\?ref=direct$/);
  await expect(page.getByRole("heading", { name: landingHeading })).toBeVisible();
});

test("shared_by shows a decoded, dismissible banner and pads the page", async ({ page }) => {
  await openOnboarding(page, `?shared_by=${encodeURIComponent(encodeURIComponent("Jane Doe"))}`);
  // The banner loads on demand and React reveals it on a timer: stop the slides, let time flow.
  await page.getByRole("button", { name: "Pause slideshow" }).click();
  await page.clock.resume();
  await expect(page.getByText("Shared with you by Jane Doe")).toBeVisible();
  await expect(page.getByTestId("shared-by-padding")).toBeAttached();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByText("Shared with you by Jane Doe")).toHaveCount(0);
  await expect(page.getByTestId("shared-by-padding")).toHaveCount(0);
});

test.describe("a tap before the prerendered page hydrates is not lost", () => {
  /** The onboarding page painted from its HTML, its scripts held back until `release` is called. */
  async function beforeHydration(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // By DOMContentLoaded the deferred boot.js, which keeps a tap until the app starts, has run; a
    // tap before it (the page painted, boot.js still on its way) was lost on a busy machine.
    await page.goto("/onboarding", { waitUntil: "domcontentloaded" });
    await expect(slideHeading(page)).toHaveText(titles[0] as string);
    return release;
  }
  const press = (page: Page, name: string) => {
    const button = page.getByRole("button", { name, exact: true });
    return test.info().project.use.hasTouch ? button.tap() : button.click();
  };

  test("Skip", async ({ page }) => {
    const release = await beforeHydration(page);
    await press(page, "Skip introduction");
    await expect(page.locator("html[data-app-ready]")).not.toBeAttached();
    release();
    await expect(page.getByRole("heading", { name: landingHeading })).toBeVisible();
  });

  test("Next, once", async ({ page }) => {
    const release = await beforeHydration(page);
    await press(page, "Next");
    await expect(page.locator("html[data-app-ready]")).not.toBeAttached();
    release();
    await expect(page.locator("html[data-app-ready]")).toBeAttached();
    await expect(slideHeading(page)).toHaveText(titles[1] as string);
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  });
});
