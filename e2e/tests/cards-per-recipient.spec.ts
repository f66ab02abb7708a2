import { senders } from "@civic/test-fixtures";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectAccessible } from "../axe";
import { expect, test } from "../fixtures";
import { mailText, outbox } from "../outbox";
import { shot } from "../shots";

// Paid orders render their cards on the server, which is CPU-heavy: one order at a time per worker.
test.describe.configure({ mode: "default" });

interface Recipient {
  /** As the address side writes it: "Rep. Pramila Jayapal". */
  name: string;
  greeting: string;
  /** Words that name this member, which no other card may carry. */
  names: RegExp;
}

const JAYAPAL = { name: "Rep. Pramila Jayapal", greeting: "Dear Rep. Jayapal,", names: /Jayapal|Pramila/ };
const MURRAY = { name: "Sen. Patty Murray", greeting: "Dear Senator Murray,", names: /Murray|Patty/ };
const CANTWELL = { name: "Sen. Maria Cantwell", greeting: "Dear Senator Cantwell,", names: /Cantwell|Maria/ };
const WASSERMAN_SCHULTZ = {
  name: "Rep. Debbie Wasserman Schultz",
  greeting: "Dear Rep. Wasserman Schultz,",
  names: /Wasserman|Schultz|Debbie/,
};
const SCOTT = { name: "Sen. Rick Scott", greeting: "Dear Senator Scott,", names: /Scott|Rick/ };
const MOODY = { name: "Sen. Ashley Moody", greeting: "Dear Senator Moody,", names: /Moody|Ashley/ };

/** The sender's name at step 4, with a street of their ZIP. */
const addressIn = (street: string, suggestion: string) => ({
  fullName: senders.seattle.typed.fullName,
  street,
  suggestion,
});

/** Each card the sender can see at checkout greets its own recipient and names no one else. */
async function expectCardsBeforePaying(page: Page, recipients: Recipient[], body: string | RegExp) {
  const cards = page.getByTestId("card-text");
  await expect(cards).toHaveCount(recipients.length, { timeout: 30_000 });
  for (const [i, r] of recipients.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading")).toHaveText(`To ${r.name}`);
    const text = (await card.innerText()).replace(`To ${r.name}`, "");
    expect(text).toContain(r.greeting);
    expect(text).toMatch(body);
    expect(text).toContain("Sincerely,\nAna Garcia");
    for (const other of recipients.filter((o) => o !== r)) expect(text).not.toMatch(other.names);
  }
}

/** Each card in the confirmation email: its recipient, its greeting, its office, no other member. */
async function confirmationCards(email: string, recipients: Recipient[]) {
  const files = outbox();
  await expect.poll(() => files.mails().some((m) => m.includes(email)), { timeout: 90_000 }).toBe(true);
  const text = mailText(files.mails().find((m) => m.includes(email) && /on the way/.test(m))!);
  const sections = text.split(/\n(?=To (?:Rep|Sen)\. )/).slice(1);
  expect(sections).toHaveLength(recipients.length);
  return recipients.map((r, i) => {
    const section = sections[i]!.split(/\n-{10,}/)[0]!;
    expect(section.startsWith(`To ${r.name}\n`)).toBe(true);
    expect(section).toContain(r.greeting);
    for (const other of recipients.filter((o) => o !== r)) expect(section).not.toMatch(other.names);
    return section;
  });
}

