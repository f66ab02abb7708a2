import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails on any WCAG 2.1 A/AA violation on the page as it is now, once the animations and
 * transitions about to end have ended: text caught mid-fade (a toast coming in) reads as low contrast.
 */
export async function expectAccessible(page: Page, options: { include?: string } = {}) {
  // Only what ends within a second (a fade or a slide), never a slideshow's 6.5 s progress bar.
  // The wait is also timed here, as a test may have paused the page's clock.
  // Two frames first: a toast just shown starts its transition on its next frame, not at once.
  const ending = page
    .evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return Promise.all(
        document
          .getAnimations()
          .filter((a) => {
            const { endTime, localTime } = a.effect?.getComputedTiming() ?? {};
            return a.playState === "running" && Number(endTime) - Number(localTime ?? 0) <= 1_000;
          })
          .map((a) => a.finished.catch(() => undefined)),
      );
    })
    .catch(() => undefined); // the page moved on: axe below says what it finds
  await Promise.race([ending, new Promise((r) => setTimeout(r, 1_000))]);
  // Legacy mode runs axe in the page itself instead of gathering each run's results in a new blank
  // page: the same findings on our pages (no cross-origin frames reach a test), in a third the time.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, "accessibility violations").toEqual([]);
}
