import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The machine's network is closed: keep Chromium from calling home at every start.
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  // Nothing leaves loopback: every other request goes to a proxy on a closed loopback port and
  // fails at once (Chromium never proxies loopback itself). A test that needs a vendor routes it
  // to a fake with page.route(), which answers before the network. Routing every request through
  // the test process instead, as we did, made each page load about twice as slow.
  "--proxy-server=http://127.0.0.1:9",
  // V8 in the pages stops at its baseline compiler (Sparkplug): a test's page lives seconds, and
  // Maglev and TurboFan spent more compiling it than they saved. Over 54 phone tests, 101–108
  // CPU-seconds for the machine against 118–124 with V8's default tiers (docs/testing.md).
  "--js-flags=--max-opt=1",
];

/**
 * Which screen each spec runs on. A sender's path runs on the phone (most senders are on one, and
 * its tests tap); an operator's or organiser's, and a path whose check does not depend on the
 * screen (a vendor's, a provider's, the keyboard's), on the desktop. Both only where the layout at
 * each size is what the spec checks, and within those, a test tagged ANY_SCREEN (e2e/fixtures.ts)
 * runs on the phone only. A new spec must be named here, or the run stops.
 */
const BOTH = [
  "landing",
  "onboarding",
  "menu-and-pages",
  "checkout",
  "return-address-preview",
  "shell",
  "term-ends",
  "held-cards",
  "write-it-yourself",
  "en-espanol",
  "state-legislators",
  "statehouse-campaigns",
  "campaign-en-espanol",
  "sponsored-confirm-es",
];
const PHONE = [
  "craft-drafting-review",
  "any-address",
  "wizard-restore",
  "order-status",
  "payment-pages",
  "share",
  "cards-per-recipient",
  "checkout-payment",
  "no-surprises",
  "reflow",
  "address-by-touch",
  "payment-connection",
];
const DESKTOP = [
  "admin-console",
  "admin-passkeys",
  "campaigns",
  "sponsored-cards",
  "district-check",
  "drafting-provider",
  "environment",
  "ignitepost",
  "vendor-failover",
  "source-maps",
  "keyboard-and-announcements",
  "redrawn-maps",
  "directory-freshness",
  "organiser-pages",
  "campaign-front-at-vendor",
  "printable-fronts",
];
const specs = (names: string[]) => names.map((n) => `**/${n}.spec.ts`);
const unplaced = fs
  .readdirSync(path.join(import.meta.dirname, "tests"))
  .filter((f) => f.endsWith(".spec.ts") && ![...BOTH, ...PHONE, ...DESKTOP].includes(f.replace(/\.spec\.ts$/, "")));
if (unplaced.length)
  throw new Error(`Name these specs in e2e/playwright.config.ts (phone, desktop or both): ${unplaced}`);

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  // One more worker than cores: a test waits on its app server and on Chromium's other processes
  // part of the time. On 2 cores the phase took 6:01 with 3 workers against 6:57–7:25 with 2,
  // the slowest test 30 s of its 60 (decision 0131).
  workers: os.availableParallelism() + 1,
  // One retry: a test that fails twice is broken; one that passes on retry is reported as flaky, not hidden.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "../test-results",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath: chromium, args },
    // Recorded on a failed test's retry only: recording every test (DOM snapshots and screencast
    // frames at each action) cost about a tenth of the phase's CPU, measured A/B.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "mobile",
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        defaultBrowserType: "chromium",
      },
      testMatch: specs([...BOTH, ...PHONE]),
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testMatch: specs([...BOTH, ...DESKTOP]),
      // A test of a BOTH spec whose check does not depend on the screen runs on the phone only.
      grepInvert: /@any-screen/,
    },
  ],
});
