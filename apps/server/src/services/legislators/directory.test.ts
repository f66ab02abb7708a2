import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { SNAPSHOT_DAY } from "../../../test/snapshot-day";
import { DirectoryIndex } from "./directory-index";
import { checkPlausible } from "./import-directory";
import { withoutMemberNames } from "./member-mentions";
import { distanceKm, nearestHomeOffice } from "./offices";
import { type DirectoryData, parseDcOffice, parseDirectory } from "./parse-sources";
import { BUNDLED_SNAPSHOT_DIR as dir } from "./read-sources";

let data: DirectoryData;
let index: DirectoryIndex;

beforeAll(() => {
  data = parseDirectory({
    legislators: fs.readFileSync(path.join(dir, "legislators-current.yaml"), "utf8"),
    offices: fs.readFileSync(path.join(dir, "legislators-district-offices.yaml"), "utf8"),
    zccd: fs.readFileSync(path.join(dir, "zccd.csv"), "utf8"),
  });
  // On the snapshot's day, when every member in it sat.
  index = new DirectoryIndex(data.legislators, data.zctas, data.offices, () => new Date(SNAPSHOT_DAY));
});

describe("the importer, on the real files", () => {
  it("gives every state two senators", () => {
    const states = new Set(data.legislators.filter((l) => l.chamber === "house").map((l) => l.state));
    for (const territory of ["DC", "PR", "GU", "VI", "AS", "MP"]) states.delete(territory);
    expect(states.size).toBe(50);
    for (const state of states) {
      expect(
        data.legislators.filter((l) => l.chamber === "senate" && l.state === state),
        state,
      ).toHaveLength(2);
    }
  });

  it("reaches every House seat in the data from at least one ZIP", () => {
    const unreachable = data.legislators
      .filter((l) => l.chamber === "house" && !["GU", "VI", "AS", "MP"].includes(l.state))
      .filter((l) => !data.zctas.some((z) => z.state === l.state && z.district === (l.district ?? 0)))
      .map((l) => `${l.state}-${l.district}`);
    expect(unreachable).toEqual([]);
  });

  it("labels at-large seats 'At Large' and delegates by territory", () => {
    const wyoming = index.findByZip("82001");
    expect(wyoming?.representatives).toHaveLength(1);
    expect(wyoming?.representatives[0]?.district).toBe("At Large");
    const dc = index.findByZip("20001");
    expect(dc?.representatives[0]).toMatchObject({ district: "District of Columbia", title: "Del." });
    expect(dc?.senators).toEqual([]);
  });

  it("reads every member's DC office into a mailing address", () => {
    const missing = data.legislators.filter((l) => !l.office_address || !l.office_zip).map((l) => l.bioguide_id);
    expect(missing.length).toBeLessThan(10);
    expect(parseDcOffice("511 HART SENATE OFFICE BUILDING WASHINGTON DC 20510")).toEqual({
      street: "511 Hart Senate Office Building",
      city: "Washington",
      state: "DC",
      zip: "20510",
    });
  });

  it("marks a seat without a sitting member as vacant", () => {
    const vacant = index
      .allSeats()
      .filter(
        (s) =>
          !data.legislators.some(
            (l) => l.chamber === "house" && l.state === s.state && (l.district ?? 0) === s.district,
          ),
      );
    expect(vacant.length).toBeGreaterThan(0);
    for (const seat of vacant) {
      const zip = [...Array(100000).keys()]
        .map((n) => String(n).padStart(5, "0"))
        .find((z) => index.findByZip(z)?.representatives.some((r) => r.id === `vacant-${seat.state}-${seat.district}`));
      expect(zip, `${seat.state}-${seat.district}`).toBeTruthy();
    }
  });
});

describe("ZIP lookups", () => {
  it("maps a ZCTA to its district, with the ZIP's city", () => {
    const found = index.findByZip("33301");
    expect(found?.exact).toBe(true);
    expect(found?.city).toBe("Fort Lauderdale");
    expect(found?.state).toBe("FL");
    expect(found?.senators).toHaveLength(2);
    expect(found?.representatives.length).toBeGreaterThanOrEqual(1);
  });

  it("offers the choice when a ZIP spans districts", () => {
    const split = data.zctas.find((z, i, all) => all[i + 1]?.zcta === z.zcta);
    const found = index.findByZip(split!.zcta);
    expect(found!.representatives.length).toBeGreaterThan(1);
  });

  it("gives a real USPS ZIP without a ZCTA its state's members", () => {
    // 20500 is the White House: a USPS ZIP with no ZCTA.
    const found = index.findByZip("20500");
    expect(found?.exact).toBe(false);
    expect(found?.state).toBe("DC");
    expect(found?.representatives.length).toBe(1);
  });

  it("returns null for a ZIP that does not exist", () => {
    expect(index.findByZip("00000")).toBeNull();
    expect(index.findByZip("99999")).toBeNull();
  });

  it("refuses an implausible refresh", () => {
    expect(checkPlausible(data, { legislators: 537, zctaRows: 42000 })).toBeNull();
    expect(
      checkPlausible({ ...data, legislators: data.legislators.slice(0, 300) }, { legislators: 537, zctaRows: 0 }),
    ).toMatch(/House members|senators/);
  });
});

