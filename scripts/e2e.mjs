// Browser tests: need a Chromium, build the web app when stale, then run Playwright against the real server.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureWebBuilt } from "./build-web.mjs";

const root = path.resolve(import.meta.dirname, "..");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}. Install Debian's: sudo apt-get install -y chromium ` +
      "(or set CHROMIUM_PATH to a Chromium or Chrome binary). Browser tests cannot run without it.",
  );
  process.exit(1);
}
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, CHROMIUM_PATH: chromium } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
ensureWebBuilt();
run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)]);
