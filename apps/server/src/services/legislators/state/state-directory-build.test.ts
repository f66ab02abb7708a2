import { describe, expect, it } from "vitest";
import { parseStateDirectory } from "./parse-state-sources";
import { BUNDLED_STATE_SNAPSHOT_DIR, readStateDirectoryFolder } from "./read-state-sources";
import { districtsOf, StateDirectoryIndex } from "./state-directory-index";

const clock = () => new Date("2026-11-27T12:00:00Z");

describe("the state directory's index built in slices", () => {
  it("gives the index built at once, and never holds the event loop for long", { timeout: 120_000 }, async () => {
    const data = parseStateDirectory(readStateDirectoryFolder(BUNDLED_STATE_SNAPSHOT_DIR).files);
    const atOnce = new StateDirectoryIndex(data.legislators, districtsOf(data.zctas), data.membersAsOf, clock);

    // A timer that wants to run every millisecond runs once per turn the build gives the event
    // loop; the most CPU the process used between two of its runs is the longest slice the build
    // held it for. CPU, not the clock: a loaded machine that gives the process no core for a
    // while stretched a slice's wall time (331 ms once in CI) without the build doing more.
    const cpuMs = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    let last = cpuMs();
    let longest = 0;
    let turns = 0;
    const ticker = setInterval(() => {
      const now = cpuMs();
      longest = Math.max(longest, now - last);
      last = now;
      turns++;
    }, 1);
    const started = performance.now();
    const sliced = await StateDirectoryIndex.build(data.legislators, districtsOf(data.zctas), data.membersAsOf, clock);
    const took = performance.now() - started;
    clearInterval(ticker);
    // The last slice too: the build's end comes before the timer's next run.
    longest = Math.max(longest, cpuMs() - last);

    expect(sliced.size).toBe(atOnce.size);
    for (const zip of ["05401", "68508", "03101", "83702", "10001", "99501"]) {
      expect(sliced.findByZip(zip)).toEqual(atOnce.findByZip(zip));
    }
    expect(sliced.unreached()).toEqual(atOnce.unreached());
    // Slices of about 5 ms, so a turn at least every 50 ms on average, however slow the machine
    // (built at once: none). One slice may be stretched by a collection, and the process's CPU
    // counts its other threads too (287 ms once in CI), never to a third of the build.
    expect(turns).toBeGreaterThanOrEqual(Math.max(10, took / 50));
    expect(longest).toBeLessThan(Math.max(250, took / 3));
  });
});
