// The web app built with Vite, again only when it is missing or older than a source or its config:
// `npm start` and the browser tests share this check.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "apps/web/dist/index.html");
const sources = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "apps/web/scripts",
  "packages/contracts/src",
].map((p) => path.join(root, p));

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  if (!fs.statSync(p).isDirectory()) return fs.statSync(p).mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds the web app if it is stale; exits the process if the build fails. */
export function ensureWebBuilt() {
  const stale = !fs.existsSync(dist) || Math.max(...sources.map(newestMtime)) > fs.statSync(dist).mtimeMs;
  if (!stale) return;
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `node scripts/build-web.mjs`: the same, on its own (npm test runs it beside the checks).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) ensureWebBuilt();
