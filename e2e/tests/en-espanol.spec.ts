// Issue 38: a sender whose browser prefers Spanish. What is translated so far is the shell,
// onboarding, the 404 and the crash screens; the wizard and the pages after it are still English.
import type { Locator } from "@playwright/test";
import { expectAccessible } from "../axe";
import { expectNoEnglish } from "../english-left";
import { expect, test } from "../fixtures";
import { shot } from "../shots";

const firstSlide = "Su voz cuenta en Washington";

/** A tap on the phone, a click on the desktop. */
const press = (target: Locator) => (test.info().project.use.hasTouch ? target.tap() : target.click());

test.describe("a browser that prefers Spanish", () => {
  test.use({ locale: "es-US" });

  test("gets the landing prerendered in Spanish: no English before or after the app starts", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/", { headers: { "accept-language": "es-US,es;q=0.9" } })).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(firstSlide);
    expect(html).not.toContain("Your voice counts");

    await page.goto("/");
    await expect(page.locator("html[data-app-ready]")).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstSlide);
    // Paused, so the slide stays while it is checked.
    await press(page.getByRole("button", { name: "Pausar la presentación" }));
    await expect(page.getByRole("button", { name: "Reproducir la presentación" })).toBeVisible();
    await expectNoEnglish(page);
    await expectAccessible(page);
    await shot(page, "es-onboarding");
    await press(page.getByRole("button", { name: "Siguiente" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lo escrito a mano destaca");
    await expectNoEnglish(page);

    await page.goto("/no-such-page");
    await expect(page.getByText("¡Vaya! No encontramos esta página")).toBeVisible();
    await expectNoEnglish(page);
    await expectAccessible(page);
    await shot(page, "es-not-found");
  });

  test("switches to English and back in place, and remembers the choice", async ({ page }) => {
    await page.goto("/onboarding");
    await expect(page.locator("html[data-app-ready]")).toBeAttached();
    await press(page.getByRole("button", { name: "English" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your voice counts in D.C.");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your voice counts in D.C.");
    await shot(page, "es-switched-to-english");
    await press(page.getByRole("button", { name: "Español" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstSlide);
  });
});

test("a link shared in Spanish opens in Spanish in an English browser", async ({ page }) => {
  await page.goto("/onboarding?lang=es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator("html[data-app-ready]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstSlide);
  await expectNoEnglish(page);
});
