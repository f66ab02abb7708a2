import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeDump } from "./backup";

const saved = process.env.PG_BIN_DIR;
afterEach(() => {
  if (saved === undefined) delete process.env.PG_BIN_DIR;
  else process.env.PG_BIN_DIR = saved;
});

describe("a pg_dump backup", () => {
  it("passes the password through PGPASSWORD, never the command line, and writes a 0600 file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-backup-test-"));
    // A stand-in pg_dump that records what it was given.
    const fake = path.join(dir, "pg_dump");
    fs.writeFileSync(fake, `#!/bin/sh\necho "$@" > "${dir}/args"\necho "$PGPASSWORD" > "${dir}/password"\n`, {
      mode: 0o755,
    });
    process.env.PG_BIN_DIR = dir;
    const out = path.join(dir, "civic.dump");
    await writeDump("postgres://owner:s3cret%40pw@127.0.0.1:5432/civic", out);
    const args = fs.readFileSync(path.join(dir, "args"), "utf8");
    expect(args).not.toContain("s3cret");
    expect(args).toContain("--dbname=postgres://owner@127.0.0.1:5432/civic");
    expect(fs.readFileSync(path.join(dir, "password"), "utf8").trim()).toBe("s3cret@pw");
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
