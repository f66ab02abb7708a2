// `npm start`: build the web app and the server when either is missing or older than its sources,
// then serve with the built server (plain JavaScript: no TypeScript loader in the process or its
// render threads).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureServerBuilt } from "./build-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "apps/web/dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const sources = ["apps/web/src", "apps/web/public", "apps/web/index.html", "packages/contracts/src"].map((p) =>
  path.join(root, p),
);
const stale =
  !fs.existsSync(dist) ||
  Math.max(...sources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs))) >
    fs.statSync(dist).mtimeMs;
if (stale) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await ensureServerBuilt();

const server = spawn(process.execPath, ["apps/server/dist/main.js"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
