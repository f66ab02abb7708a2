import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { normaliseDistrict } from "./district-rule";
import { checkStatePlausible } from "./import-state-directory";
import { parseStateAddress, parseStateDirectory, type StateDirectoryData } from "./parse-state-sources";
import { BUNDLED_STATE_SNAPSHOT_DIR, readStateDirectoryFolder } from "./read-state-sources";
import { districtsOf, StateDirectoryIndex } from "./state-directory-index";

/** The app's clock in these tests: after the snapshot's day, before any known role end. */
const TODAY = new Date("2026-11-27T12:00:00Z");
let data: StateDirectoryData;
let index: StateDirectoryIndex;

beforeAll(async () => {
  data = parseStateDirectory(readStateDirectoryFolder(BUNDLED_STATE_SNAPSHOT_DIR).files);
  index = new StateDirectoryIndex(data.legislators, districtsOf(data.zctas), data.membersAsOf, () => TODAY);
  const nh = yaml.load(fs.readFileSync(path.join(BUNDLED_STATE_SNAPSHOT_DIR, "jurisdictions/nh.yml"), "utf8")) as {
    "id-mappings": { custom: { "os-id": string; "sld-id": string }[] };
  };
  nhCustom = new Map(nh["id-mappings"].custom.map((c) => [c["os-id"], c["sld-id"].slice(5)]));
}, 60_000);

/**
 * Why a sitting legislator no ZCTA reaches is not reached, or null when nothing explains it.
 * - Maine's House seats one non-voting member for each of two tribal nations: they represent a
 *   people, not a district of the map.
 * - New Hampshire's floterial House districts each overlay several base districts and elect members
 *   of their own; the Census relationship table holds only the base districts, so the jurisdiction
 *   file names a GEOID for each that no row of the table has.
 */
function explain(u: { state: string; chamber: string; district: string }): string | null {
  if (u.state === "ME" && /Tribe|Indians/.test(u.district)) return "a tribal representative";
  if (u.state === "NH" && u.chamber === "lower") {
    const osId = `ocd-division/country:us/state:nh/sldl:${u.district.toLowerCase().replace(/ /g, "_")}`;
    const geoid = nhCustom.get(osId);
    if (geoid && !data.zctas.some((z) => z.state === "NH" && z.chamber === "lower" && z.geoid === geoid))
      return "a floterial district";
  }
  return null;
}
let nhCustom: Map<string, string>;

