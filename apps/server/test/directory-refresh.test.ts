import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legislatorGroups, startTestRuntime, type TestRuntime } from "./harness";

describe("the legislator directory's source", () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    // A source that can't be read (no folder, no network): the first start seeds from the bundled snapshot.
    rt = await startTestRuntime(
      { CONGRESS_DATA_DIR: "/nonexistent/congress", STATE_DATA_DIR: "/nonexistent/state" },
      { emptyDatabase: true },
    );
  });
  afterAll(async () => {
    await rt?.stop();
  });

  it("seeds from the bundled snapshot when the configured source fails, and says why", async () => {
    const imports = await rt.ctx.db.selectFrom("directory_imports").selectAll().orderBy("id").execute();
    expect(imports.map((i) => i.status)).toEqual(["failed", "applied"]);
    expect(imports[0]?.reason).toMatch(/ENOENT/);
    const { status, body } = await rt.call("lookup-senators", { zipCode: "93101" });
    expect(status).toBe(200);
    expect(body.senators).toHaveLength(2);
  });

  it("seeds the state legislators from the bundled folder too, and says why", async () => {
    const imports = await rt.ctx.db.selectFrom("state_directory_imports").selectAll().orderBy("id").execute();
    expect(imports.map((i) => [i.status, i.source])).toEqual([
      ["failed", "/nonexistent/state"],
      ["applied", expect.stringMatching(/data\/state$/)],
    ]);
    expect(imports[0]?.reason).toMatch(/ENOENT/);
    expect((await rt.call("lookup-state-legislators", { zipCode: "05401" })).body.upper).toHaveLength(2);
  });

  it("keeps the current data when a refresh fails", async () => {
    expect(await rt.ctx.services.legislators.refresh()).toBe(false);
    const { status } = await rt.call("lookup-legislators", { zipCode: "93101", includeSenatorsAndReps: true });
    expect(status).toBe(200);
  });

  it("reports a bad ZIP with the code the web app maps to the invalid-ZIP message", async () => {
    const { status, error } = await rt.call("lookup-legislators", { zipCode: "00000", includeSenatorsAndReps: false });
    expect(status).toBe(400);
    expect(error?.code).toBe("invalid_zip");
  });

  it("answers representatives and senators in the contract's shape", async () => {
    const body = legislatorGroups(
      (await rt.call("lookup-legislators", { zipCode: "82001", includeSenatorsAndReps: true })).body,
    );
    expect(body.representatives[0]).toMatchObject({
      district: "At Large",
      city: "Cheyenne",
      state: "WY",
      type: "representative",
      title: "Rep.",
      vacant: false,
      photo: expect.stringMatching(/^https:\/\/unitedstates\.github\.io\/images\/congress\/225x275\/\w+\.jpg$/),
      address: { city: "Washington", state: "DC", zip: expect.stringMatching(/^20515/) },
    });
    expect(body.senators.map((s) => s.type)).toEqual(["senator", "senator"]);
  });
});
