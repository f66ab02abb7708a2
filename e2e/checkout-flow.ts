import fs from "node:fs";
import path from "node:path";
import type { Legislator } from "@civic/contracts/legislators";
import type { Page } from "@playwright/test";
import { BACKUP_VERSION, type Backup } from "../apps/web/src/features/wizard/state/flow-backup";
import { FLOW_BACKUP_KEY } from "../apps/web/src/features/wizard/state/postcard-data";
import { expect } from "./fixtures";

/** Wyoming: one at-large representative (auto-selected) and two senators. */
export const WYOMING_ZIP = "82001";
export const MESSAGE = "Please keep our public lands public. Wyoming families hunt, fish and camp on them every year.";
const CONCERNS = "Public lands";

/** Waits for step 6, then puts `query` (site.md's simulate_failure testing aid) on the address, as a tester types it. */
async function atCheckout(page: Page, query: string) {
  await expect(page.getByText("Step 6 of 7")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Who should get a postcard?")).toBeVisible({ timeout: 30_000 });
  if (query) await page.evaluate((q) => history.replaceState(history.state, "", `${location.pathname}${q}`), query);
}

/** Walks the wizard as a new user from the landing to step 6 (checkout). */
export async function reachCheckout(page: Page, { zip = WYOMING_ZIP, query = "" } = {}) {
  await page.goto("/no-such-page");
  await page.getByRole("button", { name: /Civic Postcard/ }).click();
  await page.getByLabel("Enter your zip code to get started").fill(zip);
  await page.getByRole("button", { name: "Find My Representative" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("I'm most concerned about:").fill(CONCERNS);
  await page.getByRole("button", { name: "Write it myself" }).click();
  await page.getByLabel("Your message").fill(MESSAGE);
  await page.getByRole("button", { name: "Looks Good, Continue" }).click();
  await expect(page.getByText("Step 4 of 7")).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Full Name").fill("ana garcia");
  await page.getByRole("combobox", { name: "Street Address" }).fill("100 main st");
  await page.getByRole("option", { name: "100 Main St" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Here's how your postcard will look" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("button", { name: "Continue" }).click();
  await atCheckout(page, query);
}

/**
 * Step 6 without walking steps 1–5: the tab's session backup is given what reachCheckout's walk
 * leaves there (but no saved draft's id, which the server does not need), and the logo opens the
 * wizard, which restores it as a refresh would (wizard-restore.spec proves that restore; the specs
 * that call reachCheckout test the walk). For specs about checkout and payment, where the walk is
 * only the way in.
 */
export async function openCheckout(page: Page, { query = "" } = {}) {
  const lookup = await page.request.post("/api/functions/lookup-legislators", {
    data: { zipCode: WYOMING_ZIP, includeSenatorsAndReps: false },
  });
  expect(lookup.ok()).toBe(true);
  const [representative] = (await lookup.json()) as Legislator[];
  const backup: Backup = {
    version: BACKUP_VERSION,
    currentStep: 6,
    crashes: 0,
    postcardData: {
      zipCode: WYOMING_ZIP,
      representative,
      concerns: CONCERNS,
      finalMessage: MESSAGE,
      draftId: null,
      userInfo: {
        fullName: "Ana Garcia",
        streetAddress: "100 Main St",
        city: "Cheyenne",
        state: "WY",
        zipCode: WYOMING_ZIP,
      },
    },
  };
  await page.goto("/no-such-page");
  await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), {
    key: FLOW_BACKUP_KEY,
    value: JSON.stringify(backup),
  });
  await page.getByRole("button", { name: /Civic Postcard/ }).click();
  await atCheckout(page, query);
}

/** Fills the local test checkout's card form and pays. */
export async function payWithCard(page: Page, card = "4242 4242 4242 4242") {
  await expect(page.getByText("Test mode: no real card is charged")).toBeVisible();
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await expect(page.getByLabel("ZIP")).toHaveValue(/^\d{5}$/);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

/** The local print shop's and mailer's files for the e2e server (site DATA_DIR). */
export function outbox() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through e2e/global-setup.ts");
  const root = path.join(dataDir, "outbox");
  const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return {
    cards(orderId: string) {
      return list(path.join(root, "postcards", orderId)).sort();
    },
    /** The PDF and PNG files of one card (named by its order_recipients id). */
    cardFile(orderId: string, file: string) {
      return fs.readFileSync(path.join(root, "postcards", orderId, file));
    },
    mails() {
      return list(path.join(root, "mail"))
        .filter((f) => f.endsWith(".eml"))
        .map((f) => fs.readFileSync(path.join(root, "mail", f), "utf8"));
    },
  };
}

/** The plain-text part of an .eml file, decoded (nodemailer writes quoted-printable or base64). */
export function mailText(eml: string): string {
  const part = eml
    .split(/\n--[^\n]+\n/)
    .find((p) => /^Content-Type: text\/plain/im.test(p) && !/^Content-Type: multipart/im.test(p));
  if (!part) throw new Error("the email has no text/plain part");
  const [head = "", ...rest] = part.split(/\n\n/);
  const body = rest.join("\n\n");
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body, "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  }
  return body;
}
