import fs from "node:fs";
import type { FunctionName, FunctionRequest, FunctionResponse } from "@civic/contracts/functions";
import { orderRequest, testCards } from "@civic/test-fixtures";
import {
  bringSuccessor,
  copyOfSnapshot,
  LEAVING,
  MOODY,
  makeDecemberOrder,
  SUCCESSOR,
} from "../../apps/server/test/successor-directory";
import { type AppServer, startAppServer } from "../app-server";
import { expectAccessible } from "../axe";
import { pageOfItsOwn, signInToConsole } from "../console";
import { expect, test } from "../fixtures";
import { shot } from "../shots";

// Its own server on January 10, 2027, its directory refreshed after the 120th Congress was sworn
// in: FL-23's Rep. Moskowitz gone from it, Pat Successor holding the seat. Sen. Moody's term ended
// on 2026-11-03 and the data has no successor. An order paid for on December 30 whose cards were
// not ordered before the change is set up in the database (no page makes one at this clock; the
// server's own tests follow it through the change, apps/server/test/orders/held-cards.test.ts):
// paid now, both cards are held, and the sender chooses on the status page.

// Both tests in one worker per project, sharing its server: each runs on one screen only (the
// other skips it in its body, after beforeAll), and in parallel each started a server of its own,
// four servers, each migrating and importing a directory, for two tests.
test.describe.configure({ mode: "default" });

const OPERATOR = "ops@example.com";
const RICK_SCOTT = "S001217";
let server: AppServer;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = copyOfSnapshot();
  bringSuccessor(dir);
  server = await startAppServer({
    CLOCK_START: "2027-01-10T17:00:00Z",
    CONGRESS_DATA_DIR: dir,
    ADMIN_EMAILS: OPERATOR,
  });
});
test.afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function call<N extends FunctionName>(name: N, body: FunctionRequest<N>): Promise<FunctionResponse<N>> {
  const res = await fetch(`${server.baseURL}/api/functions/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  return (await res.json()) as FunctionResponse<N>;
}

/** An order to FL-23 and Sen. Moody made on December 30, paid now: both cards held. Its status page's path and number. */
async function heldOrder(email: string) {
  // Made to today's members, then made the December order (the clock refuses the old ones).
  const created = await call(
    "create-payment",
    orderRequest({ representativeId: SUCCESSOR.id, senatorIds: [RICK_SCOTT] }, 2, { email }),
  );
  await makeDecemberOrder(server.databaseUrl, created.orderId);
  await call("local-checkout-pay", {
    clientSecret: created.client_secret ?? "",
    cardNumber: testCards.paid,
    expiry: testCards.expiry,
    cvc: testCards.cvc,
  });
  const verified = await call("verify-payment", { sessionId: created.sessionId ?? "" });
  return { statusPath: verified.statusPath ?? "", number: verified.orderNumber };
}

test("the sender chooses on the status page: the seat's new holder for one held card, a refund for the other", async ({
  browser,
  isMobile,
}, info) => {
  test.skip(!isMobile, "a sender's page: the phone");
  test.setTimeout(180_000);
  const { statusPath } = await heldOrder(`ana+held-${Date.now()}@example.com`);
  const page = await pageOfItsOwn(browser, info, server.baseURL);
  await page.goto(statusPath);
  const panels = page.getByTestId("card-panel");
  await expect(panels).toHaveCount(2, { timeout: 30_000 });
  const [house, senate] = [panels.nth(0), panels.nth(1)];
  await expect(house.getByTestId("card-step")).toHaveText("On hold", { timeout: 30_000 });
  await expect(house.getByTestId("held-reason")).toHaveText(
    `Rep. ${LEAVING.name} is no longer in our directory of sitting members of Congress. It has not been mailed: we're holding it until you choose.`,
  );
  await expect(house.getByTestId("held-new-holder")).toContainText(
    `Our directory now shows Rep. ${SUCCESSOR.name} in this seat.`,
  );
  await expect(senate.getByTestId("held-reason")).toHaveText(
    `Sen. ${MOODY.name}'s term ended on November 3, 2026, before this card was ordered from the mailing service. It has not been mailed: we're holding it until you choose.`,
  );
  await expect(senate.getByTestId("held-no-holder")).toBeVisible();
  await expect(senate.getByRole("button", { name: /^Send it to/ })).toHaveCount(0);
  await expect(
    page.getByText("If you haven't chosen by January 24, 2027, we'll refund this card.").first(),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, "held-cards/status-held");

  // The new holder: asked to confirm, then readdressed and on its way.
  await house.getByRole("button", { name: `Send it to Rep. ${SUCCESSOR.name}` }).tap();
  await expect(house.getByTestId("held-confirm")).toHaveText(
    `Send this card to Rep. ${SUCCESSOR.name}? It goes to the print shop to be written and mailed like any card.`,
  );
  await expectAccessible(page);
  await shot(page, "held-cards/status-confirm");
  await house.getByRole("button", { name: `Yes, send it to Rep. ${SUCCESSOR.name}` }).tap();
  await expect(house.getByRole("heading", { name: `Rep. ${SUCCESSOR.name}`, level: 2 })).toBeFocused({
    timeout: 30_000,
  });
  await expect(house.getByTestId("card-held")).toHaveCount(0);
  await expect(house.getByTestId("card-text")).toContainText(SUCCESSOR.salutation);
  await expect(house).not.toHaveAttribute("data-step", /^(paid|none)$/, { timeout: 60_000 });

  // The refund: that card, through the refund path; the page says why in our words.
  await senate.getByRole("button", { name: "Refund this card" }).tap();
  await senate.getByRole("button", { name: "Yes, refund it" }).tap();
  await expect(senate.getByTestId("card-held")).toHaveCount(0, { timeout: 30_000 });
  await expect(senate.getByTestId("card-timeline")).toContainText(
    `Sen. ${MOODY.name}'s term ended on November 3, 2026, before this card was ordered from the mailing service. It was not mailed, and it is refunded, as you chose.`,
  );
  await expect(page.getByTestId("refund")).toContainText("refunded", { timeout: 30_000 });
  await expectAccessible(page);
  await shot(page, "held-cards/status-chosen");
});

test("the console's Needs attention lists a held card, with what the sender was told", async ({
  browser,
  isMobile,
}, info) => {
  test.skip(isMobile, "an operator's page: the desktop");
  test.setTimeout(180_000);
  const { number } = await heldOrder(`ana+held-console-${Date.now()}@example.com`);
  const page = await pageOfItsOwn(browser, info, server.baseURL);
  await signInToConsole(page, server, OPERATOR);
  await page.getByRole("link", { name: "Needs attention" }).click();
  const row = page.getByRole("listitem").filter({ hasText: `Order #${number}: card to Sen. ${MOODY.name}` });
  await expect(row.getByRole("link")).toHaveText(
    `Order #${number}: card to Sen. ${MOODY.name} held for the sender's choice`,
  );
  await expect(row).toContainText("held card");
  await expect(row).toContainText(
    "The sender was emailed and chooses on their order's page: a refund, or the seat's new holder once the directory knows them. Without a choice it is refunded by itself on January 24, 2027.",
  );
  await expect(
    page.getByRole("listitem").filter({ hasText: `Order #${number}: card to Rep. ${LEAVING.name} held` }),
  ).toHaveCount(1);
  await expectAccessible(page);
  await shot(page, "held-cards/console-needs-attention");
});
