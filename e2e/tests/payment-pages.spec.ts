import { expectAccessible } from "../axe";
import { expect, test } from "../fixtures";

type Page = import("@playwright/test").Page;
type Locator = import("@playwright/test").Locator;

/** A page clock that moves only when the test moves it. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date("2030-01-10T09:00:00") });
  await page.clock.pauseAt(new Date("2030-01-10T09:00:01"));
}

/**
 * Nudges the paused clock in small steps until `locator` shows: React needs a few timer ticks
 * to reveal a lazily loaded page. The page's timers start when it mounts, so at most a few
 * hundred fake milliseconds have passed for them when this returns.
 */
async function nudgeUntilVisible(page: Page, locator: Locator) {
  for (let i = 0; i < 50 && !(await locator.isVisible()); i++) await page.clock.runFor(50);
  await expect(locator).toBeVisible();
}

const verified = {
  success: true,
  postcardData: {
    representative: { type: "representative", name: "Harriet M. Hageman" },
    senators: [{ type: "senator", name: "John Barrasso" }],
    sendOption: "double",
    email: "ana@example.com",
    zipCode: "82001",
  },
  orderId: "ord_1",
  orderNumber: 1042,
  amountCents: 1000,
  actualMailingDate: "2030-01-15",
  status: "completed",
};
const results = (statuses: ("success" | "error")[]) => ({
  success: statuses.every((s) => s === "success"),
  results: statuses.map((status, i) => ({
    type: i === 0 ? "representative" : "senator",
    recipient: i === 0 ? "Harriet M. Hageman" : "John Barrasso",
    status,
    error: status === "error" ? "Simulated failure." : null,
    orderId: null,
  })),
  summary: {
    totalSent: statuses.filter((s) => s === "success").length,
    totalFailed: statuses.filter((s) => s === "error").length,
    total: statuses.length,
    sendOption: "double",
  },
  orderId: "ord_1",
  actualMailingDate: "2030-01-15",
});