test("a split ZIP, Quill's draft, all three: every card greets its own recipient, before paying and in the email", async ({
  page,
  wizard,
}, info) => {
  test.setTimeout(240_000);
  await wizard.walkToCraft({ zip: "98101", pick: /Jayapal/ });
  await wizard.craft({ concerns: "Rent is rising faster than wages" });
  await wizard.draftWithQuill();
  await page.clock.resume();
  const draft = await page.getByLabel("Your message").inputValue();
  expect(draft).toContain("Rent is rising faster than wages.");
  expect(draft).not.toMatch(/\b(?:Rep|Sen|Senator|Jayapal|Murray|Cantwell)\b/);
  await wizard.approve();
  await wizard.returnAddress(senders.seattle.typed);

  // The preview: the House member's card, with its own greeting and where it goes.
  await expect(page.getByRole("region", { name: "Addresses" }).locator("address").first()).toContainText(
    "Rep. Pramila Jayapal",
  );
  await expect(page.getByTestId("preview-office")).toHaveText(
    "Mailed to the Washington office. You can choose a home office at checkout.",
  );
  await page.getByRole("button", { name: "See your message (optional)" }).click();
  await expect(page.getByTestId("preview-message")).toContainText(JAYAPAL.greeting);
  await expect(page.getByTestId("card-viewport")).toBeVisible({ timeout: 45_000 });
  await expectAccessible(page);
  await shot(page, "cards/preview");

  await wizard.continueToCheckout();
  await wizard.sendTo("all three");
  await expectCardsBeforePaying(page, [JAYAPAL, CANTWELL, MURRAY], draft);
  await expect(page.getByRole("radio", { name: "Washington office" })).toBeChecked();
  await expectAccessible(page);
  await shot(page, "cards/checkout-all-three");

  const email = `ana+split-${info.project.name}-${Date.now()}@example.com`;
  await wizard.pay(email);
  await expect(page.getByRole("heading", { name: "Order successful!" })).toBeVisible({ timeout: 60_000 });
  const sections = await confirmationCards(email, [JAYAPAL, CANTWELL, MURRAY]);
  for (const section of sections) expect(section).toContain("Mailed to the Washington office: ");
});

test("a member with a long name, all three: the long greeting is on the cards and in the email", async ({
  page,
  wizard,
}, info) => {
  test.setTimeout(240_000);
  const message = "Hurricane insurance now costs more than our mortgage in [Your City]. Please act on it.";
  await wizard.walkToReturnAddress({ zip: "33019", pick: /Wasserman Schultz/, concerns: "Insurance", message });
  await wizard.returnAddress(addressIn("100 ocean dr", "100 Ocean Dr"));
  await page.getByRole("button", { name: "See your message (optional)" }).click();
  await expect(page.getByTestId("preview-message")).toContainText(WASSERMAN_SCHULTZ.greeting);

  await wizard.continueToCheckout();
  await wizard.sendTo("all three");
  const body = "Hurricane insurance now costs more than our mortgage in Hollywood. Please act on it.";
  await expectCardsBeforePaying(page, [WASSERMAN_SCHULTZ, SCOTT, MOODY], body);
  await shot(page, "cards/checkout-long-name");

  const email = `ana+long-${info.project.name}-${Date.now()}@example.com`;
  await wizard.pay(email);
  await expect(page.getByRole("heading", { name: "Order successful!" })).toBeVisible({ timeout: 60_000 });
  const sections = await confirmationCards(email, [WASSERMAN_SCHULTZ, SCOTT, MOODY]);
  for (const section of sections) expect(section).toContain(body);
});

