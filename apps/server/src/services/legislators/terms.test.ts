import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegislatorsTable } from "../../db/schema";
import { checkDistrict } from "./check-district";
import { congressSittingOn, noonEastern } from "./congress-calendar";
import { DirectoryIndex } from "./directory-index";
import { type DirectoryData, parseDirectory } from "./parse-sources";
import { BUNDLED_SNAPSHOT_DIR as dir } from "./read-sources";
import { readRedrawnMaps } from "./redrawn-maps";

/** The days of the issue: today, the week before the 120th Congress, its first afternoon, a week in. */
const TODAY = "2026-11-26T17:00:00Z";
const DEC_30 = "2026-12-30T17:00:00Z";
/** 13:00 Eastern (EST) on January 3, 2027: an hour after the 120th Congress began. */
const JAN_3_1PM = "2027-01-03T18:00:00Z";
const JAN_10 = "2027-01-10T17:00:00Z";

let data: DirectoryData;
let clock: Date;
let index: DirectoryIndex;

beforeAll(() => {
  data = parseDirectory({
    legislators: fs.readFileSync(path.join(dir, "legislators-current.yaml"), "utf8"),
    offices: fs.readFileSync(path.join(dir, "legislators-district-offices.yaml"), "utf8"),
    zccd: fs.readFileSync(path.join(dir, "zccd.csv"), "utf8"),
  });
  index = new DirectoryIndex(data.legislators, data.zctas, data.offices, () => clock);
});

const at = (instant: string) => {
  clock = new Date(instant);
};

describe("the Congress calendar", () => {
  it("starts a term at noon Eastern, in standard and daylight time", () => {
    expect(noonEastern("2027-01-03").toISOString()).toBe("2027-01-03T17:00:00.000Z");
    expect(noonEastern("2026-06-15").toISOString()).toBe("2026-06-15T16:00:00.000Z");
  });

  it("knows which Congress sits: the 120th from noon Eastern on January 3, 2027", () => {
    expect(congressSittingOn(new Date(TODAY))).toBe(119);
    expect(congressSittingOn(new Date(DEC_30))).toBe(119);
    expect(congressSittingOn(new Date("2027-01-03T16:59:59Z"))).toBe(119);
    expect(congressSittingOn(new Date(JAN_3_1PM))).toBe(120);
    expect(congressSittingOn(new Date(JAN_10))).toBe(120);
    expect(congressSittingOn(new Date("2025-01-02T12:00:00Z"))).toBe(118);
    expect(congressSittingOn(new Date("2028-06-01T12:00:00Z"))).toBe(120);
    expect(congressSittingOn(new Date("2029-01-03T17:00:00Z"))).toBe(121);
  });
});

