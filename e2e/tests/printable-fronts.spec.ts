import { cardFrontIds, cardFrontParks } from "@civic/contracts/card-fronts";
import { startFakeIgnitePost } from "../../apps/server/test/fakes/fake-ignitepost";
import { type AppServer, startAppServer } from "../app-server";
import { fillCampaignForm, pageOfItsOwn, signInAsOrganiser } from "../console";
import { expect, test } from "../fixtures";
import { WizardDriver } from "../wizard-driver";

/**
 * With IgnitePost printing one fixed image (IGNITEPOST_IMAGE) for every card, only the default
 * front can be printed as previewed (decision 0074): it is the only one offered to organisers,
 * and the only one a sender previews and orders.
 */
const TOKEN = "ip_printable_token";
let server: AppServer;
let fake: Awaited<ReturnType<typeof startFakeIgnitePost>>;

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fake = await startFakeIgnitePost(TOKEN);
  server = await startAppServer({
    MAILING_VENDORS: "ignitepost",
    IGNITEPOST_TOKEN: TOKEN,
    IGNITEPOST_API_URL: fake.url,
    IGNITEPOST_FONT: "becca",
    IGNITEPOST_IMAGE: "thank-you-1",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

test("with a fixed IgnitePost image, organisers and senders are offered only the front it prints", async ({
  browser,
}, info) => {
  const config = await (await fetch(`${server.baseURL}/api/config`)).json();
  expect(config.cardFronts).toEqual(["grand-teton"]);

  const organiser = await pageOfItsOwn(browser, info, server.baseURL);
  const email = `organiser.printable.${info.project.name}@example.org`;
  await signInAsOrganiser(organiser, server, email);
  await organiser.getByRole("link", { name: "New campaign" }).click();
  const fronts = organiser.getByRole("group", { name: "Card front" }).getByRole("radio");
  await expect(fronts).toHaveCount(1);
  await expect(organiser.getByLabel("Grand Teton National Park")).toBeChecked();
  for (const id of cardFrontIds.filter((f) => f !== "grand-teton")) {
    await expect(organiser.getByLabel(cardFrontParks[id])).toHaveCount(0);
  }
  const slug = `printable-${info.project.name}`;
  await fillCampaignForm(organiser, {
    name: "Keep the Tetons quiet",
    organisation: "Friends of the Tetons",
    ask: "Ask your members of Congress to fund the park's rangers.",
    talkingPoint: "Rangers keep it safe",
    slug,
  });
  await organiser.getByRole("button", { name: "Save draft" }).click();
  await organiser.getByRole("button", { name: "Go live" }).click();
  await expect(organiser.getByText("Live", { exact: true })).toBeVisible();

  // A campaign page naming a front that can no longer be printed (as one loaded before the
  // vendors changed would): the wizard previews and orders the default front instead.
  const sender = await pageOfItsOwn(browser, info, server.baseURL);
  await sender.route(`**/c/${slug}`, async (route) => {
    const response = await route.fetch();
    const page = await response.text();
    expect(page).toContain('"cardFront":"grand-teton"');
    await route.fulfill({ response, body: page.replace('"cardFront":"grand-teton"', '"cardFront":"yosemite"') });
  });
  const wizard = new WizardDriver(sender, server.baseURL);
  await sender.goto(`/c/${slug}`);
  await sender.getByRole("button", { name: "Write your postcard" }).click();
  await wizard.chooseRepresentative();
  await wizard.writeItMyself("Please fund the rangers of Grand Teton this year. We camp there every summer.");
  await wizard.approve();
  await wizard.returnAddress();
  await expect(
    sender.getByRole("img", { name: /Front of your postcard: a drawing of Grand Teton National Park/ }),
  ).toBeVisible();
  await wizard.continueToCheckout();
  const { request } = await wizard.createPayment(`printable.${info.project.name}@example.com`);
  expect(request.postcardData.front).toBeUndefined();
  await organiser.context().close();
  await sender.context().close();
});
