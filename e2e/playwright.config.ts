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
];

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry: a test that fails twice is broken; one that passes on retry is reported as flaky, not hidden.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "../test-results",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath: chromium, args },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "mobile",
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        defaultBrowserType: "chromium",
      },
    },
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
});
