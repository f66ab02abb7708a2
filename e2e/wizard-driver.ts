import type { FunctionRequest, FunctionResponse } from "@civic/contracts/functions";
import type { Legislator } from "@civic/contracts/legislators";
import { PAYMENT_RETURN_MIN_DISPLAY_MS } from "@civic/contracts/limits";
import { senders, type TypedAddress, testCards, wyoming, wyomingPostcard } from "@civic/test-fixtures";
import { expect, type Locator, type Page } from "@playwright/test";
import { BACKUP_VERSION, type Backup } from "../apps/web/src/features/wizard/state/flow-backup";
import { FLOW_BACKUP_KEY, Step } from "../apps/web/src/features/wizard/state/postcard-data";

/** Where a walk starts and what it writes: the defaults are the Wyoming sender's postcard. */
interface Walk {
  zip?: string;
  /** On a ZIP split between districts, the representative whose card names this. */
  pick?: RegExp;
  concerns?: string;
  impact?: string;
  message?: string;
  sender?: TypedAddress;
}

/** A return address typed line by line, as step 4's "Enter the address yourself" takes it. */
export interface HandTypedAddress {
  fullName: string;
  street: string;
  unit?: string;
  city: string;
  /** The USPS code: "WY". */
  state: string;
  zipCode: string;
}

/**
 * The creation wizard as a person walks it, one method per thing they do. Every spec walks the
 * wizard through this driver (the `wizard` fixture, or `new WizardDriver(page, origin)` for a
 * spec's own server), so the waits that make a walk reliable are written once, here. Assertions
 * stay in the specs; what the driver checks it checks only to know a step has arrived.
 */
export class WizardDriver {
  constructor(
    readonly page: Page,
    /** The app's origin when it is not the shared server (a spec that starts its own). */
    private readonly origin = "",
  ) {}

  get zipField() {
    return this.page.getByLabel("Enter your zip code to get started");
  }

  /**
   * The landing (step 1). By default from anywhere through the header logo, which opens the wizard
   * with onboarding skipped; `through: "onboarding"` arrives the way a first visitor does.
   */
  async openLanding({ query = "", through = "logo" }: { query?: string; through?: "logo" | "onboarding" } = {}) {
    if (through === "onboarding") {
      await this.page.goto(`${this.origin}/onboarding${query}`);
      await this.skipIntroduction();
    } else {
      await this.page.goto(`${this.origin}/no-such-page${query}`);
      await this.page.getByRole("button", { name: /Civic Postcard/ }).click();
    }
    await expect(
      this.page.getByRole("heading", { name: "Send a real postcard to your representative in D.C." }),
    ).toBeVisible();
    await expect(this.zipField).toBeVisible();
  }

  /**
   * Onboarding's "Skip introduction", once the app has hydrated: the page is prerendered and paints
   * first, and a tap before its handlers are on does nothing.
   */
  async skipIntroduction() {
    await expect(this.page.locator("html[data-app-ready]")).toBeAttached();
    await this.page.getByRole("button", { name: "Skip introduction" }).click();
  }

  /** Step 1's search: the ZIP typed, then "Find My Representative". */
  async findRepresentative(zip: string) {
    await this.zipField.fill(zip);
    // A statehouse campaign's step 1 asks for state legislators, by the same ZIP lookup.
    await this.page.getByRole("button", { name: /^Find My (Representative|State Legislators)$/ }).click();
  }

