import { describe, expect, it } from "vitest";
import { duringChangeOfCongress, refreshIsDue } from "./refresh-schedule";

describe("when the directory refreshes", () => {
  it("is hourly from noon Eastern on January 3 of a new Congress to the end of January 10", () => {
    // 2027-01-03 12:00 EST is 17:00 UTC.
    expect(duringChangeOfCongress(new Date("2027-01-03T16:59:00Z"))).toBe(false);
    expect(duringChangeOfCongress(new Date("2027-01-03T17:00:00Z"))).toBe(true);
    expect(duringChangeOfCongress(new Date("2027-01-03T18:00:00-05:00"))).toBe(true);
    expect(duringChangeOfCongress(new Date("2027-01-10T23:00:00Z"))).toBe(true);
    expect(duringChangeOfCongress(new Date("2027-01-11T17:00:00Z"))).toBe(false);
    // Not in an even year: no Congress begins.
    expect(duringChangeOfCongress(new Date("2026-01-05T12:00:00Z"))).toBe(false);
    expect(duringChangeOfCongress(new Date("2029-01-04T12:00:00Z"))).toBe(true);
  });

  it("is otherwise once a day, at 06:xx UTC as before", () => {
    expect(refreshIsDue(new Date("2026-11-26T06:23:00Z"))).toBe(true);
    expect(refreshIsDue(new Date("2026-11-26T07:23:00Z"))).toBe(false);
    expect(refreshIsDue(new Date("2026-12-30T15:23:00Z"))).toBe(false);
    expect(refreshIsDue(new Date("2027-01-03T18:23:00Z"))).toBe(true);
    expect(refreshIsDue(new Date("2027-01-10T15:23:00Z"))).toBe(true);
    expect(refreshIsDue(new Date("2027-01-12T15:23:00Z"))).toBe(false);
  });
});
