// `npm run backup [file]` / `npm run restore <file>`: apps/server/src/backup.ts, run from the
// repository root as `npm start` runs the server (so DATA_DIR=.data means the same folder).
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/backup.ts", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
