import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails on any WCAG 2.1 A/AA violation on the page as it is now, once its short animations and
 * transitions have ended: text caught mid-fade (a toast coming in) reads as low contrast.
 */
export async function expectAccessible(page: Page, options: { include?: string } = {}) {
  const ending = page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === "running" && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // At most a second, timed here (a test may have paused the page's clock): a long progress bar
  // (the onboarding's 6.5 s) is not a fade.
  await Promise.race([ending, new Promise((r) => setTimeout(r, 1_000))]);
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, "accessibility violations").toEqual([]);
}
