import { expect, test } from "../fixtures";

// The local test payment: a lost connection is said as such, and the card number is not marked
// as if it were wrong.

test("a lost connection while paying says so, marks no field, and the next try pays", async ({ page, wizard }) => {
  test.setTimeout(120_000);
  await wizard.walkToCheckout();
  await wizard.createPayment(`offline-${test.info().project.name}-${Date.now()}@example.com`);
  await page.route("**/api/functions/local-checkout-pay", (route) => route.abort("internetdisconnected"));
  await wizard.payWithCard();
  await expect(page.getByRole("alert")).toHaveText(
    "We couldn't reach the payment service: check your connection and try again. Your card was not charged.",
  );
  const card = page.getByLabel("Card number");
  await expect(card).not.toHaveAttribute("aria-invalid", "true");
  await expect(card).not.toHaveAccessibleDescription(/connection/);

  await page.unroute("**/api/functions/local-checkout-pay");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("heading", { name: /Order successful!|Congratulations!/ })).toBeVisible({
    timeout: 60_000,
  });
});
