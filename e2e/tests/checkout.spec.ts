import { expectAccessible } from "../axe";
import { ANY_SCREEN, expect, test } from "../fixtures";

// Tests open step 6 from the session backup a walk through steps 1–5 leaves (wizard.openCheckout).
test.describe.configure({ timeout: 120_000 });

test("step 6 offers the representative (default), all three and a mix-and-match sheet with the spec's prices", async ({
  page,
  wizard,
}) => {
  await wizard.openCheckout();
  const repOnly = page.getByRole("radio", { name: /My representative only/ });
  const allThree = page.getByRole("radio", { name: /All three/ });
  const custom = page.getByRole("radio", { name: /Mix and match/ });
  await expect(repOnly).toBeChecked();
  await expect(page.getByText("Rep. Harriet M. Hageman", { exact: true })).toBeVisible();
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary).toContainText("Postcard to Rep. Harriet M. Hageman$5");
  await expect(page.getByTestId("order-total")).toHaveText("$5");
  await expect(summary).not.toContainText("Bundle savings");
  await expectAccessible(page);

  await allThree.check();
  await expect(page.getByText("Save $3", { exact: true })).toBeVisible();
  await expect(summary).toContainText("Sen. John Barrasso$5");
  await expect(summary).toContainText("Sen. Cynthia M. Lummis$5");
  await expect(summary).toContainText("Bundle savings−$3.00");
  await expect(page.getByTestId("order-total")).toHaveText("$12");

  // The sheet starts from the current choice; its Continue is disabled at 0 and applies the choice.
  await custom.click();
  const sheet = page.getByRole("dialog", { name: "Mix and match" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId("sheet-total")).toHaveText("$15 $12 total");
  // A screen reader hears which price is struck, not "$15 $12".
  await expect(sheet).toMatchAriaSnapshot(`- paragraph: $12 total, instead of $15`);
  await expectAccessible(page);
  for (const name of ["Rep. Harriet M. Hageman", "Sen. John Barrasso", "Sen. Cynthia M. Lummis"]) {
    await sheet.getByRole("checkbox", { name: new RegExp(name) }).uncheck();
  }
  await expect(sheet.getByTestId("sheet-total")).toHaveText("$0 total");
  await expect(sheet.getByRole("button", { name: "Continue" })).toBeDisabled();
  await sheet.getByRole("checkbox", { name: /Sen. John Barrasso/ }).check();
  await expect(sheet.getByTestId("sheet-total")).toHaveText("$5 total");
  await sheet.getByRole("checkbox", { name: /Sen. Cynthia M. Lummis/ }).check();
  await expect(sheet.getByTestId("sheet-total")).toHaveText("$10 total");
  await sheet.getByRole("button", { name: "Continue" }).click();
  await expect(sheet).toHaveCount(0);
  await expect(custom).toBeChecked();
  await expect(summary).not.toContainText("Hageman");
  await expect(page.getByTestId("order-total")).toHaveText("$10");

  // Closing the sheet without Continue changes nothing.
  await page.getByRole("button", { name: "Change who gets a card" }).click();
  await sheet.getByRole("checkbox", { name: /Rep. Harriet M. Hageman/ }).check();
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("order-total")).toHaveText("$10");

  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByText("Step 5 of 7")).toBeVisible();
});

test(
  "the email is checked 1 s after typing stops, then at every edit and on blur",
  ANY_SCREEN,
  async ({ page, wizard }) => {
    await page.clock.install();
    await wizard.openCheckout();
    // An installed clock still follows real time; paused, only runFor moves it, so the real time a
    // busy machine spends between the steps below does not count towards the 1 s.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    const email = page.getByRole("textbox", { name: "Email" });
    await email.pressSequentially("ana@gmial");
    await page.clock.runFor(900);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(page.getByRole("alert")).toHaveText("Invalid email address");
    await email.pressSequentially(".com");
    // Later edits validate at once: no waiting now.
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByTestId("email-valid")).toBeVisible();
    await page.getByRole("button", { name: "Did you mean ana@gmail.com?" }).click();
    await expect(email).toHaveValue("ana@gmail.com");
    await expect(page.getByRole("button", { name: /Did you mean/ })).toHaveCount(0);
    await email.fill("");
    await expect(page.getByRole("alert")).toHaveText("Email is required");
    await email.fill("ana@gmaik.com");
    await expect(page.getByRole("button", { name: "Did you mean ana@gmail.com?" })).toBeVisible();
    await page.clock.resume(); // axe waits on timers
    await expectAccessible(page);
  },
);

test("Continue to Payment waits until every card is written out", ANY_SCREEN, async ({ page, wizard }) => {
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/api/functions/preview-cards", async (route) => {
    await held;
    await route.continue();
  });
  await wizard.openCheckout();
  const pay = page.getByRole("button", { name: "Continue to Payment" });
  await expect(page.getByText("Writing out your postcards…")).toBeVisible();
  await expect(pay).toBeDisabled();
  release();
  await expect(page.getByRole("article", { name: "Postcard to Rep. Harriet M. Hageman" })).toBeVisible();
  await expect(pay).toBeEnabled();
});

