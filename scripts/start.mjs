// `npm start`: build the web app and the server when either is missing or older than its sources,
// then serve with the built server (plain JavaScript: no TypeScript loader in the process or its
// render threads).
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureServerBuilt } from "./build-server.mjs";
import { ensureWebBuilt } from "./build-web.mjs";

const root = path.resolve(import.meta.dirname, "..");

ensureWebBuilt();
await ensureServerBuilt();

const server = spawn(process.execPath, ["apps/server/dist/main.js"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
