import { type AppServer, startAppServer } from "../app-server";
import { expectAccessible } from "../axe";
import { ANY_SCREEN, expect, test } from "../fixtures";
import { shot } from "../shots";
import { WizardDriver } from "../wizard-driver";

// Servers of their own, their clocks started on the days a term ends around (CLOCK_START): the
// week before the 120th Congress, and its first afternoon. The clock is the server's, so each day
// runs on one screen: the checkout's notes on the desktop, the landing's card on the phone, where
// a tap on it must choose nothing.
let app: AppServer | undefined;

test.afterEach(async () => {
  await app?.stop();
  app = undefined;
});

const columbus = {
  zip: "43215",
  pick: /Beatty/,
  concerns: "Transit",
  message: "Please fund the bus lines my neighbours ride to work every day.",
  sender: { fullName: "ana garcia", street: "100 broad st", suggestion: /^100 Broad St/ },
};

test("on December 30: Husted's ended term is said at checkout, and a card due after January 3 is warned about before payment", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the server's clock decides; desktop covers it");
  test.setTimeout(300_000);
  app = await startAppServer({ CLOCK_START: "2026-12-30T17:00:00Z" });
  const wizard = new WizardDriver(page, app.baseURL);
  await wizard.walkToCheckout(columbus);

  await expect(page.getByTestId("term-ended")).toHaveText(
    "Sen. Jon Husted's term ended on November 3, 2026. Our directory doesn't have the new senator yet, so this seat can't receive a card.",
  );
  // Ohio's other senator and the representative are still offered together.
  const everyone = page.getByRole("radio", { name: /My representative and senator/ });
  await expect(everyone).toBeEnabled();
  await expect(page.getByRole("radio", { name: /All three/ })).toHaveCount(0);

  // Mailed to Washington on December 30, screened for three weeks: after Rep. Beatty's term ends.
  const warning = page.getByTestId("term-ends-warning");
  await expect(warning).toContainText("Rep. Joyce Beatty's term ends on January 3, 2027, and this card is expected by");
  await expect(warning).toContainText("A home office gets it sooner.");
  await expectAccessible(page);
  await shot(page, "term-ends/checkout-dec-30");

  // Everyone: the senator's card is due long before his term ends, so only the representative's is warned about.
  await everyone.check();
  await expect(page.getByTestId("card-text")).toHaveCount(2);
  await expect(page.getByTestId("term-ends-warning")).toHaveCount(1);
});

test(
  "at 13:00 Eastern on January 3, 2027: the old directory's House member is shown as a seat that changed hands, and cannot be chosen",
  ANY_SCREEN,
  async ({ page }) => {
    test.setTimeout(300_000);
    app = await startAppServer({ CLOCK_START: "2027-01-03T18:00:00Z" });
    const wizard = new WizardDriver(page, app.baseURL);
    await wizard.openLanding();
    await wizard.findRepresentative("82001");
    const card = page.getByRole("button").filter({ hasText: "At Large" });
    const notice =
      "Rep. Harriet M. Hageman's term ended on January 3, 2027. Our directory doesn't have the new representative yet, so this seat can't receive a card.";
    await expect(card).toContainText(`${notice} You can still write to your senators.`, { timeout: 30_000 });
    await expect(card).toBeDisabled();
    await card.tap({ force: true }).catch(() => {});
    await expect(card).toHaveAttribute("aria-pressed", "false");
    // Said to a screen reader too, where a chosen member would be announced.
    await expect(page.getByText(notice, { exact: false }).first()).toBeAttached();
    await expectAccessible(page);
    await shot(page, "term-ends/landing-jan-3");
  },
);
