import { type AppServer, startAppServer } from "../app-server";
import { expectAccessible } from "../axe";
import { pageOfItsOwn, signInToConsole } from "../console";
import { expect, test } from "../fixtures";

const OPERATOR = "ops@example.com";

let server: AppServer;

test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Its own server with the console, its clock on 2026-11-26: two appointed senators' terms ended
  // on 2026-11-03 and the bundled directory (of 2026-06-15) has no successor for either.
  server = await startAppServer({ ADMIN_EMAILS: OPERATOR, CLOCK_START: "2026-11-26T12:00:00-05:00" });
});
test.afterAll(async () => {
  await server?.stop();
});

test("the console shows the directory's date, its refreshes and the seats without a known holder", async ({
  browser,
}, info) => {
  const page = await pageOfItsOwn(browser, info, server.baseURL);
  await signInToConsole(page, server, OPERATOR);
  const directory = page.locator("section", { has: page.getByRole("heading", { name: "Legislator directory" }) });
  await expect(directory).toContainText("Data as of (newest term start)Jun 10, 2026");
  await expect(directory).toContainText("RefreshesOnce a day");
  await expect(directory).toContainText(/Last successful refresh.*\((just now|\d+ min ago)\)/);
  await expect(directory).toContainText("Seats without a known holder2");
  await expect(directory).toContainText(/As of Nov 26, 2026, \d+:\d\d [AP]M by the directory's clock\./);
  // The state legislatures' directory says the day its member list describes (decision 0090).
  await expect(directory).toContainText("Members as ofAug 5, 2026");
  await expect(directory).toContainText("Sitting legislators7358");
  await expect(directory).toContainText("No ZIP leads to them59");

  // The list opens as a person opens it: a tap on a phone, a click on a desktop.
  const summary = directory.getByText("2 seats' term ended and the data has no successor: they receive no cards");
  if (info.project.use.hasTouch) await summary.tap();
  else await summary.click();
  const seats = directory.getByRole("list", { name: "Seats without a known holder" });
  await expect(seats.getByRole("listitem")).toHaveText([
    "FL (Senate): Ashley Moody, term ended Nov 3, 2026",
    "OH (Senate): Jon Husted, term ended Nov 3, 2026",
  ]);
  await expectAccessible(page);
  await directory.screenshot({ path: info.outputPath("directory.png") });
});