describe("home offices", () => {
  it("keeps every office with its coordinates", () => {
    expect(data.offices.length).toBeGreaterThan(1200);
    expect(data.offices.filter((o) => o.latitude !== null && o.longitude !== null).length).toBeGreaterThan(1200);
    expect(data.offices.find((o) => o.id === "A000055-jasper")).toMatchObject({
      latitude: 33.83438,
      longitude: -87.274935,
    });
  });

  it("measures great-circle distance", () => {
    // Seattle to Spokane: about 370 km as the crow flies.
    const km = distanceKm({ latitude: 47.6062, longitude: -122.3321 }, { latitude: 47.6588, longitude: -117.426 });
    expect(km).toBeGreaterThan(360);
    expect(km).toBeLessThan(380);
  });

  it("picks the office closest to the sender's ZIP, for a House member and a senator", () => {
    expect(nearestHomeOffice(index.homeOfficesOf("J000298"), "98101")).toMatchObject({
      label: "Seattle district office",
      address: { city: "Seattle", state: "WA" },
    });
    const murray = index.homeOfficesOf("M001111");
    expect(nearestHomeOffice(murray, "98101")?.label).toBe("Seattle state office");
    expect(nearestHomeOffice(murray, "99201")?.label).toBe("Spokane state office");
    expect(nearestHomeOffice(murray, "98660")?.label).toBe("Vancouver state office");
    // Suites join the street line the way USPS reads it.
    expect(index.homeOfficesOf("A000055").find((o) => o.id === "A000055-jasper")?.address.street).toBe(
      "1710 Alabama Ave., Suite 247",
    );
  });

  it("has no home office for a member whose offices lack coordinates, nor for an unknown ZIP", () => {
    expect(index.homeOfficesOf("C001121")).toEqual([]);
    expect(nearestHomeOffice(index.homeOfficesOf("C001121"), "80012")).toBeNull();
    expect(nearestHomeOffice(index.homeOfficesOf("J000298"), "00000")).toBeNull();
  });
});

describe("members named in a text", () => {
  const ids = (text: string) => index.mentions.find(text).map((m) => m.ids);

  it("finds a title with a last name, or a full name, whatever the accents and case", () => {
    expect(ids("Rep. Jayapal, please act")).toEqual([["J000298"]]);
    expect(ids("Thank you, Senator Patty Murray.")).toEqual([["M001111"]]);
    expect(ids("pramila jayapal knows this")).toEqual([["J000298"]]);
    expect(ids("Congresswoman Velazquez and Rep. Nydia M. Velázquez")).toEqual([["V000081"], ["V000081"]]);
    expect(ids("Rep. Wasserman Schultz")).toEqual([[expect.stringMatching(/^W/)]]);
  });

  it("keeps a title to its chamber and leaves ordinary words alone", () => {
    // Two senators and a House member share some last names; "Senator" narrows it.
    const smiths = index.mentions.find("Senator Smith")[0]?.ids ?? [];
    expect(smiths.every((id) => data.legislators.find((l) => l.bioguide_id === id)?.chamber === "senate")).toBe(true);
    expect(ids("Prices rose. Young families left. King tides flood the Hill.")).toEqual([]);
  });

  it("takes a name out of an address, and drops a sentence that names someone otherwise", () => {
    const clean = (text: string) => withoutMemberNames(text, index.mentions);
    expect(clean("Rent is rising. Rep. Jayapal, please act on this.")).toBe("Rent is rising. Please act on this.");
    expect(clean("Please act on this, Senator Murray. Thanks!")).toBe("Please act on this. Thanks!");
    expect(clean("Rent is rising. I know Senator Murray cares. Please act.")).toBe("Rent is rising. Please act.");
    expect(clean("Nothing to change here.")).toBe("Nothing to change here.");
  });
});
