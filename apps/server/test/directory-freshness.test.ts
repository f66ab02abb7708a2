import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOperationsServer } from "../src/http/operations";
import { refreshLegislators } from "../src/jobs/refresh-legislators";
import { startTestRuntime, type TestRuntime } from "./harness";
import { SNAPSHOT_DAY } from "./snapshot-day";

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await rt?.stop();
});

const imports = async () =>
  Number(
    (
      await rt.ctx.db
        .selectFrom("directory_imports")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("how fresh the directory is", () => {
  it("says the data's date, the last refresh and, on the snapshot's day, no seat without a holder", async () => {
    rt.ctx.clock.set(SNAPSHOT_DAY);
    const fresh = await rt.ctx.services.directoryFreshness();
    // The clock runs on from the instant set: a millisecond could pass before the read (it did, once).
    const sinceSet = Date.parse(fresh.asOf) - Date.parse(SNAPSHOT_DAY);
    expect(sinceSet).toBeGreaterThanOrEqual(0);
    expect(sinceSet).toBeLessThan(5_000);
    expect(fresh).toMatchObject({
      // The newest term start in the bundled snapshot of 2026-06-15.
      newestTermStart: "2026-06-10",
      lastAttemptStatus: "applied",
      refreshesHourly: false,
      seatsWithoutKnownHolder: [],
      // The state directory says the day its member list describes (decision 0090).
      state: { membersAsOf: "2026-08-05", legislators: 7358, notReachedByZip: 59, lastAttemptStatus: "applied" },
    });
    expect(Date.parse(fresh.lastRefresh ?? "")).not.toBeNaN();
    expect(Date.parse(fresh.state.lastRefresh ?? "")).not.toBeNaN();
  });

  it("lists the seats whose term ended without a known successor, as of the clock", async () => {
    try {
      rt.ctx.clock.set("2026-11-26T12:00:00-05:00");
      const today = await rt.ctx.services.directoryFreshness();
      expect(today.seatsWithoutKnownHolder.map((s) => s.name).sort()).toEqual(["Ashley Moody", "Jon Husted"]);
      expect(today.seatsWithoutKnownHolder.every((s) => s.termEnded === "2026-11-03")).toBe(true);

      rt.ctx.clock.set("2027-01-03T13:00:00-05:00");
      const sworn = await rt.ctx.services.directoryFreshness();
      expect(sworn.refreshesHourly).toBe(true);
      // Every House seat and the 33 Senate terms that end on January 3, with the two above.
      expect(sworn.seatsWithoutKnownHolder.length).toBeGreaterThan(470);

      rt.ctx.clock.set("2027-01-12T12:00:00-05:00");
      expect((await rt.ctx.services.directoryFreshness()).refreshesHourly).toBe(false);
    } finally {
      rt.ctx.clock.set(SNAPSHOT_DAY);
    }
  });

  it("is shown on the operations port's /readyz, which it does not make unready", async () => {
    const ops = await startOperationsServer(rt.ctx, 0);
    try {
      rt.ctx.clock.set("2026-11-26T12:00:00-05:00");
      const res = await fetch(`http://127.0.0.1:${ops.address.port}/readyz`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.status).toBe("ready");
      expect(body.directory).toMatchObject({ newestTermStart: "2026-06-10", refreshesHourly: false });
      expect(body.directory.seatsWithoutKnownHolder).toHaveLength(2);
    } finally {
      rt.ctx.clock.set(SNAPSHOT_DAY);
      await ops.close();
    }
  });
});

describe("the refresh job", () => {
  it("reads the sources once a day, and every hour in the week a new Congress is sworn in", async () => {
    try {
      const before = await imports();
      rt.ctx.clock.set("2026-12-30T15:23:00Z");
      await refreshLegislators.handle({}, rt.ctx);
      expect(await imports()).toBe(before);
      rt.ctx.clock.set("2026-12-31T06:23:00Z");
      await refreshLegislators.handle({}, rt.ctx);
      expect(await imports()).toBe(before + 1);
      rt.ctx.clock.set("2027-01-05T15:23:00Z");
      await refreshLegislators.handle({}, rt.ctx);
      expect(await imports()).toBe(before + 2);
    } finally {
      rt.ctx.clock.set(SNAPSHOT_DAY);
    }
  }, 180_000);
});