describe("who is offered as sitting, by the clock", () => {
  it("on 2026-11-26, offers neither Husted (ZIP 43215) nor Moody (Florida) as sitting senators; the others are", () => {
    at(TODAY);
    const ohio = index.findByZip("43215")!;
    const husted = ohio.senators.find((s) => s.name === "Jon Husted")!;
    expect(husted).toMatchObject({ vacant: true, termEnded: "2026-11-03" });
    const ohioSitting = ohio.senators.filter((s) => !s.vacant);
    expect(ohioSitting).toHaveLength(1);
    expect(ohioSitting[0]?.termEnded).toBeUndefined();
    expect(ohio.representatives.every((r) => !r.termEnded)).toBe(true);

    const florida = index.findByZip("33301")!;
    expect(florida.senators.find((s) => s.name === "Ashley Moody")).toMatchObject({
      vacant: true,
      termEnded: "2026-11-03",
    });
    expect(florida.senators.filter((s) => !s.vacant).map((s) => s.name)).toEqual(["Rick Scott"]);
    expect(florida.representatives.every((r) => !r.termEnded)).toBe(true);
    expect(index.findById("M001244")).toMatchObject({ vacant: true, termEnded: "2026-11-03" });
  });

  it("on 2026-12-30, still offers the House members whose terms end on January 3", () => {
    at(DEC_30);
    const found = index.findByZip("98101")!;
    expect(found.representatives.every((r) => !r.vacant && !r.termEnded)).toBe(true);
    expect(index.termEndOf(found.representatives[0]!.id)?.toISOString()).toBe("2027-01-03T17:00:00.000Z");
  });

  it("on 2026-12-30, says a card whose expected arrival falls after its recipient's term ends; not one to a senator whose term runs on", () => {
    at(DEC_30);
    const found = index.findByZip("98101")!;
    const rep = found.representatives.find((r) => !r.vacant)!;
    // Mailed December 30: in a home office's mailbox by January 6, in Washington by January 27.
    expect(index.termEndsBeforeArrival(rep.id, "washington")).toEqual({
      termEnds: "2027-01-03",
      arrivesBy: "2027-01-27",
    });
    expect(index.termEndsBeforeArrival(rep.id, "home")).toEqual({ termEnds: "2027-01-03", arrivesBy: "2027-01-06" });
    for (const senator of found.senators) expect(index.termEndsBeforeArrival(senator.id, "washington")).toBeNull();
    // A month earlier the same card arrives in time, even through Washington's screening.
    at(TODAY);
    expect(index.termEndsBeforeArrival(rep.id, "washington")).toBeNull();
  });

  it("at 13:00 Eastern on January 3, 2027 and a week on, offers no House member of the old directory as sitting", () => {
    for (const instant of [JAN_3_1PM, JAN_10]) {
      at(instant);
      const offered = index
        .allSeats()
        .map((seat) => index.findBySeat(seat.state, seat.district)!)
        .filter((l) => !l.vacant);
      expect(offered, instant).toEqual([]);
      const wa = index.findByZip("98101")!;
      expect(wa.representatives[0]).toMatchObject({ vacant: true, termEnded: "2027-01-03" });
      // Washington's senators' terms run on; the 33 Senate terms that ended on January 3 are shown as ended.
      expect(wa.senators.filter((s) => !s.vacant)).toHaveLength(2);
      const senateEnded = index.seatsWithoutKnownHolder().filter((s) => s.seat.endsWith("(Senate)"));
      expect(senateEnded.map((s) => s.termEnded).sort()).toEqual([
        ...Array(2).fill("2026-11-03"),
        ...Array(33).fill("2027-01-03"),
      ]);
    }
    expect(index.seatsWithoutKnownHolder().filter((s) => !s.seat.endsWith("(Senate)")).length).toBe(
      data.legislators.filter((l) => l.chamber === "house").length,
    );
  });

  it("offers a seat again once the directory knows its successor, and lists it no more as without a holder", () => {
    const leaving = data.legislators.find((l) => l.chamber === "house" && l.state === "WA" && l.district === 7)!;
    const successor: LegislatorsTable = {
      ...leaving,
      bioguide_id: "Z000120",
      official_full_name: "Pat Successor",
      first_name: "Pat",
      last_name: "Successor",
      term_start: "2027-01-03",
      term_end: "2029-01-03",
    };
    let refreshed: Date = new Date(DEC_30);
    const after = new DirectoryIndex([...data.legislators, successor], data.zctas, data.offices, () => refreshed);
    // Before the new term begins the old member still sits.
    expect(after.findBySeat("WA", 7)?.id).toBe(leaving.bioguide_id);
    refreshed = new Date(JAN_3_1PM);
    expect(after.findBySeat("WA", 7)).toMatchObject({ id: "Z000120", name: "Pat Successor", vacant: false });
    expect(after.findByZip("98101")!.representatives[0]).toMatchObject({ id: "Z000120", vacant: false });
    expect(after.seatsWithoutKnownHolder().map((s) => s.seat)).not.toContain("WA-7");
    expect(after.seatsWithoutKnownHolder().map((s) => s.seat)).toContain("WA-9");
  });

  it("a Senate seat's successor: Ohio offers two sitting senators once the data has Husted's", () => {
    const husted = data.legislators.find((l) => l.bioguide_id === "H001104")!;
    const elected: LegislatorsTable = {
      ...husted,
      bioguide_id: "Z000121",
      official_full_name: "Sam Elected",
      last_name: "Elected",
      term_start: "2026-11-20",
      term_end: "2029-01-03",
    };
    const after = new DirectoryIndex([...data.legislators, elected], data.zctas, data.offices, () => new Date(TODAY));
    const ohio = after.findByZip("43215")!;
    expect(ohio.senators.map((s) => s.vacant)).toEqual([false, false]);
    expect(ohio.senators.map((s) => s.name)).toContain("Sam Elected");
    expect(after.seatsWithoutKnownHolder().map((s) => s.id)).toEqual(["M001244"]);
  });
});

