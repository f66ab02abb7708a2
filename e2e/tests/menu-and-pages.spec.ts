import type { Page } from "@playwright/test";
import { expectAccessible } from "../axe";
import { ANY_SCREEN, expect, test } from "../fixtures";
import { shot } from "../shots";

const themeColor = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute("content");

test("the site menu: views, Back, Escape rules, reset on close, theme colour and focus", async ({ page }) => {
  await page.goto("/about");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  expect(await themeColor(page)).toBe("#ffffff");
  await menuButton.click();
  const menu = page.getByRole("dialog");
  await expect(menu.getByRole("heading", { name: "Civic Postcard" })).toBeVisible();
  expect(await themeColor(page)).toBe("#333333");
  for (const item of ["About", "FAQ", "The Research", "Contact Us", "Privacy & Terms"]) {
    await expect(menu.getByRole("button", { name: item })).toBeVisible();
  }
  await shot(page, "site/menu");
  await expectAccessible(page);

  // Focus stays inside the open menu.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }

  // FAQ links to the Research and Privacy & Terms views; Back returns to main.
  await menu.getByRole("button", { name: "FAQ" }).click();
  await expect(menu.getByRole("heading", { name: "FAQ" })).toBeVisible();
  await expect(menu.getByText("Is Civic Postcard partisan?")).toBeVisible();
  await menu.getByRole("button", { name: "See the Research" }).click();
  await expect(menu.getByRole("heading", { name: "The Research" })).toBeVisible();
  await expect(
    menu.getByText("of staffers say personalized constituent messages influence undecided votes."),
  ).toBeVisible();
  await menu.getByRole("button", { name: "Back" }).click();
  await expect(menu.getByRole("heading", { name: "Civic Postcard" })).toBeVisible();
  await menu.getByRole("button", { name: "FAQ" }).click();
  await menu.getByRole("button", { name: "Privacy & Terms" }).click();
  await expect(menu.getByRole("heading", { name: "Privacy & Terms" })).toBeVisible();
  await expectAccessible(page);

  // Escape on a sub-view goes back to main; on main it closes.
  await page.keyboard.press("Escape");
  await expect(menu.getByRole("heading", { name: "Civic Postcard" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  expect(await themeColor(page)).toBe("#ffffff");

  // Closing from a sub-view resets to main.
  await menuButton.click();
  await menu.getByRole("button", { name: "Contact Us" }).click();
  await expect(menu.getByRole("link", { name: "support@civicpostcard.org" })).toHaveAttribute(
    "href",
    "mailto:support@civicpostcard.org",
  );
  await menu.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await menuButton.click();
  await expect(menu.getByRole("heading", { name: "Civic Postcard" })).toBeVisible();
});

for (const [view, title] of [
  ["research", "The Research"],
  ["faq", "FAQ"],
  ["about", "About"],
  ["contact", "Contact Us"],
  ["privacy-terms", "Privacy & Terms"],
] as const) {
  test(
    `?view=${view} on the landing opens the information dialog on ${title}`,
    ANY_SCREEN,
    async ({ page, wizard }) => {
      await page.goto(`/?view=${view}`);
      await expect(page).toHaveURL(new RegExp(`/onboarding\\?view=${view}$`));
      await wizard.skipIntroduction();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading", { name: title, exact: true })).toBeVisible();
      if (view === "research") {
        await expect(dialog.getByText("96%")).toBeVisible();
        await expectAccessible(page);
      }
      // Opened on this view: no Back to a menu the visitor never opened (moving between views and
      // back: keyboard-and-announcements, the dialog opened on the FAQ). Closing it leaves the visitor
      // on the landing.
      await expect(dialog.getByRole("button", { name: "Back" })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole("heading", { name: "Send a real postcard to your representative in D.C." }),
      ).toBeVisible();
    },
  );
}

test("an invalid ?view= opens nothing; 'Learn More' opens the research view", ANY_SCREEN, async ({ page, wizard }) => {
  // The landing, reached the way a visitor does: through onboarding's skip button.
  await wizard.openLanding({ through: "onboarding", query: "?view=secrets" });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("button", { name: "Learn More" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "The Research" })).toBeVisible();
});

test(
  "the header logo: from a page it opens the wizard, on / it resets the flow to step 1",
  ANY_SCREEN,
  async ({ page, wizard }) => {
    await page.goto("/faq");
    await page.getByRole("button", { name: "Civic Postcard" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Step 1 of 7")).toBeVisible();
    await wizard.chooseRepresentative({ zip: "82001" });
    await expect(page.getByText("Step 2 of 7")).toBeVisible();
    await page.getByRole("button", { name: "Civic Postcard" }).click();
    await expect(page.getByText("Step 1 of 7")).toBeVisible();
    await expect(page.getByLabel("Enter your zip code to get started")).toHaveValue("");
  },
);

test("About, FAQ and Contact pages", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Civic Postcard");
  await expect(page.getByRole("heading", { name: "Why we built Civic Postcard" })).toBeVisible();
  await expect(page).toHaveTitle("About · Civic Postcard");
  await shot(page, "site/about");
  await expectAccessible(page);

  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  for (const section of ["About the postcard", "Why it works", "How it works", "Non-partisan promise"]) {
    await expect(page.getByRole("heading", { name: section, level: 2 })).toBeVisible();
  }
  // The spec's seven topics, and the price (said before anyone starts).
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(8);
  await expect(page.getByRole("heading", { name: "How much does it cost?", level: 3 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "See the Research" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "The Research" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Privacy & Terms" }).click();
  await expect(page).toHaveURL(/\/privacy$/);

  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(page.getByRole("link", { name: "support@civicpostcard.org" })).toHaveAttribute(
    "href",
    "mailto:support@civicpostcard.org",
  );
  await expectAccessible(page);
});

test("Privacy & Terms at /privacy and /terms", async ({ page }) => {
  for (const path of ["/privacy", "/terms"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy & Terms");
    await expect(page.getByText("Last updated September 25, 2025")).toBeVisible();
    await expect(page.getByText(/a postcard writing and mailing service, a database for postcard text/)).toBeVisible();
    await expect(page.getByText("you are at least 18 years old;")).toBeVisible();
    // We send only transactional email (no unsubscribe to promise); the data is the sender's own.
    await expect(page.getByText(/These are the only emails we send: no newsletters, no marketing\./)).toBeVisible();
    await expect(page.getByText(/download a copy of everything we hold about the order/)).toBeVisible();
  }
  await shot(page, "site/privacy-terms");
  await expectAccessible(page);
});

test("/research opens the research dialog on arrival and again with 'View Research'", async ({ page }) => {
  await page.goto("/research");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "The Research" })).toBeVisible();
  await expect(
    dialog.getByText("of staffers say personalized constituent messages influence undecided votes."),
  ).toBeVisible();
  await shot(page, "site/research-dialog");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Research & Evidence");
  await page.getByRole("button", { name: "View Research" }).click();
  await expect(dialog.getByRole("heading", { name: "The Research" })).toBeVisible();
});

test("a render error anywhere shows the crash screen, and Refresh Page reloads", ANY_SCREEN, async ({ page }) => {
  // A page chunk that cannot load makes its lazy route throw while rendering.
  await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
  await expect(page.getByText("Something went wrong. Please refresh the page to try again.")).toBeVisible();
  await expectAccessible(page);
  await page.unroute(/\/assets\/about-page-[^/]+\.js$/);
  await page.getByRole("button", { name: "Refresh Page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Civic Postcard");
});

test("the 404 page logs the path and links home", ANY_SCREEN, async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto("/faq/nothing-here");
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  expect(errors.some((e) => e.includes("/faq/nothing-here"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});
