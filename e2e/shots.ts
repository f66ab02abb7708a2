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
  await page.screenshot({ path: path.join(dir, `${name}-${test.info().project.name}.png`), fullPage: true });
}
