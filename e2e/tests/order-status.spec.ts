import fs from "node:fs";
import http from "node:http";
import type { FunctionName, FunctionRequest, FunctionResponse } from "@civic/contracts/functions";
import { orderRequest, testCards, wyoming, wyomingPostcard } from "@civic/test-fixtures";
import { expectAccessible } from "../axe";
import { expect, test } from "../fixtures";
import { mailText, outbox } from "../outbox";
import { shot } from "../shots";

// Paid orders render their cards on the server, which is CPU-heavy: one order at a time per worker.
test.describe.configure({ mode: "default" });

const CARDS = [wyoming.representative, ...wyoming.senators];
const MESSAGE = wyomingPostcard.message;
const STEPS = ["sent_to_print_shop", "written", "mailed", "delivered"];

test("all three: the status page follows every card from payment to the mailbox without a reload", async ({
  page,
  wizard,
  context,
}, info) => {
  test.setTimeout(240_000);
  await wizard.openCheckout();
  await wizard.sendTo("all three");
  const email = `ana+status-${info.project.name}-${Date.now()}@example.com`;
  const { statusPath = "", orderId } = (await wizard.createPayment(email)).response;
  expect(statusPath).toMatch(/^\/orders\/[A-Za-z0-9_-]{43}$/);

  // Open the status page before paying, in a second tab, and record every step each card panel shows.
  const status = await context.newPage();
  await status.addInitScript(() => {
    const seen: Record<string, string[]> = {};
    (window as unknown as { stepsSeen: typeof seen }).stepsSeen = seen;
    const record = (el: Element) => {
      const key = el.getAttribute("aria-labelledby") ?? "";
      const step = el.getAttribute("data-step") ?? "";
      const list = seen[key] ?? [];
      seen[key] = list;
      if (list.at(-1) !== step) list.push(step);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        const nodes = r.type === "attributes" ? [r.target] : [...r.addedNodes];
        for (const n of nodes) {
          if (!(n instanceof Element)) continue;
          if (n.matches('[data-testid="card-panel"]')) record(n);
          for (const el of n.querySelectorAll('[data-testid="card-panel"]')) record(el);
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-step"] });
  });
  await status.goto(statusPath);
  await expect(status.getByRole("heading", { name: /^Order #\d+$/ })).toBeVisible();
  await expect(status.getByText("Waiting for your payment")).toBeVisible();
  const panels = status.getByTestId("card-panel");
  await expect(panels).toHaveCount(3);
  for (const [i, name] of CARDS.entries()) {
    await expect(panels.nth(i).getByRole("heading", { name })).toBeVisible();
    await expect(panels.nth(i)).toHaveAttribute("data-step", "none");
  }

  const verified = page.waitForResponse("**/api/functions/verify-payment");
  await wizard.payWithCard();
  // The return page links to the same page.
  expect((await (await verified).json()).statusPath).toBe(statusPath);

  // The local print shop moves each card a step a second: the page must show them all, by itself.
  for (let i = 0; i < 3; i++) {
    await expect(panels.nth(i)).toHaveAttribute("data-step", "delivered", { timeout: 120_000 });
  }
  const seen = await status.evaluate(() => (window as unknown as { stepsSeen: Record<string, string[]> }).stepsSeen);
  expect(Object.keys(seen)).toHaveLength(3);
  // Each panel moved forward by itself, step by step, to the mailbox. Not every step need be
  // painted: the print shop takes one a second, and on a busy machine two can land between two
  // reads of the order (as two webhooks of a real vendor can), which made this test flaky when it
  // asked for every one. The timeline below lists every step.
  for (const steps of Object.values(seen)) {
    const shown = steps.filter((s) => s !== "none");
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown.at(-1)).toBe("delivered");
    const order = ["paid", ...STEPS];
    expect(shown.map((s) => order.indexOf(s))).toEqual([...shown.map((s) => order.indexOf(s))].sort((a, b) => a - b));
  }

  for (const [i] of CARDS.entries()) {
    const panel = panels.nth(i);
    const words = panel.getByTestId("card-text");
    await expect(words).toContainText(/^Dear (Rep\.|Senator) \S+,/);
    await expect(words).toContainText(MESSAGE);
    await expect(words).toContainText(/Sincerely,\s*Ana Garcia$/i);
    await expect(panel.getByTestId("card-office")).toContainText(/office/);
    await expect(panel.getByTestId("card-office")).toContainText(/\d{5}/);
    for (const side of ["Front", "Back"]) {
      const img = panel.getByRole("img", { name: new RegExp(`^${side} of your card to ${CARDS[i]}`) });
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    const timeline = panel.getByTestId("card-timeline").locator("li");
    await expect(timeline).toHaveCount(5);
    await expect(timeline.locator("time")).toHaveCount(5);
    await expect(timeline.nth(3)).toContainText("Mailed");
    await expect(timeline.nth(3)).toContainText("first-class");
  }
  await expectAccessible(status);
  await shot(status, "order-status/page");

  // The confirmation email links to the same page.
  const token = statusPath.slice("/orders/".length);
  await expect
    .poll(() =>
      outbox()
        .mails()
        .some((m) => m.includes(email) && m.includes(token)),
    )
    .toBe(true);

  // "Download my data": everything about the order, the email address included.
  const download = status.waitForEvent("download");
  await status.getByRole("link", { name: "Download my data" }).click();
  const data = JSON.parse(fs.readFileSync((await (await download).path()) as string, "utf8"));
  expect(data.sender.email).toBe(email);
  expect(data.cards).toHaveLength(3);

  // "Erase my personal data": the page then says what went and what stayed.
  await status.getByRole("button", { name: "Erase my personal data" }).click();
  await status.getByRole("button", { name: "Yes, erase it" }).click();
  await expect(status.getByTestId("erased-notice")).toContainText("What we erased");
  await expect(status.getByTestId("erased-notice")).toContainText("What we kept, and why");
  await expect(status.getByTestId("card-text")).toHaveCount(0);
  await expect(status.getByRole("img", { name: /^Front of your card/ })).toHaveCount(0);
  await expect(status.getByText(MESSAGE)).toHaveCount(0);
  await expectAccessible(status);
  await shot(status, "order-status/erased");
  expect(outbox().cards(orderId)).toEqual([]);
});

test("a wrong link says only 'Not found'", async ({ page }) => {
  await page.goto(`/orders/${"A".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  await expectAccessible(page);
});

test("find my orders answers the same for any address", async ({ page }, info) => {
  await page.goto("/orders");
  await expect(page.getByRole("heading", { name: "Find my orders" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Email address").fill(`nobody-${info.project.name}@example.com`);
  await page.getByRole("button", { name: "Email me my links" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "order-status/find-orders");
});

async function callFunction<N extends FunctionName>(name: N, body: FunctionRequest<N>): Promise<FunctionResponse<N>> {
  const res = await fetch(`${process.env.E2E_BASE_URL}/api/functions/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  return await res.json();
}

/** A paid one-card order through the public functions (test mode); its status page's path. */
async function paidOrder(email: string): Promise<string> {
  const found = await callFunction("lookup-legislators", { zipCode: "33301", includeSenatorsAndReps: true });
  if (Array.isArray(found)) throw new Error("lookup-legislators answered a list, not representatives and senators");
  const representative = found.representatives.find((r) => !r.vacant);
  if (!representative) throw new Error("ZIP 33301 has no representative");
  const order = orderRequest({ representativeId: representative.id, senatorIds: [] }, 1, { email });
  const created = await callFunction("create-payment", order);
  await callFunction("local-checkout-pay", {
    clientSecret: created.client_secret,
    cardNumber: testCards.paid,
    expiry: testCards.expiry,
    cvc: testCards.cvc,
  });
  if (!created.statusPath) throw new Error("create-payment answered no status page");
  return created.statusPath;
}

test("replace my link: the old link stops working, the new one is emailed, another order's link keeps working", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const email = `ana+replace-${info.project.name}-${Date.now()}@example.com`;
  const mine = await paidOrder(email);
  const other = await paidOrder(`bo+keep-${info.project.name}-${Date.now()}@example.com`);

  await page.goto(mine);
  await expect(page.getByRole("heading", { name: /^Order #\d+$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your link" })).toBeVisible();
  await page.getByRole("button", { name: "Replace my link" }).click();
  await expect(
    page.getByText(
      "Replace your link? This page's address stops working at once, for you and anyone you shared it with. We'll email a new link to the address you ordered with.",
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Yes, replace my link" }).scrollIntoViewIfNeeded();
  await shot(page, "order-status/replace-link-confirm");
  await page.getByRole("button", { name: "Yes, replace my link" }).click();
  await expect(page.getByRole("heading", { name: "Link replaced" })).toBeVisible();
  await expect(
    page.getByText("This link no longer works. We emailed a new one to the address you ordered with."),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, "order-status/link-replaced");

  // The new link, in the email to the order's address.
  const newLink = () =>
    outbox()
      .mails()
      .filter((m) => m.includes(`To: ${email}`) && /your new status link/i.test(m))
      .map((m) => /\/orders\/([A-Za-z0-9_-]{43})/.exec(mailText(m))?.[0])
      .find(Boolean);
  await expect.poll(newLink, { timeout: 30_000 }).toBeTruthy();
  const fresh = newLink() as string;
  expect(fresh).not.toBe(mine);

  // The old link: "Not found", with what to do.
  await page.goto(mine);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  await expect(
    page.getByText(
      "This link doesn't open an order. Check that you copied the whole link from your email. If you replaced your link, use the newest one we emailed you.",
    ),
  ).toBeVisible();
  await shot(page, "order-status/old-link");
  // The new one opens the order, and another order's link still opens its own.
  await page.goto(fresh);
  await expect(page.getByRole("heading", { name: /^Order #\d+$/ })).toBeVisible();
  await page.goto(other);
  await expect(page.getByRole("heading", { name: /^Order #\d+$/ })).toBeVisible();
});

test("when its live stream is refused, the status page keeps up by asking every 10 s", async ({
  page,
  wizard,
  context,
  baseURL,
}, info) => {
  test.setTimeout(240_000);
  await wizard.openCheckout();
  await wizard.sendTo("all three");
  const email = `ana+polling-${info.project.name}-${Date.now()}@example.com`;
  const { statusPath = "" } = (await wizard.createPayment(email)).response;
  // The order's 20 live streams are taken by other clients (two other loopback addresses, ten each):
  // the page's own stream is answered 429.
  const held: http.ClientRequest[] = [];
  const url = new URL(`/api/orders/${statusPath.slice("/orders/".length)}/events`, baseURL);
  const open = (localAddress: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(url, { localAddress, agent: false }, (res) => resolve(res.statusCode ?? 0));
      req.on("error", reject);
      held.push(req);
    });
  try {
    for (const address of ["127.0.0.2", "127.0.0.3"]) {
      for (let i = 0; i < 10; i++) expect(await open(address)).toBe(200);
    }
    const status = await context.newPage();
    const refused = status.waitForResponse((r) => r.url().endsWith("/events"));
    await status.goto(statusPath);
    expect((await refused).status()).toBe(429);
    await expect(status.getByText("Waiting for your payment")).toBeVisible();
    await wizard.payWithCard();
    // No stream: the page asks, and still follows every card to the mailbox without a reload.
    const panels = status.getByTestId("card-panel");
    for (let i = 0; i < 3; i++) {
      await expect(panels.nth(i)).toHaveAttribute("data-step", "delivered", { timeout: 120_000 });
    }
    await status.close();
  } finally {
    for (const req of held) req.destroy();
  }
  await page.bringToFront();
});
