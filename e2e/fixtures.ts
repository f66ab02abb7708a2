import { test as base, expect } from "@playwright/test";
import { WizardDriver } from "./wizard-driver";

/**
 * `wizard` walks the test's page through the wizard on the shared server. Pages never leave
 * loopback: the browser's proxy setting in playwright.config.ts fails any other request
 * (portraits on unitedstates.github.io, Stripe, analytics) unless a test routes it to a fake.
 */
export const test = base.extend<{ wizard: WizardDriver }>({
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
