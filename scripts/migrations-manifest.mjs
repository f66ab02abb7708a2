// `npm run migrations:manifest`: adds each new migration's checksum to
// apps/server/src/db/migrations/manifest.json. A migration in the manifest is released: its entry is
// never rewritten here, and `npm test` fails if its file is edited or renamed (docs/decisions/0029).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const dir = path.resolve(import.meta.dirname, "../apps/server/src/db/migrations");
const manifestFile = path.join(dir, "manifest.json");
const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, "utf8")) : {};
const added = [];
for (const file of fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".sql"))
  .sort()) {
  const name = file.replace(/\.sql$/, "");
  if (name in manifest) continue;
  // As db/migrate.ts' migrationChecksum: without whole-line comments, blank lines and CRLF.
  const sql = fs
    .readFileSync(path.join(dir, file), "utf8")
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line && !line.trimStart().startsWith("--"))
    .join("\n");
  manifest[name] = createHash("sha256").update(sql).digest("hex");
  added.push(name);
}
fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(added.length ? `released: ${added.join(", ")}` : "every migration is already in the manifest");