  /**
   * Taps a representative's card on step 1 until it is chosen. The results scroll into view 300 ms
   * after they appear (wizard.md §2), and a tap that lands during that scroll can miss the card.
   */
  async chooseCard(card: Locator) {
    await expect(async () => {
      await card.click();
      await expect(card).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }

  /** From the landing to step 2: the ZIP, the representative (`pick` on a split ZIP), Continue. */
  async chooseRepresentative({ zip = wyoming.zipCode, pick }: Pick<Walk, "zip" | "pick"> = {}) {
    await this.findRepresentative(zip);
    // One member is chosen for the sender and Continue shows; several wait for a choice first.
    const several = this.page.getByText("Multiple representatives found. Select yours:");
    const next = this.page.getByRole("button", { name: "Continue" });
    await expect(several.or(next).first()).toBeVisible({ timeout: 30_000 });
    if (await several.isVisible()) {
      if (!pick) throw new Error(`ZIP ${zip} spans districts: say which representative to pick`);
      const cards = this.page.getByRole("button").filter({ hasText: /District|At Large/ });
      await this.chooseCard(cards.filter({ hasText: pick }));
    }
    await next.click();
    await expect(this.page.getByRole("heading", { name: "What's on your mind?" })).toBeVisible({ timeout: 30_000 });
  }

  /**
   * Keyboard only: Tab (or Shift+Tab) until `target` has focus, as a person who uses no mouse
   * reaches a control. Fails after `max` presses.
   */
  async tabTo(target: Locator, { back = false, max = 80 } = {}) {
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
      await this.page.keyboard.press(back ? "Shift+Tab" : "Tab");
    }
    throw new Error(`${max} presses of Tab did not reach ${target}`);
  }

  /**
   * A screen arrived as it should: focus on its heading (a screen reader reads it, and Tab
   * goes on from there) and its name in the tab's title.
   */
  async expectArrival(heading: string | RegExp, title: string | RegExp) {
    const h1 = this.page.getByRole("heading", { level: 1, name: heading });
    await expect(h1).toBeFocused({ timeout: 30_000 });
    await expect(this.page).toHaveTitle(title);
  }

  /** Fake time that stands still until the test moves it (spec timings are never waited for). */
  async freezeClock() {
    // The next steps' chunks are preloaded on step 2; let them land before time stops.
    await this.page.waitForLoadState("networkidle");
    await this.page.clock.pauseAt(new Date("2030-01-01T12:00:00Z"));
  }

  /**
   * With time stopped, a step whose chunk arrived after the click shows React's "Loading…" and is
   * revealed only on a timer (React throttles a fallback's reveal by 300 ms): move time on while it
   * shows. The step's own timers start when it mounts, so they are not moved.
   */
  async revealLateStep() {
    const loading = this.page.getByRole("status").filter({ hasText: "Loading…" });
    for (let i = 0; i < 200 && (await loading.count()) > 0; i++) {
      await this.page.clock.runFor(300);
      await this.page.waitForTimeout(50);
    }
  }

  /** "Draft My Postcard With Quill", with time stopped; the drafting screen shown. */
  async startDrafting() {
    await this.page.getByRole("button", { name: "Draft My Postcard With Quill" }).click();
    await this.revealLateStep();
    // Its scene is a chunk of its own, loaded after step 2's chunks: one that lands after time
    // stopped shows a spinner in its place, also revealed on React's timer. Time moves only once
    // the chunk is in, so the step's own timers (a headline every 3 s) barely move.
    const scene = this.page.locator("svg[data-scene]");
    if ((await scene.count()) > 0) return;
    const chunkIn = () =>
      this.page.evaluate(() =>
        performance.getEntriesByType("resource").some((e) => e.name.includes("/drafting-animations-")),
      );
    for (let i = 0; i < 100 && !(await chunkIn()); i++) await this.page.waitForTimeout(100);
    for (let i = 0; i < 10 && (await scene.count()) === 0; i++) {
      await this.page.clock.runFor(300);
      await this.page.waitForTimeout(50);
    }
  }

  /** Step 2's fields. */
  async craft({ concerns = wyomingPostcard.concerns, impact }: Pick<Walk, "concerns" | "impact"> = {}) {
    await this.page.getByLabel("I'm most concerned about:").fill(concerns);
    if (impact !== undefined) await this.page.getByLabel("How it affects my community (optional):").fill(impact);
  }

  /** "Write it myself": step 3 opens empty; `message` is then typed (not yet approved). */
  async writeItMyself(message?: string) {
    await this.page.getByRole("button", { name: "Write it myself" }).click();
    await expect(this.page.getByRole("heading", { name: "Perfect your postcard" })).toBeVisible({ timeout: 30_000 });
    if (message !== undefined) await this.page.getByLabel("Your message").fill(message);
  }

  /**
   * Quill drafts, with the clock frozen: the answer arrives, then the 24 s drafting screen is run
   * through to step 3. The clock stays paused; the answer is returned.
   */
  async draftWithQuill(): Promise<FunctionResponse<"draft-postcard-message">> {
    await this.freezeClock();
    const answered = this.page.waitForResponse("**/api/functions/draft-postcard-message");
    await this.startDrafting();
    const draft = await (await answered).json();
    await this.page.clock.runFor(24_500);
    return draft;
  }

  /** Step 3's "Looks Good, Continue", to step 4. */
  async approve() {
    await this.page.getByRole("button", { name: "Looks Good, Continue" }).click();
    // Arrived (heading focused), not only shown: the step's history entry is added in the same
    // effects, so a Back right after goes to step 3 (the progress text shows a frame earlier).
    await this.expectArrival("Your return address", "Step 4 of 7: Your return address — Civic Postcard");
  }

  /** Step 4 filled in as typed, the suggestion chosen; not yet continued. */
  async fillReturnAddress(typed: TypedAddress = senders.wyoming.typed) {
    await this.page.getByLabel("Full Name").fill(typed.fullName);
    await this.page.getByRole("combobox", { name: "Street Address" }).fill(typed.street);
    await this.page.getByRole("option", { name: typed.suggestion }).first().click();
  }

  /**
   * Step 4 with the address typed by hand ("Enter the address yourself"), as someone whose address
   * the suggestions lack (a PO box, a rural route) fills it in; not yet continued.
   */
  async typeAddressYourself(a: HandTypedAddress) {
    await this.page.getByLabel("Full Name").fill(a.fullName);
    await this.page.getByRole("button", { name: "Enter the address yourself" }).click();
    await this.page.getByLabel("Street address or PO Box").fill(a.street);
    if (a.unit) await this.page.getByLabel("Apartment, suite or unit (optional)").fill(a.unit);
    await this.page.getByLabel("City").fill(a.city);
    await this.page.getByLabel("State").selectOption(a.state);
    await this.page.getByLabel("ZIP code").fill(a.zipCode);
  }

  /** Step 4 filled in and continued: the preview (step 5) is showing. */
  async returnAddress(typed: TypedAddress = senders.wyoming.typed) {
    await this.fillReturnAddress(typed);
    await this.continueToPreview();
  }

  /** Step 4's Continue, to the preview (step 5). */
  async continueToPreview() {
    await this.page.getByRole("button", { name: "Continue" }).click();
    await expect(this.page.getByRole("heading", { name: "Here's how your postcard will look" })).toBeVisible({
      timeout: 30_000,
    });
  }

  /**
   * Step 5's Continue, to checkout, once the addresses are settled: each card's office line arrives
   * with the planned cards and moves the button down, and a click in that moment lands beside it.
   */
  async continueToCheckout({ query = "" } = {}) {
    await expect(this.page.locator('section[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await this.page.getByRole("button", { name: "Continue" }).click();
    await this.atCheckout(query);
  }

  /** As a new user from the landing to step 2. */
  async walkToCraft(walk: Walk = {}) {
    await this.openLanding();
    await this.chooseRepresentative(walk);
  }

  /** To step 3 through "Write it myself", the message typed but not approved. */
  async walkToReview(walk: Walk = {}) {
    await this.walkToCraft(walk);
    await this.craft(walk);
    await this.writeItMyself(walk.message ?? wyomingPostcard.message);
  }

  /** To step 4, the message approved. */
  async walkToReturnAddress(walk: Walk = {}) {
    await this.walkToReview(walk);
    await this.approve();
  }

  /** As a new user from the landing to step 6 (checkout), every step walked. */
  async walkToCheckout({ query = "", ...walk }: Walk & { query?: string } = {}) {
    await this.walkToReturnAddress(walk);
    await this.returnAddress(walk.sender);
    await this.continueToCheckout({ query });
  }

  /**
   * Step 6 without walking steps 1–5: the tab's session backup is given what walkToCheckout's walk
   * leaves there (but no saved draft's id, which the server does not need), and the logo opens the
   * wizard, which restores it as a refresh would (wizard-restore.spec proves that restore; the specs
   * that call walkToCheckout test the walk). For specs about checkout and payment, where the walk is
   * only the way in.
   */
  async openCheckout({ query = "" } = {}) {
    const lookup = await this.page.request.post(`${this.origin}/api/functions/lookup-legislators`, {
      data: { zipCode: wyoming.zipCode, includeSenatorsAndReps: false },
    });
    expect(lookup.ok()).toBe(true);
    const [representative] = (await lookup.json()) as Legislator[];
    const backup: Backup = {
      version: BACKUP_VERSION,
      currentStep: Step.checkout,
      crashes: 0,
      postcardData: {
        zipCode: wyoming.zipCode,
        representative,
        concerns: wyomingPostcard.concerns,
        finalMessage: wyomingPostcard.message,
        draftId: null,
        userInfo: { ...senders.wyoming.userInfo },
      },
    };
    await this.page.goto(`${this.origin}/no-such-page`);
    await this.page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), {
      key: FLOW_BACKUP_KEY,
      value: JSON.stringify(backup),
    });
    await this.page.getByRole("button", { name: /Civic Postcard/ }).click();
    await this.atCheckout(query);
  }

  /**
   * Waits for step 6, then puts `query` (site.md's simulate_failure testing aid) on the address, as
   * a tester types it. The cards may still be being written out (checkout.spec holds them there).
   */
  private async atCheckout(query: string) {
    await expect(this.page.getByText("Step 6 of 7")).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByText("Who should get a postcard?")).toBeVisible({ timeout: 30_000 });
    if (query) {
      await this.page.evaluate((q) => history.replaceState(history.state, "", `${location.pathname}${q}`), query);
    }
  }

