import { type FakeServer, startFakeServer } from "../../apps/server/test/fakes/fake-vendors";
import { type AppServer, startAppServer } from "../app-server";
import { expectAccessible } from "../axe";
import { expect, test } from "../fixtures";
import { shot } from "../shots";
import { WizardDriver } from "../wizard-driver";

// Its own app server, with the Census geocoder pointed at a fake on 127.0.0.1. Desktop only (one
// extra server); the screen is also looked at at phone size.

let app: AppServer;
let census: FakeServer;
const district = "09";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // As the geocoder answers: the server's clock (the snapshot's day) asks for the 119th Congress's
  // map, which vintage ACS2025_Current carries (no CD119 field there: the district is in GEOID).
  census = await startFakeServer(({ path }) =>
    new URL(path, "http://x").searchParams.get("vintage") === "ACS2025_Current"
      ? {
          json: {
            result: {
              addressMatches: [
                {
                  matchedAddress: "2200 RAINIER AVE S, SEATTLE, WA, 98101",
                  addressComponents: { state: "WA", zip: "98101" },
                  geographies: {
                    "119th Congressional Districts": [
                      {
                        STATE: "53",
                        GEOID: `53${district}`,
                        CDSESSN: "119",
                        BASENAME: String(Number(district)),
                        NAME: `Congressional District ${Number(district)}`,
                      },
                    ],
                  },
                },
              ],
            },
          },
        }
      : { status: 400, json: { errors: ["Invalid vintage in request"] } },
  );
  app = await startAppServer({ CENSUS_GEOCODER_URL: census.url });
});

test.afterAll(async () => {
  await app?.stop();
  await census?.close();
});

test("a split ZIP: the preview says which member the street address is in, and switches only when asked", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const wizard = new WizardDriver(page, app.baseURL);
  await wizard.walkToReturnAddress({
    zip: "98101",
    pick: /Jayapal/,
    concerns: "Rent",
    message: "Rent is rising faster than wages. Please act on it.",
  });
  await wizard.returnAddress({
    fullName: "ana garcia",
    street: "2200 rainier ave s",
    suggestion: /^2200 Rainier Ave S/,
  });

  const advice = page.getByRole("complementary");
  await expect(advice).toContainText("Your address is in WA-9: Rep. Adam Smith. Switch?", { timeout: 30_000 });
  // Nothing changed by itself.
  const to = page.getByRole("region", { name: "Addresses" }).locator("address").first();
  await expect(to).toContainText("Rep. Pramila Jayapal");
  await expectAccessible(page);
  await shot(page, "district-check/wide");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "district-check/390");
  await page.setViewportSize({ width: 1280, height: 800 });

  await advice.getByRole("button", { name: "Switch to Rep. Adam Smith" }).click();
  await expect(to).toContainText("Rep. Adam Smith");
  await expect(advice).toHaveCount(0);
  await page.getByRole("button", { name: "See your message (optional)" }).click();
  await expect(page.getByTestId("preview-message")).toContainText("Dear Rep. Smith,");
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem("postcardFlowBackup") ?? "{}"));
  expect(stored.postcardData.representative.name).toBe("Adam Smith");
});
