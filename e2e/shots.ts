import path from "node:path";
import type { Page } from "@playwright/test";
import { test } from "./fixtures";

/**
 * A full-page screenshot for a person to look at, named `<name>-<project>.png` under SHOTS_DIR
 * (`SHOTS_DIR=/tmp/shots npm run test:e2e`). Without SHOTS_DIR nothing is written: CI and a
 * newcomer's `npm test` need no particular folder.
 */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const [x, y] = await page.evaluate(() => [window.scrollX, window.scrollY]);
  await page.screenshot({ path: path.join(dir, `${name}-${test.info().project.name}.png`), fullPage: true });
  // Chromium's full-page capture can leave the page scrolled elsewhere and put the scroll back only
  // at the next input: between a click's press and release, which then landed on another element
  // and was lost. Put it back now, so a screenshot changes nothing the test does next.
  await page.evaluate(([sx, sy]) => window.scrollTo(sx ?? 0, sy ?? 0), [x, y]);
}
