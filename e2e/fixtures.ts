import { test as base, expect } from "@playwright/test";
import { WizardDriver } from "./wizard-driver";

/**
 * Every test page may only talk to the app on loopback: any other request (portraits on
 * unitedstates.github.io, Stripe, analytics) is aborted, so tests never leave the machine.
 * A test that needs a vendor routes it to a fake with page.route() (those routes take precedence).
 * `wizard` walks the test's page through the wizard on the shared server.
 */
export const test = base.extend<{ wizard: WizardDriver }>({
  context: async ({ context }, use) => {
    await context.route(
      (url) => !["127.0.0.1", "localhost", "[::1]"].includes(url.hostname),
      (route) => route.abort("blockedbyclient"),
    );
    await use(context);
  },
  wizard: async ({ page }, use) => {
    await use(new WizardDriver(page));
  },
});

export { expect };

/**
 * For a test, in a spec run on both screens, whose check does not depend on the screen (a timing,
 * a validation message, a header): it runs once, on the phone (the desktop project skips the tag).
 */
export const ANY_SCREEN = { tag: "@any-screen" };
