import { testCards, wyoming, wyomingPostcard } from "@civic/test-fixtures";
import { expectAccessible } from "../axe";
import { expect, test } from "../fixtures";
import { outbox } from "../outbox";
import { shot } from "../shots";

// Paid orders render their cards on the server, which is CPU-heavy: one order at a time per worker.
test.describe.configure({ mode: "default" });

const REP: string = wyoming.representative;
const SENATORS: readonly string[] = wyoming.senators;

const choices = [
  { name: "representative only", cards: [REP], total: "$5" },
  { name: "all three", cards: [REP, ...SENATORS], total: "$12" },
  { name: "mix and match (senators only)", cards: SENATORS, total: "$10" },
] as const;

for (const choice of choices) {
  test(`${choice.name}: the local test checkout pays, the cards are printed and the email is sent`, async ({
    page,
    wizard,
  }, info) => {
    test.setTimeout(180_000);
    // One walks from the landing to the mailbox as a new user would; the others start at step 6.
    if (choice.name === "representative only") await wizard.walkToCheckout();
    else await wizard.openCheckout();
    if (choice.name === "all three") await wizard.sendTo("all three");
    if (choice.name.startsWith("mix")) await wizard.sendTo(SENATORS);
    await expect(page.getByTestId("order-total")).toHaveText(choice.total);
    const email = `ana+${info.project.name}-${choice.cards.length}-${Date.now()}@example.com`;

    const { orderId, amountCents } = (await wizard.createPayment(email)).response;
    expect(amountCents).toBe(Number(choice.total.slice(1)) * 100);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("postcardData") ?? "{}"));
    expect(stored.email).toBe(email);
    expect(stored.finalMessage).toBe(wyomingPostcard.message);
    expect(stored.senators).toHaveLength(choice.cards.filter((c) => c.startsWith("Sen.")).length);
    await expect(page.getByRole("button", { name: `Pay ${choice.total}` })).toBeVisible();
    await expectAccessible(page);
    if (choice.name === "all three") {
      await shot(page, "checkout/payment");
    }

    await wizard.payWithCard();
    await expect(page.getByRole("heading", { name: "Order successful!" })).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/payment-success\?session_id=/);
    const n = choice.cards.length;
    const card = page.getByRole("button", { name: new RegExp(`Order #\\d+ – ${n} ${n === 1 ? "Card" : "Cards"}`) });
    await expect(card).toContainText("Confirmed");
    await expect(card).toContainText("Expected mailing date:");
    await card.click();
    for (const name of choice.cards) await expect(page.getByText(name, { exact: true })).toBeVisible();
    if (!choice.cards.includes(REP)) await expect(page.getByText(REP, { exact: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Invite Others to Take Action" })).toBeVisible();
    await expectAccessible(page);
    if (choice.name === "all three") {
      await shot(page, "payment/success");
    }

    // The local print shop wrote one print PDF per card (the status page's proof images are drawn
    // when first opened); the confirmation went to the buyer.
    const files = outbox();
    await expect.poll(() => files.cards(orderId).filter((f) => f.endsWith(".pdf")).length, { timeout: 60_000 }).toBe(n);
    await expect.poll(() => files.mails().some((m) => m.includes(email)), { timeout: 60_000 }).toBe(true);
  });
}

test("a declined card says so and what to do, marks and focuses the card field, and stays on the form", async ({
  page,
  wizard,
}) => {
  await wizard.openCheckout();
  await wizard.pay("ana@example.com", testCards.declined);
  // That nothing was charged and what to do next, on the field to change.
  const declined = "Your card was declined. You have not been charged. Try another card.";
  await expect(page.getByRole("alert")).toHaveText(declined);
  const cardNumber = page.getByLabel("Card number");
  await expect(cardNumber).toBeFocused();
  await expect(cardNumber).toHaveAttribute("aria-invalid", "true");
  await expect(cardNumber).toHaveAccessibleDescription(declined);
  await expect(page.getByRole("button", { name: "Pay $5" })).toBeEnabled();
  await expectAccessible(page);
  // Its own back action returns to the checkout form, as it was.
  await page.getByRole("button", { name: "Back to checkout" }).click();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("ana@example.com");
});

test("simulate_failure=1&simulate_failed=1 on all three ends on /payment-refunded with one card's share", async ({
  page,
  wizard,
}, info) => {
  test.setTimeout(180_000);
  await wizard.openCheckout({ query: "?simulate_failure=1&simulate_failed=1" });
  await wizard.sendTo("all three");
  const { request: body } = await wizard.createPayment(`ana+refund-${info.project.name}@example.com`);
  expect(body).toMatchObject({ simulateFailure: true, simulatedFailed: 1, sendOption: "triple" });
  await wizard.payWithCard();
  await expect(page.getByRole("heading", { name: "Postcard refunded" })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/payment-refunded$/);
  // $12 for three cards, one failed: a third of what was paid.
  await expect(page.getByRole("heading", { name: "Refund issued: $4.00" })).toBeVisible();
  await expect(page.getByText("Expected in 5–10 business days")).toBeVisible();
  await expect(page.getByText(/^Order #\d+$/)).toBeVisible();
  await expect(page.getByText("Mailing issue on our end — we're already fixing it")).toHaveCount(1);
  await expect(page.getByText("Sent successfully")).toHaveCount(2);
  await expectAccessible(page);
  await shot(page, "payment/refunded");
  await page.getByRole("button", { name: "Return home" }).click();
  await expect(page.getByLabel("Enter your zip code to get started")).toBeVisible();
});

test("a payment form that completes in place shows step 8 with the amount actually charged", async ({
  page,
  wizard,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.route("**/api/functions/local-checkout-pay", async (route) => {
    const res = await route.fetch();
    const paid = await res.json();
    expect(paid.status).toBe("complete");
    // As Stripe's onComplete does when the session does not redirect.
    await route.fulfill({ json: { ...paid, returnUrl: null } });
  });
  await wizard.openCheckout();
  await wizard.sendTo("all three");
  await wizard.pay("ana@example.com");
  await expect(page.getByRole("heading", { name: "Congratulations!" })).toBeVisible();
  await expect(page.getByText("Step 7 of 7")).toBeVisible();
  await expect(page.getByTestId("amount-charged")).toHaveText("$12");
  await expect(page.getByText("Within 3 business days")).toBeVisible();
  // Mailed within 3 business days: a promise no vendor can make about delivery (decisions/0026).
  await expect(page.getByText("Mailing", { exact: true })).toBeVisible();
  await expect(page.getByText("Delivery", { exact: true })).toHaveCount(0);
  await shot(page, "checkout/step-8-success");
  await expect(page.getByText(`${REP}, ${SENATORS.join(", ")}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(page.getByText("Link copied!", { exact: true })).toBeVisible();
  expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).searchParams.get("ref")).toBe("success");
  await expect(page.getByRole("link", { name: "Email" })).toHaveAttribute(
    "href",
    /^mailto:\?subject=Join%20me%20in%20civic%20engagement!&body=/,
  );
  await expect(page.getByRole("link", { name: "Text message" })).toHaveAttribute("href", /^sms:/);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByText("Account created!", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  await page.getByRole("button", { name: "Create New Postcard" }).click();
  await expect(page.getByLabel("Enter your zip code to get started")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("postcardData"))).toBeNull();
});
