import { describe, expect, it } from "vitest";
import { readManifest, readMigrationFiles, releasedMigrationProblems } from "./migrate";

// Released migrations never change: a database that ran one must be able to start every later
// version. migrations/manifest.json keeps each released file's sha256 (docs/decisions/0029).
describe("the released migrations", () => {
  it("are exactly as released, and every migration in the folder is released", async () => {
    const files = await readMigrationFiles();
    const manifest = await readManifest();
    expect(releasedMigrationProblems(files, manifest)).toEqual([]);
    const unreleased = files.filter((f) => !(f.name in manifest)).map((f) => `${f.name}.sql`);
    expect(
      unreleased,
      `Not in apps/server/src/db/migrations/manifest.json: run \`npm run migrations:manifest\` to release ${unreleased.join(", ")}`,
    ).toEqual([]);
  });

  it("says which file was edited or renamed, and what to do", async () => {
    const files = await readMigrationFiles();
    const manifest = await readManifest();
    const [first, second] = files;
    if (!first || !second) throw new Error("expected migrations");
    const edited = files.map((f) => (f === first ? { ...f, checksum: "0".repeat(64) } : f));
    expect(releasedMigrationProblems(edited, manifest)).toEqual([
      `${first.name}.sql was edited after its release: put the change in a new migration and restore the file.`,
    ]);
    const renamed = files.map((f) => (f === second ? { ...f, name: "0099_renamed" } : f));
    expect(releasedMigrationProblems(renamed, manifest)).toEqual([
      `${second.name}.sql is released (in manifest.json) but missing: a released migration is never renamed or removed.`,
    ]);
  });
});