describe("maps belong to a Congress", () => {
  /** The directory after the refresh that brings the 120th Congress's House (every seat's member re-elected). */
  let refreshedAt: Date;
  let after: DirectoryIndex;
  beforeAll(() => {
    const house120 = data.legislators.map((l) =>
      l.chamber === "house" ? { ...l, term_start: "2027-01-03", term_end: "2029-01-03" } : l,
    );
    after = new DirectoryIndex(house120, data.zctas, data.offices, () => refreshedAt, {
      congress: 119,
      redrawn: readRedrawnMaps(dir),
    });
  });

  it("before January 3 the 119th table is the sitting map: a Texas ZIP behaves as today", () => {
    refreshedAt = new Date(DEC_30);
    const austin = after.findByZip("78701")!;
    expect(austin.exact).toBe(true);
    expect(austin.mapChangedFor).toBeUndefined();
    expect(austin.representatives.length).toBeLessThan(4);
  });

  it("from January 3 a redrawn state's ZIP offers every seat of the state, said so; a state not redrawn behaves as today", () => {
    for (const instant of [JAN_3_1PM, JAN_10]) {
      refreshedAt = new Date(instant);
      const austin = after.findByZip("78701")!;
      expect(austin).toMatchObject({ exact: false, mapChangedFor: 120 });
      expect(austin.representatives).toHaveLength(38);
      expect(austin.representatives.every((r) => r.mapChangedFor === 120 && !r.termEnded)).toBe(true);
      const cheyenne = after.findByZip("82001")!;
      expect(cheyenne.exact).toBe(true);
      expect(cheyenne.mapChangedFor).toBeUndefined();
      expect(cheyenne.representatives).toHaveLength(1);
      expect(cheyenne.representatives[0]?.mapChangedFor).toBeUndefined();
    }
  });

  it("keeps a lookup's answer as JSON, made again at a term's end, at a new Congress, and when the clock goes back", () => {
    // Every term but Husted's runs on through January 3, 2027: only the new Congress (and its map)
    // changes then.
    const house = data.legislators.map((l) =>
      l.official_full_name === "Jon Husted" ? l : { ...l, term_start: "2025-01-03", term_end: "2029-01-03" },
    );
    let now = new Date("2026-11-03T16:59:59Z"); // a second before Husted's term ends
    const kept = new DirectoryIndex(house, data.zctas, data.offices, () => now, {
      congress: 119,
      redrawn: readRedrawnMaps(dir),
    });
    const asFound = (zip: string, withSenators: boolean) => {
      const found = kept.findByZip(zip)!;
      return withSenators
        ? { representatives: found.representatives, senators: found.senators }
        : found.representatives;
    };
    const husted = () =>
      JSON.parse(kept.answerFor("43215", true)!.text).senators.find((s: { name: string }) => s.name === "Jon Husted");
    expect(JSON.parse(kept.answerFor("43215", true)!.text)).toEqual(asFound("43215", true));
    expect(JSON.parse(kept.answerFor("43215", false)!.text)).toEqual(asFound("43215", false));
    expect(kept.answerFor("43215", true)).toBe(kept.answerFor("43215", true)); // kept: the same object
    expect(husted().vacant).toBe(false);
    now = new Date("2026-11-03T17:00:00Z"); // noon Eastern: his term has ended
    expect(husted()).toMatchObject({ vacant: true, termEnded: "2026-11-03" });
    now = new Date(DEC_30);
    const austin = () => JSON.parse(kept.answerFor("78701", false)!.text) as { mapChangedFor?: number }[];
    expect(austin().length).toBeLessThan(4);
    now = new Date(JAN_3_1PM); // the 120th Congress, and its map of Texas
    expect(austin()).toHaveLength(38);
    expect(austin().every((r) => r.mapChangedFor === 120)).toBe(true);
    expect(JSON.parse(kept.answerFor("78701", false)!.text)).toEqual(asFound("78701", false));
    now = new Date(DEC_30); // a clock set back (tests, a corrected clock): the 119th's map again
    expect(austin().length).toBeLessThan(4);
    now = new Date("2026-11-02T12:00:00Z");
    expect(husted().vacant).toBe(false);
    expect(kept.answerFor("00000", false)).toBeNull();
  });

  it("with a geocoder configured, the address check settles a redrawn state's district on the sitting Congress's map", async () => {
    refreshedAt = new Date(JAN_10);
    const asked: number[] = [];
    const geocoder = {
      name: "census" as const,
      async districtOf(_address: unknown, congress: number) {
        asked.push(congress);
        return { state: "TX", district: 10 };
      },
      stateDistrictsOf: async () => null,
    };
    const tx10 = after.findBySeat("TX", 10)!;
    const chosen = after.findByZip("78701")!.representatives.find((r) => r.id !== tx10.id)!;
    const log = { warn: () => {} } as never;
    const address = { street: "1100 Congress Ave", city: "Austin", state: "TX", zipCode: "78701" };
    const answer = await checkDistrict(
      { index: after, geocoder, log, now: refreshedAt },
      { zipCode: "78701", representativeId: chosen.id, address },
    );
    expect(asked).toEqual([120]);
    expect(answer).toMatchObject({ status: "differs", district: "TX-10", representative: { id: tx10.id } });
    // Without a geocoder nothing is settled: the sender chooses, told that the map changed.
    expect(
      await checkDistrict(
        { index: after, geocoder: null, log, now: refreshedAt },
        { zipCode: "78701", representativeId: chosen.id, address },
      ),
    ).toEqual({ status: "unchecked" });
  });
});
