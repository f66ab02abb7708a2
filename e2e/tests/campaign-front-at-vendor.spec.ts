import type { Page } from "@playwright/test";
import { startFakeIgnitePost } from "../../apps/server/test/fakes/fake-ignitepost";
import { type AppServer, freePort, startAppServer } from "../app-server";
import { fillCampaignForm, pageOfItsOwn, signInAsOrganiser } from "../console";
import { expect, test } from "../fixtures";
import { WizardDriver } from "../wizard-driver";

/**
 * The front an organiser chose for a campaign reaches the handwriting vendor: IgnitePost gets, as
 * each card's `image`, the public URL of that front (decision 0074), not one fixed picture.
 */
const TOKEN = "ip_front_token";
let server: AppServer;
let fake: Awaited<ReturnType<typeof startFakeIgnitePost>>;

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fake = await startFakeIgnitePost(TOKEN);
  // PUBLIC_URL is the server's own address, so the image URLs name this server.
  const port = await freePort();
  server = await startAppServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    MAILING_VENDORS: "ignitepost",
    IGNITEPOST_TOKEN: TOKEN,
    IGNITEPOST_API_URL: fake.url,
    IGNITEPOST_FONT: "becca",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

async function campaignWithYosemite(organiser: Page, email: string, slug: string) {
  await signInAsOrganiser(organiser, server, email);
  await organiser.getByRole("link", { name: "New campaign" }).click();
  await fillCampaignForm(organiser, {
    name: "Save Yosemite's trails",
    organisation: "Friends of Yosemite",
    ask: "Ask your members of Congress to fund Yosemite's trail crews.",
    talkingPoint: "The trails need crews",
    front: "Yosemite National Park",
    slug,
  });
  await organiser.getByRole("button", { name: "Save draft" }).click();
  await organiser.getByRole("button", { name: "Go live" }).click();
  await expect(organiser.getByText("Live", { exact: true })).toBeVisible();
}

test("a campaign with its own front sends an order through IgnitePost, and each card's image is that front", async ({
  browser,
}, info) => {
  const slug = `yosemite-${info.project.name}`;
  const organiser = await pageOfItsOwn(browser, info, server.baseURL);
  await campaignWithYosemite(organiser, `organiser.front.${info.project.name}@example.org`, slug);

  const sender = await pageOfItsOwn(browser, info, server.baseURL);
  const wizard = new WizardDriver(sender, server.baseURL);
  await sender.goto(`/c/${slug}`);
  await sender.getByRole("button", { name: "Write your postcard" }).click();
  await wizard.chooseRepresentative();
  await wizard.writeItMyself("Please fund the trail crews in Yosemite this year. We hike there every summer.");
  await wizard.approve();
  await wizard.returnAddress();
  await expect(
    sender.getByRole("img", { name: /Front of your postcard: a drawing of Yosemite National Park/ }),
    // Drawn by the render pool, which waits for a core on a busy machine.
  ).toBeVisible({ timeout: 30_000 });
  await wizard.continueToCheckout();
  const { request, response } = await wizard.createPayment(`front.${info.project.name}@example.com`);
  expect(request.postcardData.front).toBe("yosemite");
  await wizard.payWithCard();
  await expect(sender.getByRole("heading", { name: "Order successful!" })).toBeVisible({ timeout: 60_000 });

  const atIgnitePost = () => fake.received.filter((o) => o.metadata.order_id === response.orderId);
  await expect.poll(() => atIgnitePost().length, { timeout: 60_000 }).toBeGreaterThan(0);
  const image = `${server.baseURL}/api/card-fronts/yosemite.png`;
  expect(atIgnitePost().map((o) => o.form.image)).toEqual(atIgnitePost().map(() => image));
  // The URL IgnitePost fetches is the front the sender previewed.
  const front = await fetch(image);
  expect(front.status).toBe(200);
  expect(front.headers.get("content-type")).toBe("image/png");
  await organiser.context().close();
  await sender.context().close();
});
