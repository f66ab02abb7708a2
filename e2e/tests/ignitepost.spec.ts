import type { FunctionName, FunctionRequest, FunctionResponse } from "@civic/contracts/functions";
import { orderRequest, testCards, wyoming } from "@civic/test-fixtures";
import type { Page } from "@playwright/test";
import { startFakeIgnitePost } from "../../apps/server/test/fakes/fake-ignitepost";
import { type AppServer, startAppServer } from "../app-server";
import { expectAccessible } from "../axe";
import { pageOfItsOwn, signInToConsole } from "../console";
import { expect, test } from "../fixtures";
import { shot } from "../shots";
import { WizardDriver } from "../wizard-driver";

const TOKEN = "ip_e2e_token";
const SECRET = "ip-e2e-webhook-secret-0123456789abcdef";
const OPERATOR = "ops@example.com";

let server: AppServer;
let fake: Awaited<ReturnType<typeof startFakeIgnitePost>>;

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fake = await startFakeIgnitePost(TOKEN);
  server = await startAppServer({
    MAILING_VENDORS: "ignitepost",
    IGNITEPOST_TOKEN: TOKEN,
    IGNITEPOST_API_URL: fake.url,
    IGNITEPOST_FONT: "becca",
    IGNITEPOST_WEBHOOK_SECRET: SECRET,
    IGNITEPOST_TIMEOUT_SECONDS: "1",
    IGNITEPOST_IMAGE: "thank-you-1",
    ADMIN_EMAILS: OPERATOR,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

const webhook = (secret: string, body: string) =>
  fetch(`${server.baseURL}/api/webhooks/ignitepost/${secret}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
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

/** A one-card order to Wyoming's House member through the public functions, paid with the test card. */
async function placeOneCard() {
  const found = await callFunction("lookup-legislators", { zipCode: wyoming.zipCode, includeSenatorsAndReps: true });
  if (Array.isArray(found)) throw new Error("lookup-legislators answered a list");
  const representative = found.representatives.find((r) => !r.vacant)!;
  const created = await callFunction(
    "create-payment",
    orderRequest({ representativeId: representative.id, senatorIds: found.senators.map((s) => s.id) }, 1, {
      email: `one.${Date.now()}@example.com`,
    }),
  );
  await callFunction("local-checkout-pay", {
    clientSecret: created.client_secret,
    cardNumber: testCards.paid,
    expiry: testCards.expiry,
    cvc: testCards.cvc,
  });
  return created.orderId;
}

test("an All three order goes to IgnitePost as three valid orders; a confirmed webhook shows its card Mailed", async ({
  page,
}) => {
  const wizard = new WizardDriver(page, server.baseURL);
  await wizard.openCheckout();
  await wizard.sendTo("all three");
  const { statusPath = "", orderId } = await wizard.pay(`ana+ignitepost-${Date.now()}@example.com`);

  // Fulfilment runs in the background job: on a busy machine it takes more than poll's 10 s.
  await expect
    .poll(() => fake.received.filter((o) => o.metadata.order_id === orderId).length, { timeout: 60_000 })
    .toBe(3);
  const orders = fake.received.filter((o) => o.metadata.order_id === orderId);
  const names = [wyoming.representative, ...wyoming.senators];
  for (const order of orders) {
    for (const field of [
      "font",
      "message",
      "image",
      "recipient_address_one",
      "recipient_city",
      "recipient_state",
      "recipient_zip",
    ]) {
      expect(order.form[field], field).toBeTruthy();
    }
    expect(order.form.message!.length).toBeLessThanOrEqual(450);
    // Each card greets its own recipient: the greeting names the member the order is addressed to.
    const lastName = (order.form.recipient_name ?? "").split(" ").at(-1) ?? "";
    expect(order.form.message!.split("\n")[0]).toContain(lastName);
  }
  expect(new Set(orders.map((o) => o.form.recipient_name)).size).toBe(3);
  for (const name of names)
    expect(orders.some((o) => o.form.recipient_name?.endsWith(name.split(" ").at(-1)!))).toBe(true);
  const posts = fake.requests.filter((r) => r.method === "POST");
  expect(posts.every((r) => r.headers["x-token"] === TOKEN && r.headers["x-testing"] === undefined)).toBe(true);

  await page.goto(`${server.baseURL}${statusPath}`);
  const panels = page.getByTestId("card-panel");
  await expect(panels).toHaveCount(3, { timeout: 60_000 });
  for (let i = 0; i < 3; i++) {
    await expect(panels.nth(i)).toHaveAttribute("data-step", "sent_to_print_shop", { timeout: 60_000 });
    await expect(panels.nth(i).getByTestId("card-vendor")).toHaveText("Written and mailed by IgnitePost");
  }

  // A webhook to a wrong secret: 404, nothing moves.
  const [first, second] = orders;
  fake.markSent(first!.id, new Date());
  expect((await webhook(`${SECRET}-wrong`, fake.webhookBody(first!.id))).status).toBe(404);
  // A webhook naming an order IgnitePost has not sent (no sent_at): 200, and nothing moves.
  expect((await webhook(SECRET, fake.webhookBody(second!.id))).status).toBe(200);
  // The sent one, confirmed by GET /orders/:id: its card reads Mailed.
  expect((await webhook(SECRET, fake.webhookBody(first!.id))).status).toBe(200);
  const mailed = panels.filter({ has: page.getByRole("heading", { name: first!.form.recipient_name! }) });
  await expect(page.locator('[data-step="mailed"]')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.locator('[data-step="sent_to_print_shop"]')).toHaveCount(2);
  await expect(mailed.getByTestId("card-step")).toHaveText("Mailed");
  await expect(mailed.getByTestId("card-expected")).toHaveText(/^Expected in the mailbox by \w+ \d+, \d{4}\.$/);
  // IgnitePost reports no delivery: no Delivered step that never comes.
  await expect(page.getByTestId("card-timeline").getByText("Delivered", { exact: true })).toHaveCount(0);
  expect(fake.requests.some((r) => r.method === "GET" && r.path === `/api/v1/orders/${first!.id}`)).toBe(true);
  await expectAccessible(page);
  await shot(page, "ignitepost/status-mailed");
});

let console_: Page;

test("a create that timed out shows 'outcome unknown' in the console; 'IgnitePost has it' ends it", async ({
  browser,
}, info) => {
  fake.knobs.hangNext = 1;
  const orderId = await placeOneCard();
  await expect
    .poll(() => fake.received.filter((o) => o.metadata.order_id === orderId).length, { timeout: 60_000 })
    .toBe(1);

  console_ = await pageOfItsOwn(browser, info, server.baseURL);
  await signInToConsole(console_, server, OPERATOR);
  await expect(console_.getByTestId("mailing-health")).toContainText("IgnitePost");
  await expect(console_.getByTestId("mailing-health")).toContainText("Signed in as cards@civicpostcard.test.");

  await console_.getByRole("link", { name: "Needs attention" }).click();
  const item = console_.getByRole("listitem").filter({ hasText: "outcome unknown" });
  await expect(item).toHaveCount(1, { timeout: 60_000 });
  await expectAccessible(console_);
  await shot(console_, "ignitepost/outcome-unknown");

  const atVendor = fake.received.find((o) => o.metadata.order_id === orderId)!;
  await item.getByRole("button", { name: "IgnitePost has it" }).click();
  const dialog = console_.getByRole("dialog");
  // An order id that is not this card is refused after it is fetched.
  await dialog.getByLabel("IgnitePost's order id").fill("404404");
  await dialog.getByLabel(/Reason/).fill("Found it in IgnitePost's dashboard");
  await expectAccessible(console_);
  await shot(console_, "ignitepost/vendor-has-it");
  await dialog.getByRole("button", { name: "Confirm: IgnitePost has it" }).click();
  await expect(console_.getByText("IgnitePost has no order 404404.")).toBeVisible();
  await item.getByRole("button", { name: "IgnitePost has it" }).click();
  await dialog.getByLabel("IgnitePost's order id").fill(atVendor.id);
  await dialog.getByLabel(/Reason/).fill("Found it in IgnitePost's dashboard");
  await dialog.getByRole("button", { name: "Confirm: IgnitePost has it" }).click();
  await expect(console_.getByText(`The card is recorded as IgnitePost's order ${atVendor.id}.`)).toBeVisible();
  await expect(console_.getByRole("listitem").filter({ hasText: "outcome unknown" })).toHaveCount(0);
  expect(fake.received.filter((o) => o.metadata.order_id === orderId)).toHaveLength(1);
});

test("a create answered 503 waits for the operator; 'Send it again' sends it once", async () => {
  fake.knobs.failNext = 1;
  const orderId = await placeOneCard();
  await console_.reload();
  const item = console_.getByRole("listitem").filter({ hasText: "outcome unknown" });
  await expect(async () => {
    await console_.reload();
    await expect(item).toHaveCount(1);
  }).toPass({ timeout: 60_000 });
  expect(fake.received.filter((o) => o.metadata.order_id === orderId)).toHaveLength(0);
  await item.getByRole("button", { name: "Send it again" }).click();
  const dialog = console_.getByRole("dialog");
  await dialog.getByLabel(/Reason/).fill("Not in IgnitePost's dashboard");
  await dialog.getByRole("button", { name: "Confirm: send it again" }).click();
  await expect(
    console_.getByText("The card is on its way again, to the first mailing vendor that can take it."),
  ).toBeVisible();
  await expect
    .poll(() => fake.received.filter((o) => o.metadata.order_id === orderId).length, { timeout: 60_000 })
    .toBe(1);
});

test("the overview shows each vendor's health, and an operator pauses and resumes IgnitePost", async () => {
  await console_.getByRole("link", { name: "Overview" }).click();
  const health = console_.getByTestId("mailing-health");
  await expect(health).toContainText("IgnitePost");
  await health.getByRole("button", { name: "Pause IgnitePost" }).click();
  const dialog = console_.getByRole("dialog");
  await dialog.getByLabel(/Reason/).fill("IgnitePost asked us to hold orders today");
  await expectAccessible(console_);
  await shot(console_, "ignitepost/pause-vendor");
  await dialog.getByRole("button", { name: "Confirm: pause" }).click();
  await expect(
    console_.getByText("IgnitePost is paused: new cards go to the next vendor, or wait if there is none."),
  ).toBeVisible();
  await expect(health).toContainText("Paused by ops@example.com: IgnitePost asked us to hold orders today");
  await shot(console_, "ignitepost/vendor-paused");
  await health.getByRole("button", { name: "Resume IgnitePost" }).click();
  await dialog.getByLabel(/Reason/).fill("IgnitePost is back");
  await dialog.getByRole("button", { name: "Confirm: resume" }).click();
  await expect(console_.getByText("IgnitePost takes cards again.")).toBeVisible();
  await expect(health.getByRole("button", { name: "Pause IgnitePost" })).toBeVisible();
});