  /** Step 6's recipients: the "All three" option, or these members through "Mix and match". */
  async sendTo(recipients: "all three" | readonly string[]) {
    if (recipients === "all three") {
      await this.page.getByRole("radio", { name: /All three/ }).check();
      return;
    }
    await this.page.getByRole("radio", { name: /Mix and match/ }).click();
    const sheet = this.page.getByRole("dialog", { name: "Mix and match" });
    for (const box of await sheet.getByRole("checkbox").all()) await box.uncheck();
    for (const name of recipients) await sheet.getByRole("checkbox", { name }).check();
    await sheet.getByRole("button", { name: "Continue" }).click();
  }

  /**
   * The email, then "Continue to Payment" once every card is written out (the button waits for
   * them, and writing them can take a while on a busy machine). Answers create-payment's request
   * and response.
   */
  async createPayment(email: string = senders.wyoming.email) {
    await this.page.getByRole("textbox", { name: "Email" }).fill(email);
    const button = this.page.getByRole("button", { name: "Continue to Payment" });
    await expect(button).toBeEnabled({ timeout: 30_000 });
    const request = this.page.waitForRequest("**/api/functions/create-payment");
    const response = this.page.waitForResponse("**/api/functions/create-payment");
    await button.click();
    return {
      request: (await request).postDataJSON() as FunctionRequest<"create-payment">,
      response: (await (await response).json()) as FunctionResponse<"create-payment">,
    };
  }

