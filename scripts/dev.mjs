// `npm run dev`: the API server with reload on change, and Vite with hot reload proxying /api.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const apiPort = process.env.PORT ?? "3000";
const children = [
  spawn("npx", ["tsx", "watch", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort },
  }),
  spawn("npx", ["vite", "--host"], {
    cwd: path.join(root, "apps/web"),
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = (signal) => {
  for (const c of children) c.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const c of children) c.on("exit", () => stop("SIGTERM"));
