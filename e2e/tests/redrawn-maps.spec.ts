import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type AppServer, startAppServer } from "../app-server";
import { expectAccessible } from "../axe";
import { expect, test } from "../fixtures";
import { shot } from "../shots";
import { WizardDriver } from "../wizard-driver";

// Its own server on January 10, 2027, with a directory refreshed after the 120th Congress was sworn
// in (every House member's new term) and the 119th Congress's ZIP table, as upstream has them then.

const snapshot = path.resolve(import.meta.dirname, "../../apps/server/data/congress");
let app: AppServer;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-congress-120-"));
  for (const file of ["legislators-district-offices.yaml", "zccd.csv"]) {
    fs.copyFileSync(path.join(snapshot, file), path.join(dir, file));
  }
  const members = fs.readFileSync(path.join(snapshot, "legislators-current.yaml"), "utf8");
  fs.writeFileSync(
    path.join(dir, "legislators-current.yaml"),
    members.replace(
      /- type: rep\n {4}start: '[0-9-]+'\n {4}end: '2027-01-03'/g,
      "- type: rep\n    start: '2027-01-03'\n    end: '2029-01-03'",
    ),
  );
  app = await startAppServer({ CLOCK_START: "2027-01-10T17:00:00Z", CONGRESS_DATA_DIR: dir });
});

test.afterAll(async () => {
  await app?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test("a ZIP of a redrawn state lists the state's members and says the map changed; a state not redrawn is as before", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const wizard = new WizardDriver(page, app.baseURL);
  await wizard.openLanding();
  await wizard.findRepresentative("78701");
  await expect(page.getByText("Multiple representatives found. Select yours:")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("choose-why")).toContainText(
    "Your state's congressional map changed for the 120th Congress, and our ZIP code table is from before it, so we can't tell your district from your ZIP code.",
  );
  const cards = page.getByRole("button").filter({ hasText: /District \d+/ });
  await expect(cards).toHaveCount(38);
  await expectAccessible(page);
  await shot(page, "redrawn-maps/austin");
  await wizard.chooseCard(cards.filter({ hasText: "District 10" }));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "What's on your mind?" })).toBeVisible({ timeout: 30_000 });

  // Wyoming's map did not change: its one member is chosen for the sender, as before (a new tab).
  const other = await page.context().newPage();
  const wyoming = new WizardDriver(other, app.baseURL);
  await wyoming.openLanding();
  await wyoming.findRepresentative("82001");
  await expect(other.getByRole("button").filter({ hasText: "At Large" })).toHaveAttribute("aria-pressed", "true", {
    timeout: 30_000,
  });
  await expect(other.getByTestId("choose-why")).toHaveCount(0);
});
