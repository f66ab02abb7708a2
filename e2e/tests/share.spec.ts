import { expectAccessible } from "../axe";
import { expect, test } from "../fixtures";

const SHARE_TEXT =
  "Did something small but powerful today: sent a real postcard to Congress with Civic Postcard. Took 3 minutes and actually works.";

test("without a share menu, 'Copy Link' copies the link with ref 'direct' and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  await page.goto("/share");
  await expect(page.getByRole("heading", { name: "Share the Impact" })).toBeVisible();
  await expect(page.getByText(SHARE_TEXT)).toBeVisible();
  await expect(page.getByRole("button", { name: "Invite Others to Take Action" })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Copy Link" }).click();
  await expect(page.getByText("Link copied!", { exact: true })).toBeVisible();
  await expect(page.getByText("Share link copied to clipboard")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe("/");
  expect(new URL(copied).searchParams.get("ref")).toBe("direct");
  await expectAccessible(page);
});

test("a clipboard that refuses shows 'Failed to copy'", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
      configurable: true,
    });
  });
  await page.goto("/share");
  await page.getByRole("button", { name: "Copy Link" }).click();
  await expect(page.getByText("Failed to copy", { exact: true })).toBeVisible();
  await expect(page.getByText("Please copy the link manually.")).toBeVisible();
});

test("with a share menu, /share/{orderId} shares the text and a link with ref and order; an abort does nothing", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shared: ShareData[]; abortNext: boolean };
    w.shared = [];
    w.abortNext = false;
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: (data: ShareData) => {
        w.shared.push(data);
        return w.abortNext ? Promise.reject(new DOMException("cancelled", "AbortError")) : Promise.resolve();
      },
    });
  });
  await page.goto("/share/ord_42?ref=success");
  await expect(page.getByRole("button", { name: "Copy Link" })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Invite Others to Take Action" }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toHaveLength(1);
  expect(shared[0]?.text).toBe(SHARE_TEXT);
  const url = new URL(shared[0]?.url ?? "");
  expect(url.searchParams.get("ref")).toBe("success");
  expect(url.searchParams.get("order")).toBe("ord_42");

  await page.evaluate(() => {
    (window as unknown as { abortNext: boolean }).abortNext = true;
  });
  await page.getByRole("button", { name: "Invite Others to Take Action" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared.length)).toBe(2);
  await page.waitForTimeout(300);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
});
