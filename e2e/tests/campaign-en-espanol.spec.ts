// Issue 38 item 4 (decision 0123): an organiser writes a campaign in Spanish. Its link opens in
// Spanish for a new visitor whose browser prefers English, and the sender follows it into the
// wizard in Spanish; the organiser's own pages stay English, and a visitor's choice still wins.
import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "../axe";
import { fillCampaignForm, pageOfItsOwn, signInAsOrganiser } from "../console";
import { expectNoEnglish } from "../english-left";
import { expect, test } from "../fixtures";
import { shot } from "../shots";

/** A tap on the phone, a click on the desktop. */
const press = (target: Locator) => (test.info().project.use.hasTouch ? target.tap() : target.click());

// The run's shared server (e2e/global-setup.ts): the campaign's slug and its organiser's address
// are this project's and this attempt's own, so the tally and the sign-in link are too (a retry
// makes its campaign afresh, as it did on a server of its own).
const server = { baseURL: process.env.E2E_BASE_URL ?? "", dataDir: process.env.E2E_DATA_DIR ?? "" };
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const NAME = "Senderos para todos";
const POINT = "¿Por qué no hay fondos para los senderos de los niños?";
let slug: string;

test("an organiser chooses Spanish for a campaign; the console stays English", async ({ browser }, info) => {
  slug = `senderos-${info.project.name}-${info.retry}`;
  const organiser = await pageOfItsOwn(browser, info, server.baseURL);
  await signInAsOrganiser(organiser, server, `organiser.es.${info.project.name}.${info.retry}@example.org`);
  await press(organiser.getByRole("link", { name: "New campaign" }));
  await fillCampaignForm(organiser, {
    name: NAME,
    organisation: "Amigos del Parque",
    ask: "Pida a sus miembros del Congreso que financien la reparación de los senderos del parque este año.",
    talkingPoint: POINT,
    slug,
  });
  const language = organiser.getByLabel("Language of the campaign");
  await expect(language).toHaveValue("en");
  await language.selectOption("es");
  await expectAccessible(organiser);
  await shot(organiser, "campaign-es/organize-form");
  await press(organiser.getByRole("button", { name: "Save draft" }));
  await expect(organiser.getByRole("heading", { name: NAME })).toBeVisible();
  await press(organiser.getByRole("button", { name: "Go live" }));
  await expect(organiser.getByText("Live", { exact: true })).toBeVisible();
  await expect(organiser.locator("html")).toHaveAttribute("lang", "en");
  await organiser.context().close();
});

/** A new visitor, whose browser prefers English. */
async function visitor(browser: Parameters<typeof pageOfItsOwn>[0], info: Parameters<typeof pageOfItsOwn>[1]) {
  const page: Page = await pageOfItsOwn(browser, info, server.baseURL);
  await page.setExtraHTTPHeaders({ "accept-language": "en-US,en;q=0.9" });
  return page;
}

test("its link opens in Spanish for a new visitor, and the sender writes in Spanish from it", async ({
  browser,
}, info) => {
  const page = await visitor(browser, info);
  await page.goto(`/c/${slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator("html[data-app-ready]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText("Una campaña de Amigos del Parque")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Qué decir" })).toBeVisible();
  // The talking point as the organiser wrote it.
  await expect(page.getByRole("listitem").filter({ hasText: POINT })).toBeVisible();
  await expect(page.getByTestId("tally")).toContainText("0 postales escritas");
  await expectNoEnglish(page);
  await expectAccessible(page);
  await shot(page, "campaign-es/campaign-page");

  await press(page.getByRole("button", { name: "Escriba su postal" }));
  const zip = page.getByLabel("Escriba su código postal para empezar");
  await expect(zip).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expectNoEnglish(page);
  await expectAccessible(page);
  await shot(page, "campaign-es/wizard");
  // A reload keeps Spanish: the wizard's address carries the language it was opened in.
  await page.reload();
  await expect(page.getByLabel("Escriba su código postal para empezar")).toBeVisible();
  await page.context().close();
});

test("a visitor's own choice of English wins over the campaign's Spanish", async ({ browser }, info) => {
  const page = await visitor(browser, info);
  await page.goto(`/c/${slug}?lang=en`);
  await expect(page.locator("html[data-app-ready]")).toBeAttached();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("A campaign by Amigos del Parque")).toBeVisible();
  await expect(page.getByRole("button", { name: "Write your postcard" })).toBeVisible();
  // The organiser's words stay as written, marked as Spanish for screen readers.
  await expect(page.locator('ul[lang="es"]').getByRole("listitem")).toHaveText(POINT);
  await page.context().close();
});

test("the link's Español / English switch changes the page's words in place, and is remembered", async ({
  browser,
}, info) => {
  const page = await visitor(browser, info);
  await page.goto(`/c/${slug}`);
  await expect(page.locator("html[data-app-ready]")).toBeAttached();
  await expect(page.getByRole("button", { name: "Escriba su postal" })).toBeVisible();
  await press(page.getByRole("button", { name: "English" }));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: "Write your postcard" })).toBeVisible();
  await expect(page.getByText("A campaign by Amigos del Parque")).toBeVisible();
  await expectAccessible(page);
  await shot(page, "campaign-es/switched-to-english");
  await page.reload();
  await expect(page.getByRole("button", { name: "Write your postcard" })).toBeVisible();
  await press(page.getByRole("button", { name: "Español" }));
  await expect(page.getByRole("button", { name: "Escriba su postal" })).toBeVisible();
  await expectNoEnglish(page);
  await page.context().close();
});

test("its embed speaks Spanish too", async ({ browser }, info) => {
  const page = await visitor(browser, info);
  await page.goto(`/c/${slug}/embed`);
  await expect(page.getByRole("link", { name: "Escriba su postal (se abre en una pestaña nueva)" })).toBeVisible();
  await expect(page.getByTestId("tally")).toContainText("postales");
  await expectNoEnglish(page);
  await expectAccessible(page);
  await shot(page, "campaign-es/embed");
  await page.context().close();
});