test("home offices end to end: the email and the printed cards name the office; no coordinates means Washington", async ({
  page,
  wizard,
}, info) => {
  test.setTimeout(240_000);
  // Aurora, CO: Rep. Jason Crow's offices have no coordinates in the data; the senators' do.
  await wizard.walkToReturnAddress({
    zip: "80012",
    pick: /Crow/,
    concerns: "Transit",
    message: "Our buses come once an hour. Please fund transit.",
  });
  await wizard.returnAddress(addressIn("15151 e alameda pkwy", "15151 E Alameda Pkwy"));

  await wizard.continueToCheckout();
  await wizard.sendTo("all three");
  await page.getByRole("radio", { name: "Nearest home office" }).check();
  const cards = page.getByTestId("card-text");
  await expect(cards).toHaveCount(3, { timeout: 30_000 });
  await expect(cards.nth(0)).toContainText("Mailed to the Washington office:", { timeout: 30_000 });
  await expect(cards.nth(0)).toContainText("We have no home office address for this member, so it goes to Washington.");
  await expect(cards.nth(1)).toContainText(/Mailed to the \w[\w ]* state office: .+, CO 8\d{4}/);
  await expect(cards.nth(2)).toContainText(/Mailed to the \w[\w ]* state office: .+, CO 8\d{4}/);
  await expect(page.getByTestId("order-total")).toHaveText("$12");
  await expectAccessible(page);
  await shot(page, "cards/checkout-home-office");
  const labels = await cards.evaluateAll((els) =>
    els.map((e) => /Mailed to the (.+?):/.exec(e.textContent ?? "")?.[1] ?? ""),
  );

  const email = `ana+home-${info.project.name}-${Date.now()}@example.com`;
  const { orderId } = await wizard.pay(email);
  await expect(page.getByRole("heading", { name: "Order successful!" })).toBeVisible({ timeout: 60_000 });
  const files = outbox();
  await expect.poll(() => files.cards(orderId).filter((f) => f.endsWith(".pdf")).length, { timeout: 90_000 }).toBe(3);
  const titles = await Promise.all(
    files
      .cards(orderId)
      .filter((f) => f.endsWith(".pdf"))
      .map(async (f) => (await PDFDocument.load(files.cardFile(orderId, f))).getTitle() ?? ""),
  );
  expect(titles.sort()).toEqual(
    [
      `Postcard to Rep. Jason Crow (${labels[0]})`,
      `Postcard to Sen. Michael F. Bennet (${labels[1]})`,
      `Postcard to Sen. John W. Hickenlooper (${labels[2]})`,
    ].sort(),
  );
  const text = mailText((await waitForMail(email))!);
  for (const label of labels) expect(text).toContain(`Mailed to the ${label}: `);
});

async function waitForMail(email: string) {
  const files = outbox();
  await expect.poll(() => files.mails().some((m) => m.includes(email)), { timeout: 90_000 }).toBe(true);
  return files.mails().find((m) => m.includes(email));
}

test("a message naming one member: checkout says which cards would carry it, and the sender decides", async ({
  page,
  wizard,
}) => {
  test.setTimeout(120_000);
  const message = "Rep. Jayapal, please act on rent.";
  await wizard.walkToReturnAddress({ zip: "98101", pick: /Jayapal/, concerns: "Rent", message });
  await wizard.returnAddress(senders.seattle.typed);
  await wizard.continueToCheckout();
  await wizard.sendTo("all three");
  const warning = page.getByRole("alert").filter({ hasText: "names Rep. Jayapal" });
  await expect(warning).toContainText("Your card to Sen. Patty Murray names Rep. Jayapal, who is not its recipient.");
  await expect(warning).toContainText("Your card to Sen. Maria Cantwell names Rep. Jayapal");
  await expect(warning).not.toContainText("Your card to Rep. Pramila Jayapal");
  await expectAccessible(page);
  await shot(page, "cards/checkout-names-another");

  // Payment waits for a decision; nothing was changed in the meantime.
  await page.getByRole("textbox", { name: "Email" }).fill("ana@example.com");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(warning).toBeFocused();
  await expect(page.getByText("Test mode: no real card is charged")).toHaveCount(0);

  await warning.getByRole("button", { name: "Edit message" }).click();
  await expect(page.getByRole("heading", { name: "Perfect your postcard" })).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveValue(message);
  await page.getByRole("button", { name: "Looks Good, Continue" }).click();
  await expect(page.getByText("Step 4 of 7")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Continue" }).click();
  await wizard.continueToCheckout();
  await wizard.sendTo("all three");
  await page.getByRole("button", { name: "Send as written" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "names Rep. Jayapal" })).toHaveCount(0);
  const { request } = await wizard.createPayment("ana@example.com");
  expect(request.postcardData.finalMessage).toBe(message);
});
