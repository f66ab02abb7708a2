import type { Browser, Page, TestInfo } from "@playwright/test";
import { signInPathFor } from "../apps/server/test/admin/sign-in-link";
import { expect } from "./fixtures";

/**
 * A page in a browser context of its own, like the test's project (viewport, touch, agent), on
 * `baseURL`: a second person beside the sender, such as an operator, or a sender on a server of
 * the spec's own.
 */
export async function pageOfItsOwn(browser: Browser, info: TestInfo, baseURL: string): Promise<Page> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = info.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
  return context.newPage();
}

/** Signs `email` in to the console as an operator would: asks for a link, opens it from the outbox. */
export async function signInToConsole(page: Page, server: { dataDir: string }, email: string) {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText(/Check your inbox/)).toBeVisible();
  await page.goto(await signInPathFor(server, email));
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
}

/** Signs `email` in at /organize as an organiser would: asks for a link, opens it from the outbox. */
export async function signInAsOrganiser(page: Page, server: { dataDir: string }, email: string) {
  await page.goto("/organize");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText(/Check your inbox/)).toBeVisible();
  await page.goto(await signInPathFor(server, email));
  await expect(page.getByRole("heading", { name: "Your campaigns" })).toBeVisible();
}

export interface CampaignForm {
  name: string;
  organisation: string;
  ask: string;
  talkingPoint: string;
  slug: string;
  /** The label of the front to choose (a park's name); the form's default when absent. */
  front?: string;
  /** The label of the target to choose; the form's default when absent. */
  target?: string;
}

/** Fills the new-campaign form the organiser has open, without saving it. */
export async function fillCampaignForm(page: Page, form: CampaignForm) {
  await page.getByLabel("Campaign name").fill(form.name);
  await page.getByLabel("Organisation").fill(form.organisation);
  await page.getByLabel("The ask").fill(form.ask);
  await page.getByRole("textbox", { name: "Talking point 1", exact: true }).fill(form.talkingPoint);
  if (form.target) await page.getByLabel(form.target).check();
  if (form.front) await page.getByLabel(form.front).check();
  await page.getByLabel("The link's name").fill(form.slug);
}
