import fs from "node:fs";
import type { FunctionName, FunctionRequest, FunctionResponse } from "@civic/contracts/functions";
import { orderRequest, testCards } from "@civic/test-fixtures";
import type { Page } from "@playwright/test";
import { mailFilesIn } from "../../apps/server/test/mail-outbox";
import { type AppServer, startAppServer } from "../app-server";
import { expectAccessible } from "../axe";
import { pageOfItsOwn, signInToConsole } from "../console";
import { expect, test } from "../fixtures";
import { shot } from "../shots";

const OPERATOR = "ops@example.com";

let server: AppServer;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  // A fresh embedded PostgreSQL and directory import: slow on a busy machine.
  test.setTimeout(240_000);
  // Its own server: the console needs ADMIN_EMAILS, and its orders stay out of other specs' way.
  server = await startAppServer({ ADMIN_EMAILS: OPERATOR, LOCAL_MAIL_STEP_SECONDS: "3600" });
});
test.afterAll(async () => {
  await server?.stop();
});

async function callFunction<N extends FunctionName>(name: N, body: FunctionRequest<N>): Promise<FunctionResponse<N>> {
  const res = await fetch(`${server.baseURL}/api/functions/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  return await res.json();
}

/** The shared sample order to Florida's House member and senators, through the public functions (test mode). */
async function placeOrder(email: string, cards: 2 | 3, simulatedFailed = 0) {
  const found = await callFunction("lookup-legislators", { zipCode: "33301", includeSenatorsAndReps: true });
  if (Array.isArray(found)) throw new Error("lookup-legislators answered a list, not representatives and senators");
  const representative = found.representatives.find((r) => !r.vacant);
  if (!representative) throw new Error("ZIP 33301 has no representative");
  const order = orderRequest(
    { representativeId: representative.id, senatorIds: found.senators.map((s) => s.id) },
    cards,
    { email, ...(simulatedFailed ? { simulateFailure: true, simulatedFailed } : {}) },
  );
  const created = await callFunction("create-payment", order);
  await callFunction("local-checkout-pay", {
    clientSecret: created.client_secret,
    cardNumber: testCards.paid,
    expiry: testCards.expiry,
    cvc: testCards.cvc,
  });
  return created.orderId;
}

/** The emails in the server's local outbox that contain or match `text` (quoted-printable undone). */
function mailWith(text: string | RegExp): string[] {
  return mailFilesIn(server.dataDir)
    .map((file) =>
      fs
        .readFileSync(file, "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    )
    .filter((mail) => (typeof text === "string" ? mail.includes(text) : text.test(mail)));
}

let page: Page;
let bigOrder: string;
let failedOrder: string;
const buyer = `rosa.${Date.now()}@example.com`;

test("an operator signs in through the email link from the outbox", async ({ browser }, info) => {
  bigOrder = await placeOrder(buyer, 3);
  failedOrder = await placeOrder(`other.${Date.now()}@example.com`, 2, 1);
  // Both orders settled (their confirmations are in the outbox) before the console looks at them.
  await expect
    .poll(() => mailWith(/Subject: Order #\d+: your postcards? (is|are) on the way/).length, { timeout: 90_000 })
    .toBe(2);
  page = await pageOfItsOwn(browser, info, server.baseURL);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Console sign-in" })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "admin/sign-in");
  // Asks for a link, opens it from the outbox, lands on the Overview.
  await signInToConsole(page, server, OPERATOR);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Revenue, last 30 days")).toBeVisible();
  await expectAccessible(page);
  await shot(page, "admin/overview");
});

test("finds the order by the buyer's email and refunds one card of three", async () => {
  await page.getByRole("link", { name: "Orders" }).click();
  await page.getByLabel("Order number, email, name or ZIP").fill(buyer);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 order", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "admin/orders");
  await page.getByRole("region", { name: "Orders" }).getByRole("link").click();
  // Opening an order arrives on it: focus on its heading.
  await expect(page.getByRole("heading", { name: /Order #\d+/ })).toBeFocused();
  await expect(page.getByText(buyer)).toBeVisible();
  // Each email's "Resend" button has a name of its own ("Resend card mailed email 2 of 3").
  const resendNames = await page
    .getByRole("button", { name: /^Resend / })
    .evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? el.textContent));
  expect(resendNames.length).toBeGreaterThan(0);
  expect(new Set(resendNames).size, resendNames.join(", ")).toBe(resendNames.length);
  await expectAccessible(page);

  const refund = page.getByRole("button", { name: /^Refund card to / });
  await expect(refund).toHaveCount(3);
  await refund.nth(1).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Confirm: refund" })).toBeDisabled();
  await dialog.getByLabel(/Reason/).fill("Buyer wrote that the card arrived torn");
  await expectAccessible(page);
  await shot(page, "admin/confirm-refund");
  await dialog.getByRole("button", { name: "Confirm: refund" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Refunded $4" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Refund card to / })).toHaveCount(2);
  const audit = page.getByRole("region", { name: "Audit log" });
  await expect(audit.getByRole("row")).toHaveCount(2);
  await expect(audit.getByText("Buyer wrote that the card arrived torn")).toBeVisible();
  await expect(audit.getByText(OPERATOR)).toBeVisible();
  await expect(audit.getByText("refund card")).toBeVisible();
  await expectAccessible(page);
  await shot(page, "admin/order-refunded");
  expect(bigOrder).toBeTruthy();

  // The buyer's own status page (the secret link in their confirmation email) shows it too.
  // Emails carry the production host's address (no PUBLIC_URL here): open its path on this server.
  const statusPath = mailWith(`To: ${buyer}`)
    .map((mail) => /\/orders\/[A-Za-z0-9_-]{20,}/.exec(mail)?.[0])
    .find(Boolean);
  expect(statusPath).toBeTruthy();
  const buyerPage = await page.context().newPage();
  await buyerPage.goto(statusPath as string);
  await expect(buyerPage.getByTestId("refund")).toContainText(/\$4(\.00)? refunded/);
  const panels = buyerPage.getByTestId("card-panel");
  await expect(panels).toHaveCount(3);
  await expect(panels.nth(1)).toHaveAttribute("data-step", "refunded");
  await expect(panels.nth(0)).not.toHaveAttribute("data-step", "refunded");
  await expect(panels.nth(2)).not.toHaveAttribute("data-step", "refunded");
  await buyerPage.close();
});

test("retries a card that failed and sees it go to the print shop", async () => {
  await page.goto(`/admin/orders/${failedOrder}`);
  const cards = page.getByRole("region", { name: "Cards" });
  await expect(cards.getByText("Simulated failure (test mode).")).toBeVisible();
  await page.getByRole("button", { name: /^Retry card to / }).click();
  await page
    .getByRole("dialog")
    .getByLabel(/Reason/)
    .fill("Vendor confirmed the address is fine");
  await page.getByRole("dialog").getByRole("button", { name: "Confirm: retry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "on its way to the print shop" })).toBeVisible();
  // The print shop takes it: the card gets a vendor order and moves on.
  await expect
    .poll(
      async () => {
        await page.reload();
        await cards.waitFor();
        return cards.getByText(/^lps_/).count(); // the print shop's order id, once per card it took
      },
      { timeout: 60_000 },
    )
    .toBe(2);
  await expect(page.getByRole("button", { name: /^Retry card to / })).toHaveCount(0);
  await shot(page, "admin/order-retried");
});

test("the needs-attention list and the audit log", async () => {
  await page.getByRole("link", { name: "Needs attention" }).click();
  await expect(page.getByRole("heading", { name: "Needs attention" })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "admin/attention");
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Audit log" }).getByRole("row")).toHaveCount(3);
  // Orders named by their number, each a link to the order.
  await expect(
    page
      .getByRole("region", { name: "Audit log" })
      .getByRole("link", { name: /^Order #\d+$/ })
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, "admin/audit");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Console sign-in" })).toBeVisible();
});
