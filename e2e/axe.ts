import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, type Frame, type Page } from "@playwright/test";

// The minified build (580 KB): the package's `source` is its unminified axe.js (1.3 MB), which
// every document paid to receive over the browser's pipe and to parse.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe-core in a frame, once per document. @axe-core/playwright's AxeBuilder evaluated its source
 * twice in the page at every check; the wizard is one document from step 1 to 8, so a
 * test's later checks find axe there already (a check: about 400 ms beside a busy browser, against
 * under 100 ms for the run alone). As in AxeBuilder's legacy mode, axe then tests the frames of
 * the page's own origin only (allowedOrigins); a frame that goes away meanwhile is skipped.
 */
async function withAxe(frame: Frame) {
  try {
    if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === "object")) return;
    await frame.evaluate(axeSource);
    await frame.evaluate(() =>
      (window as unknown as { axe: typeof import("axe-core") }).axe.configure({ allowedOrigins: ["<same_origin>"] }),
    );
  } catch {
    // A frame detached or navigating meanwhile: axe in the page reports what it reaches.
  }
}

/**
 * Fails on any WCAG 2.1 A/AA violation on the page as it is now, once the animations and
 * transitions about to end have ended: text caught mid-fade (a toast coming in) reads as low contrast.
 */
export async function expectAccessible(page: Page, options: { include?: string } = {}) {
  // axe goes into each check's documents: the page may have navigated between two checks.
  const check = async () => {
    await transitionsEnded(page);
    for (const frame of page.frames()) await withAxe(frame);
    return violations(page, options.include);
  };
  let summary = await check();
  // A toast may start to fade in or out while axe reads the page (on a timer of its own), and its
  // text caught mid-fade reads as low contrast: a violation still there once it has ended fails.
  if (summary.length) summary = await check();
  expect(summary, "accessibility violations").toEqual([]);
}

/**
 * Waits for what ends within a second (a fade or a slide), never a slideshow's 6.5 s progress bar.
 * The wait is also timed here, as a test may have paused the page's clock.
 */
async function transitionsEnded(page: Page) {
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
    .catch(() => undefined); // the page moved on: axe says what it finds
  await Promise.race([ending, new Promise((r) => setTimeout(r, 1_000))]);
}

/**
 * axe.run in the page itself (AxeBuilder's legacy mode) instead of gathering each frame's results
 * in a new blank page: the same findings on our pages (no cross-origin frames reach a test), in a
 * third the time. Only the violations come back, each said in one line: the passes' nodes are
 * most of a result.
 */
function violations(page: Page, include: string | undefined): Promise<string[]> {
  return page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      const { violations } = await axe.run(include ?? document, { runOnly: { type: "tag", values: tags } });
      return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    },
    { include, tags: TAGS },
  );
}
