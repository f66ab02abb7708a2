import { senders, testCards, wyoming, wyomingPostcard } from "@civic/test-fixtures";
import { expectAccessible } from "../axe";
import { expect, test } from "../fixtures";

// Every screen change moves focus to its heading and names the tab; what changes by
// itself is announced once; dialogs give focus back.

const title = (text: string) => `${text} — Civic Postcard`;

test("keyboard only, from /onboarding to 'Order successful!' and the status page: focus and title at every step", async ({
  page,
  wizard,
}, info) => {
  test.setTimeout(240_000);
  const key = (k: string) => page.keyboard.press(k);
  const type = (text: string) => page.keyboard.type(text);

  await page.goto("/onboarding");
  await expect(page.locator("html[data-app-ready]")).toBeAttached();
  await wizard.tabTo(page.getByRole("button", { name: "Skip introduction" }));
  await key("Enter");
  const landing = "Send a real postcard to your representative in D.C.";
  await wizard.expectArrival(landing, title(`Step 1 of 7: ${landing}`));

  await wizard.tabTo(wizard.zipField);
  await type(wyoming.zipCode);
  await key("Enter");
  // One representative: chosen, and said so politely.
  await expect(
    page.getByRole("status").filter({ hasText: "Your representative: Harriet M. Hageman, chosen." }),
  ).toBeAttached();
  await wizard.tabTo(page.getByRole("button", { name: "Continue" }));
  await key("Enter");
  await wizard.expectArrival("What's on your mind?", title("Step 2 of 7: What's on your mind?"));

  await wizard.tabTo(page.getByLabel("I'm most concerned about:"));
  await type(wyomingPostcard.concerns);
  await wizard.tabTo(page.getByRole("button", { name: "Write it myself" }));
  await key("Enter");
  await wizard.expectArrival("Perfect your postcard", title("Step 3 of 7: Perfect your postcard"));

  await wizard.tabTo(page.getByLabel("Your message"));
  await type(wyomingPostcard.message);
  await wizard.tabTo(page.getByRole("button", { name: "Looks Good, Continue" }));
  await key("Enter");
  await wizard.expectArrival("Your return address", title("Step 4 of 7: Your return address"));

  const typed = senders.wyoming.typed;
  await wizard.tabTo(page.getByLabel("Full Name"));
  await type(typed.fullName);
  await wizard.tabTo(page.getByRole("combobox", { name: "Street Address" }));
  await type(typed.street);
  await expect(page.getByRole("option").first()).toBeVisible({ timeout: 30_000 });
  await key("ArrowDown");
  await key("Enter");
  await expect(page.getByRole("combobox", { name: "Street Address" })).toHaveValue(typed.suggestion);
  await wizard.tabTo(page.getByRole("button", { name: "Continue", exact: true }));
  await key("Enter");
  await wizard.expectArrival(
    "Here's how your postcard will look",
    title("Step 5 of 7: Here's how your postcard will look"),
  );

  await wizard.tabTo(page.getByRole("button", { name: "Continue", exact: true }));
  await key("Enter");
  await wizard.expectArrival("Almost there!", title("Step 6 of 7: Almost there!"));

  await wizard.tabTo(page.getByRole("textbox", { name: "Email" }));
  await type(`ana+keys-${info.project.name}-${Date.now()}@example.com`);
  const toPayment = page.getByRole("button", { name: "Continue to Payment" });
  await expect(toPayment).toBeEnabled({ timeout: 30_000 });
  await wizard.tabTo(toPayment);
  await key("Enter");
  // The payment view's own visible h1, focused as it opens.
  await expect(page.getByRole("heading", { name: "Payment", level: 1 })).toBeFocused({ timeout: 30_000 });
  await wizard.tabTo(page.getByLabel("Card number"));
  await type(testCards.paid);
  await key("Tab");
  await type(testCards.expiry);
  await key("Tab");
  await type(testCards.cvc);
  await wizard.tabTo(page.getByRole("button", { name: /^Pay \$/ }));
  await wizard.skipPaymentReturnWait();
  await key("Enter");

  await wizard.expectArrival("Order successful!", title("Order successful!"));
  await wizard.tabTo(page.getByRole("link", { name: "Follow your order" }));
  await key("Enter");
  await wizard.expectArrival(/^Order #\d+$/, /^Order #\d+ · Civic Postcard$/);
  await expectAccessible(page);
});

test("the status page announces each card's change once: 'Card to Rep. Harriet M. Hageman: Mailed', and each senator's", async ({
  page,
  wizard,
  context,
}, info) => {
  test.setTimeout(240_000);
  await wizard.openCheckout();
  await wizard.sendTo("all three");
  const { statusPath = "" } = (await wizard.createPayment(`ana+said-${info.project.name}-${Date.now()}@example.com`))
    .response;
  const status = await context.newPage();
  // Every text the live region takes, in order.
  await status.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="status-announcement"]')?.textContent ?? "";
      if (text && said.at(-1) !== text) said.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await status.goto(statusPath);
  await expect(status.getByRole("heading", { name: /^Order #\d+$/ })).toBeFocused();
  const region = status.getByTestId("status-announcement");
  await expect(region).toHaveAttribute("role", "status");
  await expect(region).toHaveText("");

  await wizard.payWithCard();
  await expect(page.getByRole("heading", { name: "Order successful!" })).toBeVisible({ timeout: 60_000 });
  // Each card's sentences, as said (several cards moving in one update are said together).
  const heard = () =>
    status.evaluate(() =>
      (window as unknown as { said: string[] }).said.flatMap((text) => text.split(/\. (?=Card to )/)),
    );
  const recipients = ["Rep. Harriet M. Hageman", "Sen. John Barrasso", "Sen. Cynthia M. Lummis"];
  // Mailed, or already Delivered when both steps came between two of the page's reads (a busy machine).
  for (const name of recipients) {
    await expect
      .poll(
        async () => (await heard()).some((line) => new RegExp(`^Card to ${name}: (Mailed|Delivered)$`).test(line)),
        {
          timeout: 180_000,
        },
      )
      .toBe(true);
  }
  const lines = await heard();
  // Each change once, and only about these three cards.
  expect(new Set(lines).size).toBe(lines.length);
  for (const line of lines) expect(recipients.some((name) => line.startsWith(`Card to ${name}: `))).toBe(true);
});

test("Mix and match opens only when asked; Escape gives focus back", async ({ page, wizard }) => {
  await wizard.openCheckout();
  const repOnly = page.getByRole("radio", { name: /My representative only/ });
  await expect(page.getByRole("radio", { name: /Mix and match/ })).toBeEnabled({ timeout: 30_000 });
  await repOnly.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const custom = page.getByRole("radio", { name: /Mix and match/ });
  await expect(custom).toBeChecked();
  await expect(custom).toBeFocused();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const change = page.getByRole("button", { name: "Change who gets a card" });
  await wizard.tabTo(change);
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name: "Mix and match" });
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  await expect(change).toBeFocused();
});

test("closing Learn More gives focus back to it", async ({ page, wizard }) => {
  await wizard.openLanding();
  const learnMore = page.getByRole("button", { name: "Learn More" });
  await learnMore.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // It opened on the research: no Back to a menu the visitor never opened.
  await expect(dialog.getByRole("heading", { name: "The Research" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Back" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(learnMore).toBeFocused();
});

test("the dialog opened on the FAQ: 'See the Research', then Back returns to the FAQ", async ({ page, wizard }) => {
  // As a shared link arrives: the dialog opens over the landing, whose heading it hides.
  await page.goto("/?view=faq");
  await wizard.skipIntroduction();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "FAQ", exact: true })).toBeVisible();
  // The front is the drawing the card preview shows, not a photograph.
  await expect(dialog).toContainText("a drawing of a national park on the front");
  await expect(dialog.getByRole("button", { name: "Back" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "See the Research" }).click();
  await expect(dialog.getByRole("heading", { name: "The Research" })).toBeFocused();
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog.getByRole("heading", { name: "FAQ", exact: true })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Back" })).toHaveCount(0);
});

test("a split ZIP: the choice is announced and explained", async ({ page, wizard }) => {
  await wizard.openLanding();
  await wizard.findRepresentative("98101");
  const said = page.getByRole("status").filter({ hasText: "Multiple representatives found. Select yours:" });
  await expect(said).toBeVisible({ timeout: 30_000 });
  await expect(said).toContainText("Your ZIP code crosses district lines.");
  // Focus is not left on the page's body: it is on the results, and the next Tab reaches a card.
  await expect(page.getByRole("heading", { name: "Your representative", exact: true })).toBeFocused();
  const jayapal = page.getByRole("button").filter({ hasText: /Jayapal/ });
  await wizard.chooseCard(jayapal);
  await expect(said).toContainText("Pramila Jayapal, chosen. Continue is at the bottom of the screen.");
});
