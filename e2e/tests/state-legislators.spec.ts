import type { LookupStateLegislatorsResponse } from "@civic/contracts/state-legislators";
import { senders } from "@civic/test-fixtures";
import type { Locator } from "@playwright/test";
import {
  burlingtonAddress,
  censusStateFake,
  censusStateReply,
} from "../../apps/server/test/fakes/fake-state-geocoders";
import { type FakeServer, startFakeServer } from "../../apps/server/test/fakes/fake-vendors";
import { type AppServer, startAppServer } from "../app-server";
import { expectAccessible } from "../axe";
import { ANY_SCREEN, expect, test } from "../fixtures";
import { shot } from "../shots";
import { WizardDriver } from "../wizard-driver";

// Paid orders render their cards on the server: one order at a time per worker.
test.describe.configure({ mode: "default" });

const BURLINGTON = senders.burlington.typed;

test("a sender in Burlington picks their state districts among the candidates and writes to a state senator and representative beside their member of Congress", async ({
  page,
  wizard,
}, info) => {
  test.setTimeout(240_000);
  // A phone taps; a desktop clicks.
  const press = (target: Locator) => (info.project.use.hasTouch ? target.tap() : target.click());
  const lookup = await page.request.post("/api/functions/lookup-state-legislators", { data: { zipCode: "05401" } });
  const found = (await lookup.json()) as LookupStateLegislatorsResponse;
  expect(found.upper.length).toBeGreaterThan(1);
  expect(found.lower.length).toBeGreaterThan(1);
  const senateDistrict = found.upper[0]!;
  const houseDistrict = found.lower.find((d) => d.members.length > 1)!;
  const senator = senateDistrict.members[0]!;
  const representative = houseDistrict.members[1]!;

  await wizard.walkToCheckout({ zip: "05401", sender: BURLINGTON });
  // Nothing changes for a sender who adds no one: the Congress choice, and its $5.
  await expect(page.getByTestId("order-total")).toHaveText("$5");
  await expect(page.getByRole("button", { name: "Add my state legislators" })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "state-legislators-offer");
  await press(page.getByRole("button", { name: "Add my state legislators" }));
  const state = page.getByTestId("state-legislators");
  await expect(state.getByText(/Our list of Vermont's legislators is as of August 5, 2026\./)).toBeVisible({
    timeout: 30_000,
  });

  // Several candidate districts in each chamber: named as Vermont names them, with their members,
  // and none chosen for the sender.
  const senate = state.getByRole("group", { name: "Vermont Senate: which district is yours?" });
  await expect(senate.getByRole("radio")).toHaveCount(found.upper.length);
  await expect(senate.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(senate.getByText(senateDistrict.members.map((m) => `${m.title} ${m.name}`).join(", "))).toBeVisible();
  const house = state.getByRole("group", { name: "Vermont House: which district is yours?" });
  await expect(house.getByRole("radio")).toHaveCount(found.lower.length);
  await expect(state.getByText(`Your ZIP code is split between ${found.lower.length} districts`)).toBeVisible();

  await press(senate.getByRole("radio", { name: new RegExp(`^${senateDistrict.name}`) }));
  const senators = state.getByRole("group", { name: `Vermont Senate, ${senateDistrict.name}` });
  // Every member of the district is offered.
  await expect(senators.getByRole("checkbox")).toHaveCount(senateDistrict.members.length);
  await press(senators.getByRole("checkbox", { name: `Senator ${senator.name}` }));
  await press(house.getByRole("radio", { name: new RegExp(`^${houseDistrict.name}`) }));
  const reps = state.getByRole("group", { name: `Vermont House, ${houseDistrict.name}` });
  await expect(reps.getByRole("checkbox")).toHaveCount(houseDistrict.members.length);
  await press(reps.getByRole("checkbox", { name: `Representative ${representative.name}` }));

  // Each card greets its reader with the state's title and says the office it goes to.
  const cards = page.getByTestId("card-text");
  await expect(cards).toHaveCount(3, { timeout: 30_000 });
  await expect(cards.nth(0).getByRole("heading")).toHaveText("To Rep. Becca Balint");
  const toSenator = cards.nth(1);
  await expect(toSenator.getByRole("heading")).toHaveText(`To Senator ${senator.name}`);
  await expect(toSenator).toContainText(`Dear Senator ${senator.lastName},`);
  await expect(toSenator).toContainText(
    `Mailed to the State Capitol office: ${senator.office!.address.street}, Montpelier, VT`,
  );
  const toRep = cards.nth(2);
  await expect(toRep).toContainText(`Dear Representative ${representative.lastName},`);
  await expect(toRep).toContainText(`Mailed to the State Capitol office: ${representative.office!.address.street}`);
  // $5 to Congress, and $5 for each card to the statehouse.
  await expect(page.getByTestId("order-total")).toHaveText("$15");
  await expectAccessible(page);
  await shot(page, "state-legislators-checkout");

  const { request, response } = await wizard.createPayment("maya@example.com");
  expect(request.postcardData.stateLegislators).toEqual([{ id: senator.id }, { id: representative.id }]);
  expect(response.amountCents).toBe(1500);
  await expect(page.getByRole("button", { name: "Pay $15" })).toBeVisible();
  await wizard.payWithCard();
  await expect(page.getByRole("heading", { name: "Order successful!" })).toBeVisible({ timeout: 60_000 });
  const order = page.getByRole("button", { name: /Order #\d+ – 3 Cards/ });
  await press(order);
  await expect(page.getByText(`Senator ${senator.name}`)).toBeVisible();
  await expect(page.getByText(`Representative ${representative.name}`)).toBeVisible();
  await shot(page, "state-legislators-success");

  // The order's page shows each state card with its title and the office it goes to.
  await press(page.getByRole("link", { name: "Follow your order" }));
  await expect(page.getByRole("heading", { name: /^Order #\d+$/ })).toBeVisible({ timeout: 30_000 });
  const senatorCard = page.getByRole("heading", { name: `Senator ${senator.name}`, exact: true });
  await expect(senatorCard).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("card-office").nth(1)).toContainText("State Capitol office");
  await expect(page.getByTestId("card-office").nth(1)).toContainText("Montpelier, VT");
  await expect(page.getByRole("heading", { name: `Representative ${representative.name}`, exact: true })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "state-legislators-status");
});

test("a sender writes to their state legislators alone, with no card to Congress", async ({ page, wizard }, info) => {
  test.setTimeout(180_000);
  const press = (target: Locator) => (info.project.use.hasTouch ? target.tap() : target.click());
  await wizard.walkToCheckout({ zip: "05401", sender: BURLINGTON });
  await press(page.getByRole("button", { name: "Add my state legislators" }));
  const state = page.getByTestId("state-legislators");
  const senate = state.getByRole("group", { name: "Vermont Senate: which district is yours?" });
  await press(senate.getByRole("radio").first());
  const senators = state.getByRole("group", { name: /^Vermont Senate, / });
  for (const box of await senators.getByRole("checkbox").all()) await press(box);
  await press(state.getByRole("checkbox", { name: "Send to my state legislators only, with no card to Congress" }));
  const count = await senators.getByRole("checkbox").count();
  await expect(page.getByTestId("card-text")).toHaveCount(count, { timeout: 30_000 });
  await expect(page.getByTestId("card-text").first()).toContainText("Dear Senator ");
  await expect(page.getByTestId("order-total")).toHaveText(`$${5 * count}`);
  // Washington or a home office is a choice for cards to Congress only.
  await expect(page.getByRole("group", { name: "Where should your postcards go?" })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, "state-legislators-only");
  const { response } = await wizard.createPayment("maya@example.com");
  expect(response.amountCents).toBe(500 * count);
});

test.describe("with a geocoder configured", () => {
  // Its own app server, the Census geocoder pointed at a fake on 127.0.0.1 that places 149 Church
  // St in Chittenden Central and Chittenden-15. Once, on the phone: one extra server.
  let app: AppServer;
  let census: FakeServer;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    census = await startFakeServer(censusStateFake(censusStateReply(burlingtonAddress)));
    app = await startAppServer({ CENSUS_GEOCODER_URL: census.url });
  });
  test.afterAll(async () => {
    await app?.stop();
    await census?.close();
  });

  test("the street address settles the districts without a choice", ANY_SCREEN, async ({ page }, info) => {
    test.setTimeout(180_000);
    const press = (target: Locator) => (info.project.use.hasTouch ? target.tap() : target.click());
    const wizard = new WizardDriver(page, app.baseURL);
    await wizard.walkToCheckout({ zip: "05401", sender: BURLINGTON });
    await press(page.getByRole("button", { name: "Add my state legislators" }));
    const state = page.getByTestId("state-legislators");
    await expect(state.getByText("Your street address is in Chittenden Central.")).toBeVisible({ timeout: 30_000 });
    await expect(state.getByText("Your street address is in Chittenden-15.")).toBeVisible();
    await expect(state.getByRole("radio")).toHaveCount(0);
    const reps = state.getByRole("group", { name: "Vermont House, Chittenden-15" });
    const first = reps.getByRole("checkbox").first();
    await press(first);
    await expect(page.getByTestId("card-text")).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByTestId("card-text").nth(1)).toContainText("Dear Representative ");
    await expectAccessible(page);
    await shot(page, "state-legislators-by-address");
  });
});
