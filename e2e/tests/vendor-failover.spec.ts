import type { Page } from "@playwright/test";
import { startFakeHandwrytten } from "../../apps/server/test/fakes/fake-handwrytten";
import { startFakeIgnitePost } from "../../apps/server/test/fakes/fake-ignitepost";
import { type AppServer, startAppServer } from "../app-server";
import { expectAccessible } from "../axe";
import { pageOfItsOwn, signInToConsole } from "../console";
import { expect, test } from "../fixtures";
import { shot } from "../shots";
import { WizardDriver } from "../wizard-driver";

/**
 * Two real vendors behind MAILING_VENDORS=ignitepost,handwrytten, both as their fakes on loopback
 * (apps/server/test/fakes): a card whose outcome is unknown at IgnitePost waits for an operator
 * and goes nowhere else; with IgnitePost down, an order's cards go to Handwrytten, and the
 * sender's page shows each card's own status.
 */
const IP_TOKEN = "ip_failover_e2e";
const HW_KEY = "hw_failover_e2e";
const HW_SECRET = "hw-e2e-webhook-secret-0123456789abcdef";
const OPERATOR = "ops@example.com";

let server: AppServer;
let ignitePost: Awaited<ReturnType<typeof startFakeIgnitePost>>;
let handwrytten: Awaited<ReturnType<typeof startFakeHandwrytten>>;

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  ignitePost = await startFakeIgnitePost(IP_TOKEN);
  handwrytten = await startFakeHandwrytten(HW_KEY);
  server = await startAppServer({
    MAILING_VENDORS: "ignitepost,handwrytten",
    IGNITEPOST_TOKEN: IP_TOKEN,
    IGNITEPOST_API_URL: ignitePost.url,
    IGNITEPOST_FONT: "becca",
    IGNITEPOST_IMAGE: "thank-you-1",
    IGNITEPOST_TIMEOUT_SECONDS: "1",
    HANDWRYTTEN_API_KEY: HW_KEY,
    HANDWRYTTEN_API_URL: handwrytten.url,
    HANDWRYTTEN_CARD_ID: "1234",
    HANDWRYTTEN_FONT: "Casual David",
    HANDWRYTTEN_CREDIT_CARD_ID: "34124",
    HANDWRYTTEN_WEBHOOK_SECRET: HW_SECRET,
    ADMIN_EMAILS: OPERATOR,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await ignitePost?.close();
  await handwrytten?.close();
});

const atIgnitePost = (orderId: string) => ignitePost.received.filter((o) => o.metadata.order_id === orderId);
const atHandwrytten = (orderId: string) =>
  handwrytten.orders.filter((o) => JSON.parse(String(o.body.client_metadata)).order_id === orderId);

/** An "All three" order through the wizard, paid with the test card: its status page and id. */
async function payAllThree(page: Page, email: string) {
  const wizard = new WizardDriver(page, server.baseURL);
  await wizard.openCheckout();
  await wizard.sendTo("all three");
  const { statusPath = "", orderId } = await wizard.pay(email);
  return { statusPath, orderId };
}

test("a card whose outcome is unknown at IgnitePost waits in Needs attention, goes nowhere else, and the operator ends it", async ({
  page,
  browser,
}, info) => {
  // IgnitePost takes the first card and never answers: its outcome is unknown.
  ignitePost.knobs.hangNext = 1;
  const { orderId } = await payAllThree(page, `ana+unknown-${Date.now()}@example.com`);
  await expect.poll(() => atIgnitePost(orderId).length, { timeout: 60_000 }).toBe(3);

  const console_ = await pageOfItsOwn(browser, info, server.baseURL);
  await signInToConsole(console_, server, OPERATOR);
  const health = console_.getByTestId("mailing-health");
  await expect(health).toContainText("IgnitePost");
  await expect(health).toContainText("Handwrytten");

  await console_.getByRole("link", { name: "Needs attention" }).click();
  const item = console_.getByRole("listitem").filter({ hasText: "outcome unknown" });
  await expect(async () => {
    await console_.reload();
    await expect(item).toHaveCount(1);
  }).toPass({ timeout: 60_000 });
  await expect(item.getByRole("button", { name: "IgnitePost has it" })).toBeVisible();
  await expect(item.getByRole("button", { name: "Send it again" })).toBeVisible();
  await expectAccessible(console_);
  await shot(console_, "vendor-failover/outcome-unknown");
  // Handwrytten is healthy, yet the card IgnitePost may have stays with IgnitePost.
  expect(atHandwrytten(orderId)).toHaveLength(0);

  // The operator finds it in IgnitePost's dashboard (the fake knows which order it never answered).
  const hungId = ignitePost.hungIds.at(-1)!;
  await item.getByRole("button", { name: "IgnitePost has it" }).click();
  const dialog = console_.getByRole("dialog");
  await dialog.getByLabel("IgnitePost's order id").fill(hungId);
  await dialog.getByLabel(/Reason/).fill("Found it in IgnitePost's dashboard");
  await expectAccessible(console_);
  await shot(console_, "vendor-failover/ignitepost-has-it");
  await dialog.getByRole("button", { name: "Confirm: IgnitePost has it" }).click();
  const confirmed = console_.getByText(`The card is recorded as IgnitePost's order ${hungId}.`);
  await expect(confirmed).toBeVisible();
  await expect(console_.getByRole("listitem").filter({ hasText: "outcome unknown" })).toHaveCount(0);
  await shot(console_, "vendor-failover/outcome-resolved");
  expect(atIgnitePost(orderId)).toHaveLength(3);
  expect(atHandwrytten(orderId)).toHaveLength(0);
  await console_.context().close();
});

test("with IgnitePost down, an All three order goes to Handwrytten, and the status page shows each card's own status", async ({
  page,
}) => {
  // IgnitePost stops answering at all: every call is refused (it certainly took nothing).
  await ignitePost.close();
  const { statusPath, orderId } = await payAllThree(page, `ana+failover-${Date.now()}@example.com`);
  await expect.poll(() => atHandwrytten(orderId).length, { timeout: 90_000 }).toBe(3);
  expect(atIgnitePost(orderId)).toHaveLength(0);

  await page.goto(`${server.baseURL}${statusPath}`);
  const panels = page.getByTestId("card-panel");
  await expect(panels).toHaveCount(3, { timeout: 60_000 });
  for (let i = 0; i < 3; i++) {
    await expect(panels.nth(i)).toHaveAttribute("data-step", "sent_to_print_shop", { timeout: 60_000 });
    await expect(panels.nth(i).getByTestId("card-vendor")).toHaveText("Written and mailed by Handwrytten");
  }

  // Handwrytten's order moves to a status word it does not document as mailed; its webhook names
  // the order, which is fetched, and nothing is claimed: the card stays at the print shop.
  const [first] = atHandwrytten(orderId);
  handwrytten.setStatus(first!.id, "sent", new Date());
  const hook = await fetch(`${server.baseURL}/api/webhooks/handwrytten/${HW_SECRET}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ order_id: first!.id }),
  });
  expect(hook.status).toBe(200);
  await expect
    .poll(() => handwrytten.requests.some((r) => r.method === "GET" && r.path === "/v2/orders/details"), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.reload();
  await expect(page.locator('[data-step="sent_to_print_shop"]')).toHaveCount(3, { timeout: 30_000 });
  await expect(page.locator('[data-step="mailed"]')).toHaveCount(0);
  // Handwrytten's delivery is not ordered: no Delivered step that never comes.
  await expect(page.getByTestId("card-timeline").getByText("Delivered", { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, "vendor-failover/status-at-handwrytten");
});
