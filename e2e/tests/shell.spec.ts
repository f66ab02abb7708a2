import { expectAccessible } from "../axe";
import { ANY_SCREEN, expect, test } from "../fixtures";

test("an unknown path shows the 404 page and logs the path", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  expect(errors.some((e) => e.includes("/no-such-page"))).toBe(true);
  await expectAccessible(page);
});

test("hashed assets are cached for a year and index.html is not cached", ANY_SCREEN, async ({ request, page }) => {
  const res = await request.get("/");
  expect(res.headers()["cache-control"]).toBe("no-cache");
  const html = await res.text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const assetRes = await request.get(asset as string);
  expect(assetRes.headers()["cache-control"]).toContain("immutable");
  await page.goto("/some/deep/route");
  await expect(page.locator("#root")).not.toBeEmpty();
});
