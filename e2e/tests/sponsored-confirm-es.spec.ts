// Issue 38: the page a sponsored sender's emailed link opens (/c/confirm) in Spanish, as the link or
// the browser asks, and in English unchanged. A link that reaches cards goes on to the status page
// (sponsored-cards.spec); what a sender reads here is why their cards were not sent.
import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "../axe";
import { expectNoEnglish } from "../english-left";
import { expect, test } from "../fixtures";
import { shot } from "../shots";

/** A tap on the phone, a click on the desktop. */
const press = (target: Locator) => (test.info().project.use.hasTouch ? target.tap() : target.click());

/** A well-formed secret no order has: the server refuses it as not valid. */
const UNKNOWN = `sponsored_${"A".repeat(24)}`;

test.describe("a browser preferring Spanish", () => {
  test.use({ locale: "es-US" });
  test("a link no order has: said in Spanish, and in English after the switch", async ({ page }) => {
    await page.goto(`/c/confirm#${UNKNOWN}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { name: "Sus postales no se enviaron" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Este enlace no es válido. Escriba su postal de nuevo.");
    // The secret left the address bar.
    expect(new URL(page.url()).hash).toBe("");
    await expectNoEnglish(page);
    await expectAccessible(page);
    await shot(page, "sponsored-confirm-es/not-valid");

    await press(page.getByRole("button", { name: "English" }));
    await expect(page.getByRole("heading", { name: "Your postcards were not sent" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("This link is not valid. Please write your postcard again.");
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  });
});

/** Answers the confirmation as the server does when the budget cannot cover this sender. */
async function refuseWith(page: Page, status: "exhausted" | "hour_full" | "used", message: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/functions/confirm-sponsored-claim", async (route) => {
    await held;
    await route.fulfill({
      json: { status, message, organisation: "Amigos del Parque", priceCents: 500 },
    });
  });
  return release;
}

test("an emailed Spanish link (?lang=es) opens in Spanish for an English browser, says each refusal in Spanish, and keeps Spanish on to the status page", async ({
  page,
}) => {
  // The projects' browsers prefer English (en-US).
  const release = await refuseWith(
    page,
    "used",
    "Amigos del Parque has already paid for postcards sent with this email address. You can still send yours for $5.",
  );
  await page.goto(`/c/confirm?lang=es#${UNKNOWN}`);
  await expect(page.getByRole("status")).toHaveText("Enviando sus postales…");
  await expectNoEnglish(page);
  await expectAccessible(page);
  await shot(page, "sponsored-confirm-es/sending");
  release();
  await expect(page.getByRole("alert")).toHaveText(
    "Amigos del Parque ya pagó postales enviadas con esta dirección de correo electrónico. Aún puede enviar las suyas por $5.",
  );
  // The secret and the link's language left the address bar; the page stays in Spanish.
  expect(new URL(page.url()).search + new URL(page.url()).hash).toBe("");
  await expectNoEnglish(page);
  await expectAccessible(page);
  await shot(page, "sponsored-confirm-es/used");
  await press(page.getByRole("link", { name: "Volver al inicio" }));
  await expect(page).not.toHaveURL(/\/c\/confirm/);

  for (const [status, spanish] of [
    ["exhausted", "Ya se reclamaron todas las postales que paga esta campaña. Aún puede enviar las suyas por $5."],
    [
      "hour_full",
      "Ya se reclamaron todas las postales pagadas de esta hora. Inténtelo de nuevo dentro de una hora, o envíe las suyas por $5.",
    ],
  ] as const) {
    await page.unrouteAll();
    (await refuseWith(page, status, "English words the page does not show"))();
    await page.goto(`/c/confirm?lang=es#${UNKNOWN}`);
    await expect(page.getByRole("alert")).toHaveText(spanish);
    await expectNoEnglish(page);
  }

  // Cards claimed: on to the status page, which keeps Spanish on a reload.
  await page.unrouteAll();
  const statusPath = `/orders/${"s".repeat(43)}`;
  await page.route("**/api/functions/confirm-sponsored-claim", (route) =>
    route.fulfill({ json: { status: "claimed", orderId: "o1", statusPath, organisation: "Amigos del Parque" } }),
  );
  await page.goto(`/c/confirm?lang=es#${UNKNOWN}`);
  await expect(page).toHaveURL(`${statusPath}?lang=es`);
});
