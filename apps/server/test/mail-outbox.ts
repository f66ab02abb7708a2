import fs from "node:fs";
import path from "node:path";

/**
 * The emails the local mailer has written whole under `dataDir`, oldest first: their paths. It
 * writes each as `<name>.eml.partial` and renames it into place, so a listing may name a partial
 * file that is gone a moment later: a sign-in link's poll once read one as it was renamed (ENOENT).
 */
export function mailFilesIn(dataDir: string): string[] {
  const dir = path.join(dataDir, "outbox", "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort() // named by the time each was sent (ISO)
    .map((f) => path.join(dir, f));
}
