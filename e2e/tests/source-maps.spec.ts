import fs from "node:fs";
import path from "node:path";
import { expect, test } from "../fixtures";

// The built app ships no source maps and no pointer to one.
const assets = path.resolve(import.meta.dirname, "../../apps/web/dist/assets");

test("every served script and stylesheet is without a sourceMappingURL, and no .map is served", async ({
  page,
  request,
}) => {
  const files = fs.readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const res = await request.get(`/assets/${file}`);
    expect(res.status(), file).toBe(200);
    expect(await res.text(), file).not.toContain("sourceMappingURL");
    expect((await request.get(`/assets/${file}.map`)).status(), `${file}.map`).toBe(404);
  }
  // And what a first visit actually loads.
  const loaded: string[] = [];
  page.on("response", (r) => {
    if (/\.(js|css)$/.test(new URL(r.url()).pathname)) loaded.push(r.url());
  });
  await page.goto("/onboarding");
  await expect(page.locator("html[data-app-ready]")).toBeAttached();
  expect(loaded.length).toBeGreaterThan(0);
  for (const url of loaded) {
    expect(await (await request.get(url)).text(), url).not.toContain("sourceMappingURL");
  }
});