test("/payment-return without session_id says so and goes to onboarding after 3 s", async ({ page }) => {
  await pauseClock(page);
  await page.goto("/payment-return");
  await nudgeUntilVisible(page, page.getByRole("heading", { name: "No session found" }));
  await expect(page.getByText("Please start the postcard process again.").first()).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/\/payment-return$/);
  await page.clock.runFor(1_100);
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("a verified payment with every card ordered shows the success page after 4 s, not before", async ({ page }) => {
  await pauseClock(page);
  let answer: () => void = () => {};
  const verifying = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/api/functions/verify-payment", async (r) => {
    await verifying;
    await r.fulfill({ json: { ...verified, postcardResults: results(["success", "success"]) } });
  });
  await page.goto("/payment-return?session_id=cs_test_1");
  await nudgeUntilVisible(page, page.getByRole("heading", { name: "Confirming your payment…" }));
  // The loading status replaces the whole router: no site header while the payment loads.
  await expect(page.getByRole("banner")).toHaveCount(0);
  answer();
  await expect(page.getByText("Finalizing your order…")).toBeVisible();
  await page.clock.runFor(3_000);
  await expect(page.getByText("Finalizing your order…")).toBeVisible();
  await page.clock.runFor(1_100);
  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_1$/);
  await page.clock.resume();
  await expect(page.getByRole("heading", { name: "Order successful!" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  const card = page.getByRole("button", { name: /Order #1042 – 2 Cards/ });
  await expect(card).toContainText("Expected mailing date: Tuesday, January 15, 2030");
  await expect(card).toContainText("Confirmed");
  await expect(page.getByText("Rep. Harriet M. Hageman")).toBeHidden();
  await card.click();
  await expect(page.getByText("Rep. Harriet M. Hageman", { exact: true })).toBeVisible();
  await expect(page.getByText("Sen. John Barrasso", { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("the payment status screens pass axe: confirming, finalizing and leaving", async ({ page }) => {
  await page.route("**/api/functions/verify-payment", (r) =>
    r.request().postDataJSON().sessionId === "cs_hang"
      ? undefined
      : r.fulfill({ json: { ...verified, postcardResults: results(["success", "error"]) } }),
  );
  // The refund never answers, so the finalizing screen stays up.
  await page.route("**/api/functions/refund-payment", () => {});
  await page.goto("/payment-return?session_id=cs_hang");
  await expect(page.getByRole("heading", { name: "Confirming your payment…" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expectAccessible(page);
  await page.goto("/payment-return?session_id=cs_test_7");
  await expect(page.getByRole("heading", { name: "Finalizing your order…" })).toBeVisible();
  await expect(page.getByText("Your postcard details are on their way to be written and mailed.")).toBeVisible();
  await expectAccessible(page);
  // Leaving (3 s before the redirect): checked as soon as it shows.
  await page.goto("/payment-return");
  await expect(page.getByRole("heading", { name: "No session found" })).toBeVisible();
  await expectAccessible(page, { include: "main" });
});

test("verification errors offer Try Again while fewer than 3 retries were used", async ({ page }) => {
  let calls = 0;
  await page.route("**/api/functions/verify-payment", (r) => {
    calls++;
    return r.fulfill({ status: 503, json: { error: { code: "upstream_unavailable", message: "down" } } });
  });
  await page.goto("/payment-return?session_id=cs_test_2");
  await expect(page.getByRole("heading", { name: "Oops! Something Went Wrong" })).toBeVisible();
  await expect(
    page.getByText("There was an issue processing your postcard order. Don't worry - your payment was successful."),
  ).toBeVisible();
  await expect(page.getByText("Unable to verify payment. Please try again or contact support.")).toBeVisible();
  await expectAccessible(page);
  for (let i = 0; i < 3; i++) {
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect.poll(() => calls).toBe(i + 2);
  }
  await expect(page.getByRole("heading", { name: "Oops! Something Went Wrong" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Again" })).toHaveCount(0);
});

test("an unpaid session says the payment can't be confirmed and leaves after 3 s", async ({ page }) => {
  await pauseClock(page);
  await page.route("**/api/functions/verify-payment", (r) =>
    r.fulfill({ json: { ...verified, success: false, postcardResults: null, status: "unpaid" } }),
  );
  await page.goto("/payment-return?session_id=cs_test_3");
  await nudgeUntilVisible(page, page.getByText("Unable to confirm payment. Please contact support.").first());
  await page.clock.runFor(3_100);
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("failed cards are refunded and the refund page shows what the server refunded", async ({ page }) => {
  let refundBody: unknown;
  await page.route("**/api/functions/verify-payment", (r) =>
    r.fulfill({ json: { ...verified, postcardResults: results(["success", "error"]) } }),
  );
  await page.route("**/api/functions/refund-payment", (r) => {
    refundBody = r.request().postDataJSON();
    return r.fulfill({ json: { refund_id: "re_123", amount_cents: 500, status: "succeeded", orderId: "ord_1" } });
  });
  await page.goto("/payment-return?session_id=cs_test_4");
  await expect(page).toHaveURL(/\/payment-refunded$/);
  // Only the session: the server alone decides what is refunded.
  expect(refundBody).toEqual({ sessionId: "cs_test_4" });
  await expect(page.getByRole("heading", { name: "Postcard refunded" })).toBeVisible();
  await expect(page.getByText("Order #1042")).toBeVisible();
  await expect(
    page.getByText("We've got it covered. No action needed, we'll let you know when it's fixed."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Refund issued: $5.00" })).toBeVisible();
  await expect(page.getByText("Expected in 5–10 business days")).toBeVisible();
  await expect(page.getByText("re_123")).toBeVisible();
  await expect(page.getByText("Rep. Harriet M. Hageman")).toBeVisible();
  await expect(page.getByText("Sent successfully")).toBeVisible();
  await expect(page.getByText("Mailing issue on our end — we're already fixing it")).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Return home" }).click();
  await expect(page.getByLabel("Enter your zip code to get started")).toBeVisible();
});

test("a refund that fails keeps the buyer on the error screen with the spec's toast", async ({ page }) => {
  await page.route("**/api/functions/verify-payment", (r) =>
    r.fulfill({ json: { ...verified, postcardResults: results(["error", "error"]) } }),
  );
  await page.route("**/api/functions/refund-payment", (r) => r.fulfill({ status: 500, json: {} }));
  await page.goto("/payment-return?session_id=cs_test_5");
  await expect(page.getByText("Some postcards failed", { exact: true })).toBeVisible();
  await expect(page.getByText("2 of 2 postcards failed. Please contact support.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! Something Went Wrong" })).toBeVisible();
});

test("the refund page without navigation state falls back to the query and the spec's amounts", async ({ page }) => {
  await page.goto("/payment-refunded?failedCount=2&totalCount=3&error=Vendor%20timeout&results=not-json");
  await expect(page.getByRole("heading", { name: "Postcards refunded" })).toBeVisible();
  // No amount supplied: failed × 12 / 3 dollars for three cards.
  await expect(page.getByRole("heading", { name: "Refund issued: $8.00" })).toBeVisible();
  await expect(page.getByText("2 of 3 postcards couldn't be mailed.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Error Details" })).toBeVisible();
  await expect(page.getByText("Vendor timeout")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/payment-refunded?failedCount=1&totalCount=1");
  await expect(page.getByRole("heading", { name: "Postcard refunded" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Refund issued: $5.00" })).toBeVisible();
  await page.goto("/payment-refunded?failedCount=1&totalCount=2");
  await expect(page.getByRole("heading", { name: "Refund issued: $5.00" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Error Details" })).toHaveCount(0);
});

test("confetti: a burst on the success page, none under prefers-reduced-motion", async ({ page }) => {
  await page.route("**/api/functions/verify-payment", (r) =>
    r.fulfill({ json: { ...verified, postcardResults: results(["success", "success"]) } }),
  );
  await page.goto("/payment-success?session_id=cs_test_6");
  await expect(page.getByRole("button", { name: /Order #1042 – 2 Cards/ })).toBeVisible();
  await expect(page.locator("canvas")).toHaveCount(1);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await expect(page.getByRole("button", { name: /Order #1042 – 2 Cards/ })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.locator("canvas")).toHaveCount(0);
});
