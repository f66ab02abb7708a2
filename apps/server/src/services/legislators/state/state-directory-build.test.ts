import { describe, expect, it } from "vitest";
import { parseStateDirectory } from "./parse-state-sources";
import { BUNDLED_STATE_SNAPSHOT_DIR, readStateDirectoryFolder } from "./read-state-sources";
import { StateDirectoryIndex } from "./state-directory-index";

const clock = () => new Date("2026-11-27T12:00:00Z");

describe("the state directory's index built in slices", () => {
  it("gives the index built at once, and never holds the event loop for long", { timeout: 120_000 }, async () => {
    const data = parseStateDirectory((await readStateDirectoryFolder(BUNDLED_STATE_SNAPSHOT_DIR)).files);
    const atOnce = new StateDirectoryIndex(data.legislators, data.zctas, data.membersAsOf, clock);

    // A timer that wants to run every millisecond: the longest wait between its runs is the
    // longest slice the build held the event loop for.
    let last = performance.now();
    let longest = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 1);
    const started = performance.now();
    const sliced = await StateDirectoryIndex.build(data.legislators, data.zctas, data.membersAsOf, clock);
    const took = performance.now() - started;
    clearInterval(ticker);

    expect(sliced.size).toBe(atOnce.size);
    for (const zip of ["05401", "68508", "03101", "83702", "10001", "99501"]) {
      expect(sliced.findByZip(zip)).toEqual(atOnce.findByZip(zip));
    }
    expect(sliced.unreached()).toEqual(atOnce.unreached());
    // Slices of about 5 ms; a loaded machine (and a collection) may stretch one, never to the
    // whole build's length, which is several hundred milliseconds.
    expect(longest).toBeLessThan(Math.max(100, took / 4));
  });
});
