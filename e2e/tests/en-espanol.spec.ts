// Issue 38: a sender whose browser prefers Spanish. What is translated so far is the shell,
// onboarding, the 404 and the crash screens, the whole wizard to the payment, and the payment's
// success page; the pages after it (status, find my orders) and the menu's are checked in their
// own tests below as they are translated.
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

  test("goes from the landing to '¡Pedido realizado!' in Spanish; switching to English keeps every field", async ({
    page,
  }) => {
    // An order is paid and its cards drawn: a slow machine needs the time.
    test.setTimeout(240_000);
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

    // The drafting screen, in Spanish; then the review keeps the sender's words.
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
    await press(page.getByRole("button", { name: "Está bien, continuar" }));

    // Step 4: the return address, its messages in Spanish (the ZIP's once the field is left).
    await expect(page.getByRole("heading", { name: "Su dirección de remitente" })).toBeVisible();
    await page.getByLabel("Nombre completo").fill("Ana García Núñez");
    await press(page.getByRole("button", { name: "Escribir la dirección a mano" }));
    await page.getByLabel("Dirección o apartado postal (PO Box)").fill("100 Main St");
    await page.getByLabel("Ciudad").fill("Cheyenne");
    await page.getByLabel("Estado").selectOption("WY");
    const zipCode = page.getByLabel("Código postal");
    await zipCode.fill("8200");
    await zipCode.blur();
    await expect(page.getByText("Escriba un código postal de 5 dígitos, o ZIP+4 como 12345-6789.")).toBeVisible();
    await expectNoEnglish(page);
    await expectAccessible(page);
    await zipCode.fill("82001");
    await shot(page, "es-return-address");
    await press(page.getByRole("button", { name: "Continuar" }));

    // Step 5: the preview shows the message as written, accents, ñ and ¿ included.
    await expect(page.getByRole("heading", { name: "Así se verá su postal" })).toBeVisible({ timeout: 30_000 });
    await press(page.getByRole("button", { name: "Ver su mensaje (opcional)" }));
    await expect(page.getByTestId("preview-message")).toContainText("¿Por qué no hay más fondos");
    await expect(page.getByTestId("preview-message")).toContainText("niños");
    // The card greets and signs off in Spanish (decision 0122).
    await expect(page.getByTestId("preview-message")).toContainText("Honorable representante Hageman:");
    await expect(page.getByTestId("preview-message")).toContainText("Atentamente,");
    await expect(page.getByRole("region", { name: "Direcciones" })).toContainText("Ana García Núñez");
    await expect(page.getByRole("button", { name: "Ver el reverso" })).toBeVisible({ timeout: 30_000 });
    await expectNoEnglish(page);
    await expectAccessible(page);
    await shot(page, "es-preview");
    await press(page.getByRole("button", { name: "Continuar" }));

    // Step 6: checkout, its prices and messages in Spanish; English mid-way keeps the email.
    await expect(page.getByRole("heading", { name: "¡Ya casi está!" })).toBeVisible();
    await expect(page.getByTestId("card-text").first()).toContainText("niños", { timeout: 30_000 });
    const email = page.getByRole("textbox", { name: "Correo electrónico" });
    await email.fill("ana-es");
    await email.blur();
    await expect(page.getByText("Correo electrónico no válido")).toBeVisible();
    await expectNoEnglish(page);
    await expectAccessible(page);
    await shot(page, "es-checkout");
    await email.fill(`ana+es-${test.info().project.name}-${Date.now()}@example.com`);
    const typedEmail = await email.inputValue();
    await press(page.getByRole("button", { name: "English" }));
    await expect(page.getByRole("heading", { name: "Almost there!" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(typedEmail);
    await press(page.getByRole("button", { name: "Español" }));
    await expect(email).toHaveValue(typedEmail);
    await press(page.getByRole("button", { name: "Continuar al pago" }));

    // The payment form (the local test checkout) and the order's success page.
    await expect(page.getByText("Modo de prueba: no se cobra a ninguna tarjeta real")).toBeVisible({ timeout: 30_000 });
    await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242");
    await page.getByLabel("Vencimiento").fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await expectNoEnglish(page);
    await expectAccessible(page);
    await shot(page, "es-payment");
    await press(page.getByRole("button", { name: /^Pagar \$/ }));
    await expect(page.getByRole("heading", { name: "¡Pedido realizado!" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/Fecha prevista de envío: \p{L}+, \d+ de \p{L}+ de \d{4}/u)).toBeVisible();
    await expectNoEnglish(page);
    await expectAccessible(page);
    await shot(page, "es-order-successful");

    // The order's status page, from the success page.
    await press(page.getByRole("link", { name: "Seguir su pedido" }));
    await expect(page.getByRole("heading", { level: 1, name: /^Pedido n\.º \d+$/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sus datos" })).toBeVisible();
    await expect(page.getByTestId("card-text").first()).toContainText("niños");
    await expectNoEnglish(page);
    await expectAccessible(page);
    await shot(page, "es-order-status");
  });
});

test.describe("a Spanish visitor's other pages", () => {
  test.use({ locale: "es-US" });

  test("the menu, its information pages and 'find my orders' are in Spanish", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1, name: "Preguntas frecuentes" })).toBeVisible();
    await expect(page.getByText("$5 por postal, o $12 por las tres")).toBeVisible();
    await expectNoEnglish(page);
    await expectAccessible(page);
    await shot(page, "es-faq");

    await press(page.getByRole("button", { name: "Abrir el menú" }));
    const menu = page.getByRole("dialog");
    await expect(menu.getByRole("button", { name: "Privacidad y condiciones" })).toBeVisible();
    await expectNoEnglish(page);
    await expectAccessible(page);
    await shot(page, "es-menu");
    await press(menu.getByRole("button", { name: "Privacidad y condiciones" }));
    await expect(menu.getByRole("heading", { name: "Privacidad y condiciones" })).toBeVisible();
    await expect(menu.getByText(/Última actualización: 25 de septiembre de 2025/)).toBeVisible();
    await expectNoEnglish(page);
    await press(menu.getByRole("button", { name: "Atrás" }));
    await press(menu.getByRole("button", { name: "Quiénes somos" }));
    await expectNoEnglish(page);
    await press(menu.getByRole("button", { name: "Cerrar" }));

    await page.goto("/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Buscar mis pedidos" })).toBeVisible();
    await page.getByLabel("Correo electrónico").fill("ana-es");
    await press(page.getByRole("button", { name: "Enviarme mis enlaces" }));
    await expect(page.getByRole("alert")).toHaveText("Correo electrónico no válido");
    await expectNoEnglish(page);
    await expectAccessible(page);
    await shot(page, "es-find-orders");
  });
});

test("a link shared in Spanish opens in Spanish in an English browser", async ({ page }) => {
  await page.goto("/onboarding?lang=es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator("html[data-app-ready]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstSlide);
  await expectNoEnglish(page);
});
