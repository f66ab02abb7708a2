import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "./harness";

describe("the state legislator directory in the runtime", () => {
  describe("from the template's import", () => {
    let rt: TestRuntime;
    beforeAll(async () => {
      rt = await startTestRuntime();
    });
    afterAll(async () => {
      await rt?.stop();
    });

    it("answers a ZIP's candidate districts with every member and the data's date", async () => {
      const { status, body } = await rt.call("lookup-state-legislators", { zipCode: "05401" });
      expect(status).toBe(200);
      expect(body.state).toBe("VT");
      expect(body.membersAsOf).toBe("2026-08-05");
      expect(body.upper.map((d) => d.name)).toEqual(["Chittenden Central", "Chittenden Southeast"]);
      expect(body.lower.length).toBeGreaterThan(4);
      expect(body.upper[0]!.members[0]).toMatchObject({
        title: "Senator",
        chamber: "upper",
        office: { kind: "capitol", address: { city: "Montpelier", state: "VT" } },
      });
    });

    it("refuses a ZIP that doesn't exist with the invalid-ZIP code", async () => {
      const { status, error } = await rt.call("lookup-state-legislators", { zipCode: "00000" });
      expect(status).toBe(400);
      expect(error?.code).toBe("invalid_zip");
    });

    it("changes nothing when a refresh reads the same files again", async () => {
      const count = async () => (await rt.ctx.db.selectFrom("state_directory_imports").select("id").execute()).length;
      const before = await count();
      expect(await rt.ctx.services.stateLegislators.refresh()).toBe(false);
      expect(await count()).toBe(before);
    });

    it("keeps the current data when a refresh can't read its folder, and records why", async () => {
      rt.ctx.config.STATE_DATA_DIR = "/nonexistent/state";
      expect(await rt.ctx.services.stateLegislators.refresh()).toBe(false);
      const last = await rt.ctx.db
        .selectFrom("state_directory_imports")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(last).toMatchObject({ status: "failed", reason: expect.stringMatching(/ENOENT/) });
      expect((await rt.call("lookup-state-legislators", { zipCode: "68508" })).body.upper[0]!.members[0]!.chamber).toBe(
        "legislature",
      );
    });
  });

  describe("on a first start", () => {
    let rt: TestRuntime;
    beforeAll(async () => {
      // The parse in its thread, the import and the index, as a first start makes them.
      rt = await startTestRuntime({}, { emptyDatabase: true });
    }, 120_000);
    afterAll(async () => {
      await rt?.stop();
    });

    it("imports the bundled folder once", async () => {
      const imports = await rt.ctx.db.selectFrom("state_directory_imports").selectAll().execute();
      expect(imports).toMatchObject([{ status: "applied", legislators: 7352, members_as_of: "2026-08-05" }]);
      expect((await rt.call("lookup-state-legislators", { zipCode: "83702" })).body.lower[0]!.members).toHaveLength(2);
    });
  });
});
