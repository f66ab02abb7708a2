import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseStateDirectory } from "./parse-state-sources";
import { BUNDLED_STATE_SNAPSHOT_DIR, readStateDirectoryFolder } from "./read-state-sources";
import { districtsOf, StateDirectoryIndex } from "./state-directory-index";

const clock = () => new Date("2026-11-27T12:00:00Z");
/** The kernel's CPU-time unit in /proc, in milliseconds (10 on most Linux systems). */
const TICK_MS = 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));

describe("the state directory's index built in slices", () => {
  it("gives the index built at once, and never holds the event loop for long", { timeout: 120_000 }, async () => {
    const data = parseStateDirectory(readStateDirectoryFolder(BUNDLED_STATE_SNAPSHOT_DIR).files);
    const atOnce = new StateDirectoryIndex(data.legislators, districtsOf(data.zctas), data.membersAsOf, clock);

    // Grouped before the timer starts: not the build's work, yet the first turn counted it (about
    // 60 ms of CPU, quiet).
    const districts = districtsOf(data.zctas);

    // A timer that wants to run every millisecond runs once per turn the build gives the event
    // loop; the most CPU the main thread used between two of its runs is the longest slice the
    // build held it for. CPU, not the clock: a loaded machine that gives the process no core for
    // a while stretched a slice's wall time (331 ms once in CI) without the build doing more. The
    // main thread's, not the process's: the collector's threads working beside it counted too
    // (287 and 321 ms in CI). Linux's per-thread figure, as Node 20 has none.
    const cpuMs = () => {
      const fields = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
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
    const sliced = await StateDirectoryIndex.build(data.legislators, districts, data.membersAsOf, clock);
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
    // (built at once: none), and none of 100 ms (10–20 ms seen, counted in the kernel's 10 ms
    // ticks, quiet or beside three busy loops; the whole build is 150–200 ms).
    expect(turns).toBeGreaterThanOrEqual(Math.max(10, took / 50));
    expect(longest).toBeLessThan(100);
  });
});
