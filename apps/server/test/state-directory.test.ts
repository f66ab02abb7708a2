import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLED_STATE_SNAPSHOT_DIR } from "../src/services/legislators/state/read-state-sources";
import { startTestRuntime, type TestRuntime } from "./harness";

/**
 * An archive laid out as GitHub serves Open States' branch: `people-main/data/<state>/legislature/`
 * (the sitting members, from the bundle), beside folders a refresh must leave out.
 */
async function peopleArchive(states?: string[]) {
  const pack = tar.pack();
  const root = path.join(BUNDLED_STATE_SNAPSHOT_DIR, "people");
  pack.entry({ name: "people-main/README.md" }, "Open States people");
  for (const state of fs.readdirSync(root).filter((s) => !states || states.includes(s))) {
    for (const file of fs.readdirSync(path.join(root, state))) {
      pack.entry(
        { name: `people-main/data/${state}/legislature/${file}` },
        fs.readFileSync(path.join(root, state, file)),
      );
    }
    pack.entry({ name: `people-main/data/${state}/retired/Someone-Else.yml` }, "id: ocd-person/x\nname: Gone\n");
  }
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}

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

  // A first start's import from the bundled folder, once even when two processes start together,
  // is upgrades.test.ts's (it pays for a first start already).

  describe("from Open States' archive", () => {
    let rt: TestRuntime;
    let upstream: http.Server;
    let url: string;
    let archive: Buffer;
    beforeAll(async () => {
      archive = await peopleArchive();
      // GitHub's archive is bytes of gzip: served as they are (the JSON fakes send text).
      upstream = http.createServer((_req, res) => {
        res.writeHead(200, { "content-type": "application/x-gzip" });
        res.end(archive);
      });
      await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/people/main.tar.gz`;
      rt = await startTestRuntime({ STATE_DATA_DIR: "", STATE_PEOPLE_URL: url });
    }, 120_000);
    afterAll(async () => {
      await rt?.stop();
      upstream?.closeAllConnections();
      upstream?.close();
    });
    const imports = () =>
      rt.ctx.db.selectFrom("state_directory_imports").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();

    it("takes the legislature files of the archive, with the bundled tables, and once only", async () => {
      expect(await rt.ctx.services.stateLegislators.refresh()).toBe(true);
      expect(await imports()).toMatchObject({
        status: "applied",
        legislators: 7358,
        source: url,
        // The archive has no snapshot.json: the newest start of a role.
        members_as_of: expect.stringMatching(/^2026-/),
      });
      expect(await rt.ctx.services.stateLegislators.refresh()).toBe(false);
    }, 120_000);

    it("keeps the data when the archive is implausible or can't be read", async () => {
      archive = await peopleArchive(["vt"]);
      expect(await rt.ctx.services.stateLegislators.refresh()).toBe(false);
      expect(await imports()).toMatchObject({ status: "rejected", reason: expect.stringMatching(/only 1 state/) });
      archive = Buffer.from("not a gzip");
      expect(await rt.ctx.services.stateLegislators.refresh()).toBe(false);
      expect(await imports()).toMatchObject({ status: "failed" });
      expect((await rt.call("lookup-state-legislators", { zipCode: "05401" })).body.upper).toHaveLength(2);
    }, 120_000);
  });
});
