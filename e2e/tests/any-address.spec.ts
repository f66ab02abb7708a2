import fs from "node:fs";
import path from "node:path";
import { expectAccessible } from "../axe";
import { expect, test } from "../fixtures";
import { outbox } from "../outbox";
import { shot } from "../shots";

// Any real address, names as written, nothing cut without a word.

// A paid order renders its cards on the server, which is CPU-heavy: one order at a time per worker.
test.describe.configure({ mode: "default" });

const PO_BOX = {
  fullName: "Angus McDonald",
  street: "PO Box 123",
  city: "Cheyenne",
  state: "WY",
  zipCode: "82003-0123",
};

test("a PO Box typed by hand, end to end: the preview, the cards, the order the print shop reads, its files", async ({
  page,
  wizard,
}, info) => {
  test.setTimeout(240_000);
  await wizard.walkToReturnAddress();

  // The suggestions have nothing for a PO box; Enter says what to do instead of nothing.
  const street = page.getByRole("combobox", { name: "Street Address" });
  await street.fill("PO Box 123");
  await expect(page.getByText("No addresses found. Try typing a different address.", { exact: true })).toBeVisible();
  await street.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "No address to pick yet." })).toBeVisible();
  await expect(page.getByText("Step 4 of 7")).toBeVisible();

  await wizard.typeAddressYourself({ ...PO_BOX, zipCode: "8200" });
  const zip = page.getByLabel("ZIP code");
  await zip.blur();
  await expect(page.getByText("Enter a 5-digit ZIP code, or ZIP+4 like 12345-6789.")).toBeVisible();
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await zip.fill(PO_BOX.zipCode);
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await expectAccessible(page);
  await shot(page, "address/step4-typed-po-box");
  await wizard.continueToPreview();

  const from = page.getByRole("region", { name: "Addresses" }).locator("address").last();
  await expect(from).toHaveText("Angus McDonaldPO Box 123Cheyenne, WY 82003-0123");

  // Back to step 4: the address comes back as typed, by hand.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByLabel("Street address or PO Box")).toHaveValue("PO Box 123");
  await expect(page.getByLabel("State")).toHaveValue("WY");
  await wizard.continueToPreview();
  await wizard.continueToCheckout();
  const card = page.getByTestId("card-text").first();
  await expect(card).toContainText("Sincerely,\nAngus McDonald", { timeout: 30_000 });

  const email = `angus+pobox-${info.project.name}-${Date.now()}@example.com`;
  const { orderId, statusPath = "" } = await wizard.pay(email);
  await expect(page.getByRole("heading", { name: "Order successful!" })).toBeVisible({ timeout: 60_000 });

  // The order the print shop reads carries the box (and the name as written)...
  const data = await (await page.request.get(`/api${statusPath}/data.json`)).json();
  expect(data.sender).toMatchObject({
    fullName: "Angus McDonald",
    streetAddress: "PO Box 123",
    city: "Cheyenne",
    state: "WY",
    zipCode: "82003-0123",
  });
  // ...and its files are drawn from it (services/cards/address-lines.test.ts: the layout writes the box):
  // the print PDF at once, the back's proof when the status page first opens it.
  const files = outbox();
  await expect.poll(() => files.cards(orderId).filter((f) => f.endsWith(".pdf")).length, { timeout: 90_000 }).toBe(1);
  const token = statusPath.slice("/orders/".length);
  const back = await page.evaluate(async (token) => {
    const res = await fetch("/api/functions/order-status", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    return ((await res.json()) as { cards: { images: { back: string } | null }[] }).cards[0]?.images?.back;
  }, token);
  const proof = await page.request.get(back ?? "/missing");
  expect(proof.status()).toBe(200);
  if (process.env.SHOTS_DIR) {
    fs.writeFileSync(
      path.join(process.env.SHOTS_DIR, `address/print-back-po-box-${info.project.name}.png`),
      await proof.body(),
    );
  }
});

test("names as written: McDonald, O'Brien and DeShawn are kept; a name typed in lower case is capitalised", async ({
  page,
  wizard,
}) => {
  await wizard.walkToReturnAddress();
  const name = page.getByLabel("Full Name");
  for (const written of ["Angus McDonald", "Siobhan O'Brien", "DeShawn Carter III"]) {
    await name.fill("");
    await name.pressSequentially(written);
    await expect(name).toHaveValue(written);
  }
  await name.fill("");
  await name.pressSequentially("siobhan o'brien");
  await expect(name).toHaveValue("Siobhan O'brien");

  // A name longer than the card allows is kept, says what to cut, and holds Continue.
  await wizard.fillReturnAddress({ fullName: "DeShawn Carter III", street: "100 main st", suggestion: "100 Main St" });
  await name.fill(`DeShawn ${"X".repeat(100)}`);
  await expect(name).toHaveValue(`DeShawn ${"X".repeat(100)}`);
  await expect(page.getByRole("alert")).toHaveText(
    "Your name is 8 characters too long for the card. Shorten it to 100 characters to continue.",
  );
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await name.fill("DeShawn Carter III");
  await wizard.continueToPreview();
  await expect(page.getByRole("region", { name: "Addresses" }).locator("address").last()).toContainText(
    "DeShawn Carter III",
  );
});

test("a 400-character paste stays whole, with the red counter and what to cut; Continue waits until it fits", async ({
  page,
  wizard,
}) => {
  await wizard.walkToReview({ message: "" });
  const message = page.getByLabel("Your message");
  const pasted = `${"Our rural post office closes at noon and the next one is forty miles away. ".repeat(6)}`.slice(
    0,
    400,
  );
  await message.focus();
  await page.keyboard.insertText(pasted);
  await expect(message).toHaveValue(pasted);
  const counter = page.getByText("400/300", { exact: true });
  await expect(counter).toBeVisible();
  await expect(counter).toHaveCSS("color", "rgb(193, 18, 31)");
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Your message is 100 characters over the 300-character limit. Cut them to continue."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Looks Good, Continue" })).toBeDisabled();
  await expectAccessible(page);
  await shot(page, "address/step3-over-limit");
  await message.fill(pasted.slice(0, 300));
  await expect(page.getByText("300/300", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Looks Good, Continue" })).toBeEnabled();
});
