import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/** From anywhere to step 2 as a new user: the logo, ZIP 82001 (one at-large seat), Continue. */
export async function walkToCraft(page: Page, origin = "") {
  await page.goto(`${origin}/no-such-page`);
  await page.getByRole("button", { name: /Civic Postcard/ }).click();
  await page.getByLabel("Enter your zip code to get started").fill("82001");
  await page.getByRole("button", { name: "Find My Representative" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "What's on your mind?" })).toBeVisible();
}

/**
 * Onboarding's "Skip introduction", once the app has hydrated: the page is prerendered and paints
 * first, and a tap before its handlers are on does nothing.
 */
export async function skipIntroduction(page: Page) {
  await expect(page.locator("html[data-app-ready]")).toBeAttached();
  await page.getByRole("button", { name: "Skip introduction" }).click();
}

/**
 * Taps a representative's card on step 1 until it is chosen. The results scroll into view 300 ms
 * after they appear (wizard.md §2), and a tap that lands during that scroll can miss the card.
 */
export async function chooseCard(card: Locator) {
  await expect(async () => {
    await card.click();
    await expect(card).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Fake time that stands still until the test moves it (spec timings are never waited for). */
export async function freezeClock(page: Page) {
  // The next steps' chunks are preloaded on step 2; let them land before time stops.
  await page.waitForLoadState("networkidle");
  await page.clock.pauseAt(new Date("2030-01-01T12:00:00Z"));
}

export const FALLBACK_PLACEHOLDER =
  "Sorry, Quill needs a moment. Please write your message below; it will still reach your representative.";

export const HEADLINES = [
  "Synthesizing your concerns.",
  "Researching trusted local sources.",
  "Polishing your message.",
  "Completing draft — amplifying your voice.",
];

export function postcardDraftCalls(page: Page) {
  const calls: { action: string; draftId?: string; humanApprovedMessage?: string }[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/functions/postcard-draft")) calls.push(r.postDataJSON());
  });
  return calls;
}