test("blur checks at once, and Continue refuses a bad email or no recipient", ANY_SCREEN, async ({ page, wizard }) => {
  await wizard.openCheckout();
  const email = page.getByRole("textbox", { name: "Email" });
  await email.fill("ana@example");
  await email.blur();
  await expect(page.getByRole("alert")).toHaveText("Invalid email address");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address");
  await expect(email).toBeFocused();
  await email.fill("ana@example.com");
  await expect(page.getByTestId("email-valid")).toBeVisible();
});

test("a vacant House seat can't be chosen: only the senators are offered", ANY_SCREEN, async ({ page, wizard }) => {
  await page.route("**/api/functions/lookup-legislators", async (route) => {
    const res = await route.fetch();
    const list = await res.json();
    const rep = { ...list[0], name: "", vacant: true, id: "vacant-WY-0" };
    await route.fulfill({ json: [rep] });
  });
  // The walk: the landing offers the vacant seat, and Continue carries it to checkout.
  await wizard.walkToCheckout();
  await expect(page.getByRole("radio", { name: /My representative only/ })).toBeDisabled();
  await expect(page.getByText("This House seat is vacant right now, so it can't receive a card.")).toBeVisible();
  const both = page.getByRole("radio", { name: /Both senators/ });
  await expect(both).toBeChecked();
  await expect(page.getByTestId("order-total")).toHaveText("$10");
  await page.getByRole("radio", { name: /Mix and match/ }).click();
  const sheet = page.getByRole("dialog", { name: "Mix and match" });
  await expect(sheet.getByRole("checkbox")).toHaveCount(2);
  await expect(sheet.getByText(/Rep\./)).toHaveCount(0);
});

test(
  "the payment form notes a slow load after 15 s and goes back to the form",
  ANY_SCREEN,
  async ({ page, wizard }) => {
    await page.clock.install();
    // Creating the payment session never answers.
    await page.route("**/api/functions/create-payment", () => {});
    await wizard.openCheckout();
    await page.getByRole("textbox", { name: "Email" }).fill("ana@example.com");
    // An installed clock runs on at real speed: paused, only runFor moves it, so the real time a
    // busy machine spends between the steps below does not count towards the 15 s.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Loading the secure payment form…")).toBeVisible();
    await page.clock.runFor(14_000);
    await expect(page.getByText("This is taking longer than expected.")).toHaveCount(0);
    await page.clock.runFor(1_100);
    await expect(page.getByText("This is taking longer than expected.")).toBeVisible();
    await page.clock.resume();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Go Back and Try Again" }).click();
    await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("ana@example.com");
  },
);

test(
  "a payment form that could not open says nothing was charged; Retry tries again, Go Back returns to the form",
  ANY_SCREEN,
  async ({ page, wizard }) => {
    // The network is down before the payment form: nothing was attempted, so nothing was charged.
    await page.route("**/api/functions/create-payment", (r) => r.abort("internetdisconnected"));
    await wizard.openCheckout();
    await page.getByRole("textbox", { name: "Email" }).fill("ana@example.com");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    // Not the contract's "Payment failed. Please try again." for a payment never attempted.
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("The payment form could not open.");
    await expect(alert).toContainText("You have not been charged.");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Go Back", exact: true }).click();
    await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("ana@example.com");

    // The network is back: Retry opens the payment form without filling anything in again.
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(alert).toContainText("The payment form could not open.");
    await page.unroute("**/api/functions/create-payment");
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByText("Test mode: no real card is charged")).toBeVisible({ timeout: 30_000 });
  },
);

test(
  "with Stripe configured, a Stripe.js that can't load says 'Stripe failed to load'",
  ANY_SCREEN,
  async ({ page, wizard }) => {
    await page.route("**/api/config", async (route) => {
      const res = await route.fetch();
      const config = await res.json();
      await route.fulfill({
        json: { ...config, payments: { provider: "stripe", publishableKey: "pk_test_123", testMode: true } },
      });
    });
    await page.route("**/api/functions/create-payment", (r) =>
      r.fulfill({
        json: {
          client_secret: "cs_test_secret",
          sessionId: "cs_test",
          orderId: "o1",
          provider: "stripe",
          amountCents: 500,
        },
      }),
    );
    await wizard.openCheckout();
    await page.getByRole("textbox", { name: "Email" }).fill("ana@example.com");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    // js.stripe.com is unreachable from the tests (the fixture aborts it).
    await expect(page.getByRole("alert")).toContainText("Stripe failed to load");
    await page.getByRole("button", { name: "Back to checkout" }).click();
    await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeVisible();
  },
);
