import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseDirectoryInThread } from "./parse-in-thread";
import { parseDirectory } from "./parse-sources";
import { BUNDLED_SNAPSHOT_DIR as dir } from "./read-sources";

const files = {
  legislators: fs.readFileSync(path.join(dir, "legislators-current.yaml"), "utf8"),
  offices: fs.readFileSync(path.join(dir, "legislators-district-offices.yaml"), "utf8"),
  zccd: fs.readFileSync(path.join(dir, "zccd.csv"), "utf8"),
};

describe("the directory parsed in a thread of its own", () => {
  it("gives the rows the parser gives on the event loop", { timeout: 60_000 }, async () => {
    const inThread = await parseDirectoryInThread(files);
    const here = parseDirectory(files);
    expect(inThread.legislators.length).toBeGreaterThan(500);
    expect(inThread).toEqual(here);
  });

  it("rejects with the parser's own error", async () => {
    const broken = { ...files, legislators: "- id: [unclosed" };
    const expected = (() => {
      try {
        parseDirectory(broken);
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(expected).toBeTruthy();
    await expect(parseDirectoryInThread(broken)).rejects.toThrow(expected);
  });
});
