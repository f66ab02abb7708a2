// Browser tests: need a Chromium, build the web app when stale, then run Playwright against the real server.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureWebBuilt } from "./build-web.mjs";

const root = path.resolve(import.meta.dirname, "..");
// Chromium's headless shell when it is installed: the same engine without the browser's UI, it
// took 10–15% less CPU for the same specs than the whole browser (docs/testing.md).
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
if (!fs.existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}. Install Debian's: sudo apt-get install -y chromium-headless-shell ` +
      "(or chromium, or set CHROMIUM_PATH to a Chromium or Chrome binary). Browser tests cannot run without it.",
  );
  process.exit(1);
}
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, CHROMIUM_PATH: chromium } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
ensureWebBuilt();
run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)]);