describe("the state directory, on the bundled files", () => {
  it("holds the 50 legislatures' sitting members and says which day they describe", () => {
    expect(new Set(data.legislators.map((l) => l.state)).size).toBe(50);
    expect(data.legislators.length).toBeGreaterThan(7_300);
    expect(data.membersAsOf).toBe("2026-08-05");
    expect(data.legislators.filter((l) => l.state === "NE").every((l) => l.chamber === "legislature")).toBe(true);
  });

  it("reaches every sitting legislator from a ZCTA, per state, but the explained", () => {
    const unexplained: Record<string, string[]> = {};
    const explained: Record<string, number> = {};
    for (const u of index.unreached()) {
      const why = explain(u);
      if (why) explained[`${u.state}: ${why}`] = (explained[`${u.state}: ${why}`] ?? 0) + 1;
      else unexplained[u.state] = [...(unexplained[u.state] ?? []), `${u.chamber} ${u.district}`];
    }
    expect(unexplained).toEqual({});
    // Counted as they are in the 2026-08-05 snapshot: a change here is worth a look.
    expect(explained).toEqual({ "ME: a tribal representative": 2, "NH: a floterial district": 57 });
  });

  it("offers Burlington's two senate districts and its house districts, every member of each", () => {
    const found = index.findByZip("05401")!;
    expect(found.state).toBe("VT");
    expect(found.upper.map((d) => d.name)).toEqual(["Chittenden Central", "Chittenden Southeast"]);
    expect(found.lower.length).toBeGreaterThanOrEqual(5);
    for (const d of [...found.upper, ...found.lower]) expect(d.members.length, d.name).toBeGreaterThan(0);
    const central = found.upper.find((d) => d.name === "Chittenden Central")!;
    expect(central.members.length).toBeGreaterThan(1);
    expect(central.members[0]).toMatchObject({ title: "Senator", state: "VT" });
    expect(found.lower[0]!.members[0]!.title).toBe("Representative");
  });

  it("names titles and seats as each state does", () => {
    const first = (zip: string, chamber: "upper" | "lower") => index.findByZip(zip)![chamber][0]!.members[0]!;
    expect(first("68508", "upper")).toMatchObject({ chamber: "legislature", title: "Senator" }); // Lincoln, NE
    expect(first("90012", "lower").title).toBe("Assemblymember"); // Los Angeles
    expect(first("21401", "lower").title).toBe("Delegate"); // Annapolis
    const idaho = index.findByZip("83702")!.lower[0]!; // Boise
    expect(idaho.name).toMatch(/^District \d+$/);
    expect(idaho.members.map((m) => m.seat)).toEqual(["Seat A", "Seat B"]);
    const nh = index.findByZip("03060")!.lower; // Nashua: districts of several members
    expect(Math.max(...nh.map((d) => d.members.length))).toBeGreaterThan(2);
  });

  it("sends each card to the capitol office when the data lists one, else the district office", () => {
    const members = data.legislators;
    const withCapitol = members.filter((m) => m.offices.some((o) => o.kind === "capitol")).length;
    expect(withCapitol).toBeGreaterThan(6_900);
    const m = index.findByZip("05401")!.upper[0]!.members[0]!;
    expect(m.office).toMatchObject({ kind: "capitol", address: { city: "Montpelier", state: "VT", zip: "05633" } });
  });

  it("settles a chamber's candidates from a geocoder's GEOID, OCD id or number, and only when one is named", () => {
    expect(index.settle("05401", "upper", [{ geoid: "50CHS" }])).toBe("VT-upper-50CHS");
    expect(
      index.settle("05401", "upper", [{ ocdId: "ocd-division/country:us/state:vt/sldu:chittenden-central" }]),
    ).toBe("VT-upper-50CHC");
    expect(index.settle("05401", "lower", [{ number: "Chittenden-15" }])).toBe("VT-lower-50C15");
    const boise = index.findByZip("83702")!.lower;
    if (boise.length > 1) {
      const [first] = boise[0]!.name.match(/\d+/) ?? [];
      expect(index.settle("83702", "lower", [{ number: first }])).toBe(boise[0]!.id);
    }
    // A district of another plan, or two of the candidates at once: the sender chooses.
    expect(index.settle("05401", "lower", [{ geoid: "50C99" }])).toBeNull();
    expect(index.settle("05401", "upper", [{ geoid: "50CHC" }, { geoid: "50CHS" }])).toBeNull();
  });

  it("refuses a refresh that looks broken and keeps the current data", () => {
    const now = { legislators: data.legislators.length, zctaRows: data.zctas.length };
    expect(checkStatePlausible(data, now)).toBeNull();
    const oneState = { ...data, legislators: data.legislators.filter((l) => l.state === "VT") };
    expect(checkStatePlausible(oneState, now)).toMatch(/only 1 state/);
    const halfTable = { ...data, zctas: data.zctas.slice(0, 95_000) };
    expect(checkStatePlausible(halfTable, { ...now, zctaRows: 200_000 })).toMatch(/far fewer/);
  });

  it("keeps a member whose role ends after the data's day, sitting until that day by the app's clock", () => {
    // Open States already knows the last day of these roles (decision 0129): sitting till then.
    const ending = data.legislators.filter((l) => l.role_end);
    expect(ending.map((l) => `${l.state} ${l.role_end}`).sort()).toEqual([
      "CO 2027-01-13",
      "IA 2027-01-01",
      "IA 2027-01-02",
      "ID 2026-12-01",
      "MI 2027-01-01",
      "UT 2027-01-01",
    ]);
    const idaho = ending.find((l) => l.state === "ID")!;
    const zcta = data.zctas.find((z) => z.state === "ID" && z.chamber === "lower" && z.geoid === idaho.geoid)!.zcta;
    const inDistrict = (i: StateDirectoryIndex) =>
      i
        .findByZip(zcta)!
        .lower.flatMap((d) => d.members.map((m) => m.id))
        .includes(idaho.id);
    expect(index.findById(idaho.id)?.name).toBe(idaho.name);
    expect(inDistrict(index)).toBe(true);
    expect(index.roleEndOf(idaho.id)).toBe("2026-12-01");
    // Checkout says so when a card mailed today would arrive on or after that day, as for Congress.
    expect(index.termEndsBeforeArrival(idaho.id)).toEqual({ termEnds: "2026-12-01", arrivesBy: "2026-12-04" });
    expect(index.termEndsBeforeArrival(ending.find((l) => l.state === "CO")!.id)).toBeNull();
    // From the end date on, they are neither offered nor found, and their seat-mates still are.
    const later = new StateDirectoryIndex(
      data.legislators,
      districtsOf(data.zctas),
      data.membersAsOf,
      () => new Date("2026-12-01T00:00:00Z"),
    );
    expect(later.findById(idaho.id)).toBeNull();
    expect(inDistrict(later)).toBe(false);
    expect(later.roleEndOf(idaho.id)).toBe("2026-12-01");
    expect(later.findByZip(zcta)!.lower.every((d) => d.members.length > 0)).toBe(true);
  });

  it("keeps a ZIP's answer as JSON, and makes it again when a role ends, or when the clock goes back past one", () => {
    const idaho = data.legislators.find((l) => l.state === "ID" && l.role_end)!;
    const zcta = data.zctas.find((z) => z.state === "ID" && z.chamber === "lower" && z.geoid === idaho.geoid)!.zcta;
    let now = new Date("2026-11-30T23:59:59Z");
    const moving = new StateDirectoryIndex(data.legislators, districtsOf(data.zctas), data.membersAsOf, () => now);
    const ids = () => moving.answerFor(zcta)!.text.includes(`"id":"${idaho.id}"`);
    // The same text as the answer itself, kept: asked again, the same object.
    expect(JSON.parse(moving.answerFor(zcta)!.text)).toEqual(moving.findByZip(zcta));
    expect(moving.answerFor(zcta)).toBe(moving.answerFor(zcta));
    expect(ids()).toBe(true);
    now = new Date("2026-12-01T00:00:00Z"); // the role's end: the kept answer is made again without them
    expect(ids()).toBe(false);
    expect(JSON.parse(moving.answerFor(zcta)!.text)).toEqual(moving.findByZip(zcta));
    now = new Date("2026-11-30T12:00:00Z"); // a clock set back (tests, a corrected clock): sitting again
    expect(ids()).toBe(true);
    expect(moving.answerFor("00000")).toBeNull();
    // An end that is no date is no end: the member sits, and the answer is still kept.
    const odd = data.legislators.map((l) => (l.id === idaho.id ? { ...l, role_end: "someday" } : l));
    const oddIndex = new StateDirectoryIndex(odd, districtsOf(data.zctas), data.membersAsOf, () => now);
    expect(oddIndex.answerFor(zcta)).toBe(oddIndex.answerFor(zcta));
    expect(oddIndex.answerFor(zcta)!.text).toContain(`"id":"${idaho.id}"`);
    expect(oddIndex.roleEndOf(idaho.id)).toBeNull();
  });

  it("answers a ZIP that is no ZCTA with its state and no candidate, and an unknown one with null", () => {
    expect(index.findByZip("00000")).toBeNull();
  });
});

describe("the district names' rule", () => {
  it("compares names across spellings", () => {
    expect(normaliseDistrict("First Essex and Middlesex")).toBe(normaliseDistrict("1st_essex_and_middlesex"));
    expect(normaliseDistrict("Barnstable, Dukes and Nantucket")).toBe("barnstable-dukes-and-nantucket");
    expect(normaliseDistrict("Hillsborough 11")).toBe(normaliseDistrict("hillsborough_11"));
  });

  it("reads an office's address", () => {
    expect(parseStateAddress("State Capitol Room 403, 120 4th St., Juneau, AK 99801")).toEqual({
      street: "State Capitol Room 403, 120 4th St.",
      city: "Juneau",
      state: "AK",
      zip: "99801",
    });
    expect(parseStateAddress("North Little Rock, AR")).toBeNull();
  });
});
