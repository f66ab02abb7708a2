import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/core/config";
import { createLogger } from "../src/core/logger";
import { readManifest } from "../src/db/migrate";
import { type Runtime, startRuntime } from "../src/runtime";
import { BUNDLED_SNAPSHOT_DIR } from "../src/services/legislators/read-sources";
import { BUNDLED_STATE_SNAPSHOT_DIR } from "../src/services/legislators/state/read-state-sources";
import { createTestDatabase } from "./harness";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-upgrades-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const configFor = (databaseUrl: string) =>
  loadConfig({
    NODE_ENV: "test",
    ROLE: "web",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "silent",
    CONGRESS_DATA_DIR: BUNDLED_SNAPSHOT_DIR,
    STATE_DATA_DIR: BUNDLED_STATE_SNAPSHOT_DIR,
  });

describe("upgrades", () => {
  it("migrates and imports each directory once when two processes start together on an empty database", async () => {
    const url = await createTestDatabase({ empty: true });
    const started: Runtime[] = [];
    try {
      const results = await Promise.allSettled(
        [0, 1].map(async () => started.push(await startRuntime(configFor(url), createLogger("silent")))),
      );
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
      const [first, second] = started as [Runtime, Runtime];
      const db = first.ctx.db;
      const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      expect(migrations.rows.map((r) => r.name)).toEqual(Object.keys(await readManifest()).sort());
      const imports = await db.selectFrom("directory_imports").select("status").execute();
      expect(imports).toEqual([{ status: "applied" }]);
      // The state legislators too, from the bundled folder, as a first start imports them.
      const stateImports = await db
        .selectFrom("state_directory_imports")
        .select(["status", "legislators", "members_as_of"])
        .execute();
      expect(stateImports).toEqual([{ status: "applied", legislators: 7358, members_as_of: "2026-08-05" }]);
      for (const rt of [first, second]) {
        expect(rt.ctx.services.legislators.index.findByZip("82001")?.senators).toHaveLength(2);
        const boise = await rt.app.request("/api/functions/lookup-state-legislators", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ zipCode: "83702" }),
        });
        // Idaho's House seats are lettered (A and B): both members of the district.
        expect((await boise.json()).lower[0].members).toHaveLength(2);
      }
    } finally {
      await Promise.all(started.map((rt) => rt.stop()));
    }
  }, 120_000);

  it("refuses to start on a database that ran a migration this version does not have", async () => {
    const url = await createTestDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // What a database that ran the old 0007_card_previews (later renumbered) looks like.
    await client.query("insert into kysely_migration (name, timestamp) values ('0007_card_previews', now())");
    await client.end();
    await expect(startRuntime(configFor(url), createLogger("silent"))).rejects.toThrow(
      "The database has migrations this version does not know: 0007_card_previews.",
    );
  });
});
