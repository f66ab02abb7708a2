// Issue 38: a sender whose browser prefers Spanish. What is translated so far is the shell,
// onboarding, the 404 and the crash screens, the wizard's first two steps (the ZIP search and
// "What's on your mind?"), its drafting screen and the review; the return address and the steps
// after it, and the pages after the wizard, are still English.
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
    // Paused, so the first slide stays while the language changes under it.
    await press(page.getByRole("button", { name: "Pausar la presentación" }));
    await press(page.getByRole("button", { name: "English" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your voice counts in D.C.");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.locator("html[data-app-ready]")).toBeAttached();
    await press(page.getByRole("button", { name: "Pause slideshow" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your voice counts in D.C.");
    await shot(page, "es-switched-to-english");
    await press(page.getByRole("button", { name: "Español" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstSlide);
  });
});

test.describe("a Spanish sender in the wizard", () => {
  test.use({ locale: "es-US" });

  test("finds their representative and writes what's on their mind in Spanish; switching to English keeps every field", async ({
    page,
  }) => {
    await page.goto("/onboarding");
    await expect(page.locator("html[data-app-ready]")).toBeAttached();
    await press(page.getByRole("button", { name: "Saltar la introducción" }));
    await expect(
      page.getByRole("heading", { name: "Envíe una postal de verdad a su representante en Washington" }),
    ).toBeVisible();
    await expect(page.getByTestId("landing-price")).toContainText("$5 por postal, o $12 por las tres");
    await expect(page.getByRole("button", { name: "Abrir el menú" })).toBeVisible();
    const zip = page.getByLabel("Escriba su código postal para empezar");
    await zip.fill("1234");
    await press(page.getByRole("button", { name: "Buscar a mi representante" }));
    await expect(page.getByRole("alert")).toHaveText("Escriba un código postal válido de 5 dígitos");
    await zip.fill("82001");
    await press(page.getByRole("button", { name: "Buscar a mi representante" }));
    await expect(page.getByText("Mi representante", { exact: true })).toBeVisible();
    await expectNoEnglish(page);
    await expectAccessible(page);
    await shot(page, "es-landing");
    await press(page.getByRole("button", { name: "Continuar" }));

    await expect(page.getByRole("heading", { name: "¿Qué le preocupa?" })).toBeVisible();
    await expect(page).toHaveTitle(/^Paso 2 de 7: ¿Qué le preocupa\?/);
    const concerns = page.getByLabel("Lo que más me preocupa:");
    const impact = page.getByLabel("Cómo afecta a mi comunidad (opcional):");
    await concerns.fill("¿Por qué no hay más fondos para las escuelas?");
    await impact.fill("Los niños de mi barrio comparten libros viejos.");
    await expectNoEnglish(page);
    await expectAccessible(page);
    await shot(page, "es-craft");

    // Mid-way to English and back: every field stays as typed.
    await press(page.getByRole("button", { name: "English" }));
    await expect(page.getByRole("heading", { name: "What's on your mind?" })).toBeVisible();
    await expect(page.getByLabel("I'm most concerned about:")).toHaveValue(
      "¿Por qué no hay más fondos para las escuelas?",
    );
    await expect(page.getByLabel("How it affects my community (optional):")).toHaveValue(
      "Los niños de mi barrio comparten libros viejos.",
    );
    await expect(page.getByText("Step 2 of 7")).toBeVisible();
    await press(page.getByRole("button", { name: "Español" }));
    await expect(concerns).toHaveValue("¿Por qué no hay más fondos para las escuelas?");
    await expect(impact).toHaveValue("Los niños de mi barrio comparten libros viejos.");
    await press(page.getByRole("button", { name: "Atrás" }));
    await expect(zip).toHaveValue("82001");
    await press(page.getByRole("button", { name: "Buscar a mi representante" }));
    await press(page.getByRole("button", { name: "Continuar" }));
    await expect(concerns).toHaveValue("¿Por qué no hay más fondos para las escuelas?");

    // The drafting screen, in Spanish; then the review (still English) keeps the sender's words.
    await press(page.getByRole("button", { name: "Redactar mi postal con Quill" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resumiendo lo que le preocupa.");
    await expect(page.getByRole("status")).toHaveText("Quill está redactando su postal. Tarda como medio minuto.");
    await expectNoEnglish(page);
    await expectAccessible(page);
    await shot(page, "es-drafting");
    await press(page.getByRole("button", { name: "Mejor lo escribo yo" }));

    await expect(page.getByRole("heading", { name: "Perfeccione su postal" })).toBeVisible();
    const message = page.getByLabel("Su mensaje");
    await expect(message).toHaveValue(/¿Por qué no hay más fondos.*niños/s);
    const written = await message.inputValue();
    await message.fill(`${written} ${"a".repeat(300 - written.length + 4)}`);
    await expect(
      page.getByText("Su mensaje pasa en 5 caracteres el límite de 300 caracteres. Quítelos para continuar."),
    ).toBeVisible();
    await message.fill(written);
    await expectNoEnglish(page);
    await expectAccessible(page);
    await shot(page, "es-review");
  });
});

test("a link shared in Spanish opens in Spanish in an English browser", async ({ page }) => {
  await page.goto("/onboarding?lang=es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator("html[data-app-ready]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstSlide);
  await expectNoEnglish(page);
});