  /** Fills the local test checkout's card form and pays. */
  async payWithCard(card: string = testCards.paid) {
    await expect(this.page.getByText("Test mode: no real card is charged")).toBeVisible();
    await this.page.getByLabel("Card number").fill(card);
    await this.page.getByLabel("Expiry").fill(testCards.expiry);
    await this.page.getByLabel("CVC").fill(testCards.cvc);
    await expect(this.page.getByLabel("ZIP", { exact: true })).toHaveValue(/^\d{5}$/);
    await this.skipPaymentReturnWait();
    await this.page.getByRole("button", { name: /^Pay \$/ }).click();
  }

  /**
   * The payment return page stays at least 4 s (site.md §5) even when the payment is verified at
   * once: a sender waits them, a test need not. Once verify-payment answers, the page's clock
   * jumps them (installed now unless the test installed its own). payment-pages.spec checks the
   * wait itself on a paused clock. Call before the payment is made.
   */
  async skipPaymentReturnWait() {
    const page = this.page;
    if (!(await page.evaluate(() => "__pwClock" in window))) await page.clock.install();
    page
      .waitForResponse("**/api/functions/verify-payment", { timeout: 60_000 })
      .then(() => page.clock.fastForward(PAYMENT_RETURN_MIN_DISPLAY_MS))
      // Not every payment gets that far (a declined card), and the test may end first.
      .catch(() => {});
  }

  /** From step 6: the email, the payment form, and the test card paid. Answers create-payment's response. */
  async pay(email?: string, card?: string) {
    const { response } = await this.createPayment(email);
    await this.payWithCard(card);
    return response;
  }
}
