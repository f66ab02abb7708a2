import zlib from "node:zlib";
import type { Page, Request } from "@playwright/test";
import { expect, test } from "../fixtures";
import config from "../playwright.config";

const CAPTURE_HOST = "posthog.civic.test";

/** PostHog sends gzip, base64 form data or plain JSON; this returns the text either way. */
function decodeCapture(request: Request): string {
  const body = request.postDataBuffer();
  if (!body) return "";
  if (body[0] === 0x1f && body[1] === 0x8b) return zlib.gunzipSync(body).toString("utf8");
  const text = body.toString("utf8");
  if (text.startsWith("data=")) return Buffer.from(decodeURIComponent(text.slice(5)), "base64").toString("utf8");
  return text;
}

async function fakeCaptureEndpoint(target: Page | import("@playwright/test").BrowserContext) {
  const captured: string[] = [];
  await target.route(`https://${CAPTURE_HOST}/**`, async (route) => {
    captured.push(`${route.request().url()}\n${decodeCapture(route.request())}`);
    await route.fulfill({ status: 200, contentType: "application/json", body: '{"status":1}' });
  });
  return captured;
}

test("the theme is fixed to light under civic-postcard-theme, whatever was stored or the OS prefers", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("civic-postcard-theme"))).toBe("light");

  await page.emulateMedia({ colorScheme: "dark" });
  await page.evaluate(() => localStorage.setItem("civic-postcard-theme", "dark"));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("civic-postcard-theme"))).toBe("light");
  expect(await page.evaluate(() => document.documentElement.className)).toContain("light");
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(251, 248, 241)");
});

/** The per-host config the server writes into the page; waits until the app has hydrated. */
async function embeddedConfig(page: Page) {
  await expect(page.locator("html[data-app-ready]")).toBeAttached();
  return JSON.parse((await page.locator("#public-config").textContent()) ?? "null");
}

test("analytics does not start on a non-production host", async ({ page }) => {
  const captured = await fakeCaptureEndpoint(page);
  await page.goto("/onboarding?ref=friend");
  const publicConfig = await embeddedConfig(page);
  expect(publicConfig).toMatchObject({ isProduction: false, environment: "staging", posthog: null });
  await page.getByRole("button", { name: "Next" }).click();
  // PostHog flushes its queue within a few seconds; nothing may arrive.
  await page.waitForTimeout(5_000);
  expect(captured).toEqual([]);
});

/**
 * A browser that reaches the app as the production host prod.civic.test (resolved to this
 * machine's loopback), looks like a person's to PostHog, and may talk only to the app and the
 * fake capture endpoint, whose captured requests are returned.
 */
async function onProductionHost(playwright: import("@playwright/test").PlaywrightWorkerArgs["playwright"]) {
  const launch = config.use?.launchOptions ?? {};
  const browser = await playwright.chromium.launch({
    ...launch,
    // The production host is this machine: mapped to loopback, and past the proxy that fails every
    // name but loopback's (playwright.config.ts).
    args: [
      ...(launch.args ?? []),
      "--host-resolver-rules=MAP prod.civic.test 127.0.0.1",
      "--proxy-bypass-list=prod.civic.test",
    ],
  });
  // PostHog drops events from browsers that look automated ("HeadlessChrome", navigator.webdriver).
  const context = await browser.newContext({
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });
  });
  await context.route(
    (url) => !["prod.civic.test", CAPTURE_HOST].includes(url.hostname),
    (route) => route.abort("blockedbyclient"),
  );
  const captured = await fakeCaptureEndpoint(context);
  return { browser, captured, page: await context.newPage() };
}

test("analytics starts on the production host, against a fake capture endpoint, without personal data", async ({
  playwright,
  baseURL,
}) => {
  const port = new URL(baseURL as string).port;
  const { browser, captured, page } = await onProductionHost(playwright);
  try {
    await page.goto(
      `http://prod.civic.test:${port}/onboarding?shared_by=Jane%20Doe&ref=friend&session_id=cs_test_secret&email=jane%40example.com`,
    );
    expect(await embeddedConfig(page)).toMatchObject({
      isProduction: true,
      environment: "production",
      posthog: { key: "phc_e2e_fake_key", host: `https://${CAPTURE_HOST}` },
    });
    // PostHog loads after the page: clicks before it has started are not captured, so wait for its pageview.
    await expect.poll(() => captured.join("\n"), { timeout: 20_000 }).toContain('"$pageview"');
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => captured.join("\n"), { timeout: 20_000 }).toContain('"$autocapture"');
    const all = captured.join("\n");
    expect(all).toContain("phc_e2e_fake_key");
    expect(all).toContain(`http://prod.civic.test:${port}/onboarding?ref=friend`);
    for (const secret of ["Jane", "jane", "example.com", "cs_test_secret", "session_id=", "shared_by"]) {
      expect(all, `captured events must not contain ${secret}`).not.toContain(secret);
    }
  } finally {
    await browser.close();
  }
});

// A status page's address is the only key to the sender's name, address and message.
test("no analytics on an order's status page, and its token in no event sent after it", async ({
  playwright,
  baseURL,
}) => {
  const port = new URL(baseURL as string).port;
  const token = "Zr8QvXk3pL0aT7mN2sW9yB4cE6fH1jK5gD8uI0oP3qA";
  const { browser, captured, page } = await onProductionHost(playwright);
  try {
    // A visit that opens on a status page never starts PostHog, whatever is clicked.
    await page.goto(`http://prod.civic.test:${port}/orders/${token}`);
    expect(await embeddedConfig(page)).toMatchObject({
      isProduction: true,
      posthog: { host: `https://${CAPTURE_HOST}` },
    });
    await page.getByRole("heading", { level: 1, name: "Not found" }).click();
    await page.waitForTimeout(5_000);
    expect(captured).toEqual([]);

    // Started elsewhere, it sends nothing while the address is a status page, and later events
    // (the next pageview's previous page, the session's entry) never carry the token.
    await page.goto(`http://prod.civic.test:${port}/onboarding`);
    await expect.poll(() => captured.join("\n"), { timeout: 20_000 }).toContain('"$pageview"');
    await page.evaluate((path) => history.pushState({}, "", path), `/orders/${token}`);
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.evaluate(() => history.back());
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe("/onboarding");
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => captured.join("\n"), { timeout: 20_000 }).toContain('"$autocapture"');
    await page.close({ runBeforeUnload: true }); // the page-leave event and anything still queued
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const all = captured.join("\n");
    expect(all).not.toContain(token);
    // The status page did reach PostHog as the next pageview's previous page, and left scrubbed.
    expect(all).toContain('"$prev_pageview_pathname":"/orders/[token]"');
  } finally {
    await browser.close();
  }
});

test("/ and /share carry Open Graph and Twitter tags with our 1200x630 share image", async ({ request, baseURL }) => {
  for (const path of ["/", "/share", "/share/ord_123?ref=success"]) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<meta property="og:title" content="Civic Postcard — send a real postcard');
    expect(html).toContain('<meta property="og:description" content="A real, robot-handwritten postcard');
    expect(html).toContain(`<meta property="og:image" content="${baseURL}/share-image.png" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta name="twitter:image" content="${baseURL}/share-image.png" />`);
    expect(html).not.toContain("__SITE_URL__");
  }
  const image = await request.get("/share-image.png");
  expect(image.headers()["content-type"]).toBe("image/png");
  const png = await image.body();
  // The PNG header's IHDR chunk holds width and height as big-endian 32-bit integers.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});
