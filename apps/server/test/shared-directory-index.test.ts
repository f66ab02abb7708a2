import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "./harness";

/**
 * Runtimes in one process on copies of one database read the directory indexes built once, each on
 * its own clock (services/legislators/legislator-directory.ts, state/state-directory.ts).
 */
let onSnapshotDay: TestRuntime;
let afterTheCongressChanged: TestRuntime;
beforeAll(async () => {
  onSnapshotDay = await startTestRuntime();
  afterTheCongressChanged = await startTestRuntime({ CLOCK_START: "2027-01-10T17:00:00Z" });
});
afterAll(async () => {
  await onSnapshotDay?.stop();
  await afterTheCongressChanged?.stop();
});

/** The index a runtime reads: the one built, or a view of it on the runtime's own clock. */
const builtOf = <T extends object>(index: T): T => {
  const under = Object.getPrototypeOf(index) as T;
  return Object.hasOwn(under, "now") ? under : index;
};

it("is built once and read on each runtime's own clock", async () => {
  const early = onSnapshotDay.ctx.services.legislators.index;
  const late = afterTheCongressChanged.ctx.services.legislators.index;
  expect(builtOf(late)).toBe(builtOf(early));
  const earlyState = onSnapshotDay.ctx.services.stateLegislators.index;
  const lateState = afterTheCongressChanged.ctx.services.stateLegislators.index;
  expect(builtOf(lateState)).toBe(builtOf(earlyState));

  // Wyoming's House member of the snapshot: sitting on its day, a seat that changed hands on
  // January 10, 2027 (the term ended on January 3), whichever runtime asked first.
  const [member] = early.findByZip("82001")?.representatives ?? [];
  expect(member).toBeDefined();
  const sitting = early.findById(member!.id);
  expect(late.findById(member!.id)).not.toEqual(sitting);
  expect(early.findById(member!.id)).toEqual(sitting);
  const answers = await Promise.all(
    [onSnapshotDay, afterTheCongressChanged, onSnapshotDay].map((rt) =>
      rt.call("lookup-legislators", { zipCode: "82001", includeSenatorsAndReps: false }),
    ),
  );
  expect(answers[0]?.body).toEqual(answers[2]?.body);
  expect(answers[1]?.body).not.toEqual(answers[0]?.body);
});
