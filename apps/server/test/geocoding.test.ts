import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCensusGeocoder } from "../src/providers/geocoding/census-geocoder";
import { GeocoderError } from "../src/providers/geocoding/district-geocoder";
import { createGeocodio } from "../src/providers/geocoding/geocodio";
import { type FakeServer, startFakeServer } from "./fakes/fake-vendors";
import { startTestRuntime, type TestRuntime } from "./harness";
import { SNAPSHOT_DAY } from "./snapshot-day";

const address = { street: "2200 Rainier Ave S", city: "Seattle", state: "WA", zipCode: "98144" };

/**
 * A `geographies/onelineaddress` reply as the Census geocoder gives it (trimmed of layers we don't
 * read), for the vintage asked for. Its "<n>th Congressional Districts" entry differs by vintage:
 * `Current_Current` (the 120th map, since September 2026) has a `CD120` field; `ACS2025_Current`
 * (the 119th map) has none and writes an at-large seat's BASENAME as text. Both have GEOID.
 */
function censusReply(
  vintage: "Current_Current" | "ACS2025_Current",
  place: { state: string; fips: string; cd: string; matched: string },
) {
  const congress = vintage === "Current_Current" ? 120 : 119;
  const atLarge = place.cd === "00" || place.cd === "98";
  const entry = {
    OID: "279003894498721",
    STATE: place.fips,
    GEOID: `${place.fips}${place.cd}`,
    CDSESSN: String(congress),
    MTFCC: "G5200",
    FUNCSTAT: "N",
    LSADC: atLarge ? "C1" : "C2",
    BASENAME: atLarge ? "Congressional District (at Large)" : String(Number(place.cd)),
    NAME: atLarge ? "Congressional District (at Large)" : `Congressional District ${Number(place.cd)}`,
    AREALAND: 1_190_213_557,
    AREAWATER: 41_432_207,
    CENTLAT: "+30.2947543",
    CENTLON: "-097.7337432",
    INTPTLAT: "+30.2950093",
    INTPTLON: "-097.7377106",
    OBJECTID: 1209,
    ...(congress === 120 ? { CD120: place.cd } : {}),
  };
  return {
    result: {
      input: {
        address: { address: place.matched },
        vintage: {
          isDefault: vintage === "Current_Current",
          id: vintage === "Current_Current" ? "4" : "425",
          vintageName: vintage,
          vintageDescription:
            vintage === "Current_Current"
              ? "Current Vintage - Current Benchmark"
              : "ACS2025 Vintage - Current Benchmark",
        },
        benchmark: {
          isDefault: true,
          benchmarkDescription: "Public Address Ranges - Current Benchmark",
          id: "4",
          benchmarkName: "Public_AR_Current",
        },
      },
      addressMatches: [
        {
          tigerLine: { side: "L", tigerLineId: "63841223" },
          coordinates: { x: -97.74, y: 30.27 },
          addressComponents: {
            zip: "78701",
            streetName: "CONGRESS",
            preType: "",
            city: "AUSTIN",
            preDirection: "",
            suffixDirection: "",
            fromAddress: "1100",
            state: place.state,
            suffixType: "AVE",
            toAddress: "1198",
            suffixQualifier: "",
            preQualifier: "",
          },
          matchedAddress: place.matched,
          geographies: {
            States: [{ STUSAB: place.state, STATE: place.fips, GEOID: place.fips, MTFCC: "G4000" }],
            [`${congress}th Congressional Districts`]: [entry],
          } as Record<string, Record<string, unknown>[]>,
        },
      ],
    },
  };
}

const austin = { state: "TX", fips: "48", matched: "1100 CONGRESS AVE, AUSTIN, TX, 78701" };
const cheyenne = { state: "WY", fips: "56", cd: "00", matched: "200 W 24TH ST, CHEYENNE, WY, 82001" };

/** The Census fake answers as each vintage does: 1100 Congress Ave is TX-37 on the 119th map, TX-10 on the 120th. */
function censusFake(place: { state: string; fips: string; matched: string }, cd: { 119: string; 120: string }) {
  return (req: { path: string }): Answer => {
    const vintage = new URL(req.path, "http://x").searchParams.get("vintage");
    if (vintage === "ACS2025_Current") return { json: censusReply(vintage, { ...place, cd: cd[119] }) };
    if (vintage === "Current_Current") return { json: censusReply(vintage, { ...place, cd: cd[120] }) };
    // The real geocoder refuses a vintage it does not have for the benchmark.
    return { status: 400, json: { errors: ["Invalid vintage in request"], status: "400" } };
  };
}

/**
 * Geocodio's `/v1.11/geocode?fields=cd<n>` answer, in the reference's shape (Geocodio/docs
 * source.html.md: the geocode example, and the `cd` field's congressional_districts entry); each
 * district names its Congress.
 */
const geocodioMatch = (district: number, congress = 119) => ({
  input: {
    address_components: {
      number: "2200",
      street: "Rainier",
      suffix: "Ave",
      postdirectional: "S",
      formatted_street: "Rainier Ave S",
      city: "Seattle",
      state: "WA",
      zip: "98144",
      country: "US",
    },
    formatted_address: "2200 Rainier Ave S, Seattle, WA 98144",
  },
  results: [
    {
      address_components: {
        number: "2200",
        street: "Rainier",
        suffix: "Ave",
        postdirectional: "S",
        formatted_street: "Rainier Ave S",
        city: "Seattle",
        county: "King County",
        state: "WA",
        zip: "98144",
        country: "US",
      },
      address_lines: ["2200 Rainier Ave S", "", "Seattle, WA 98144"],
      formatted_address: "2200 Rainier Ave S, Seattle, WA 98144",
      location: { lat: 47.58, lng: -122.3 },
      accuracy: 1,
      accuracy_type: "rooftop",
      source: "King County",
      stable_address_key: "gcod_example",
      fields: {
        congressional_districts: [
          {
            name: district === 0 ? "Congressional District (at Large)" : `Congressional District ${district}`,
            district_number: district,
            ocd_id: "x",
            congress_number: `${congress}th`,
            congress_years: congress === 120 ? "2027-2029" : "2025-2027",
            proportion: 1,
            current_legislators: [],
          },
        ],
      },
    },
  ],
});

type Answer = { status?: number; json?: unknown; raw?: string; delayMs?: number };

describe("the Census adapter against a fake", () => {
  let handle: (req: { path: string }) => Answer = censusFake(austin, { 119: "37", 120: "10" });
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer((req) => handle(req));
  });
  afterAll(() => server?.close());
  const ask = (congress: number, answer?: Answer) => {
    if (answer) handle = () => answer;
    return createCensusGeocoder({ baseUrl: server.url }).districtOf(address, congress);
  };
  const lastQuery = () => Object.fromEntries(new URL(server.requests.at(-1)!.path, "http://x").searchParams);

  it("asks the vintage that carries the map of the Congress named, and reads the district from GEOID", async () => {
    handle = censusFake(austin, { 119: "37", 120: "10" });
    expect(await ask(119)).toEqual({ state: "TX", district: 37 });
    expect(new URL(server.requests.at(-1)!.path, "http://x").pathname).toBe("/geocoder/geographies/onelineaddress");
    expect(lastQuery()).toEqual({
      address: "2200 Rainier Ave S, Seattle, WA 98144",
      benchmark: "Public_AR_Current",
      vintage: "ACS2025_Current",
      format: "json",
    });
    expect(await ask(120)).toEqual({ state: "TX", district: 10 });
    expect(lastQuery()).toMatchObject({ vintage: "Current_Current" });
  });

  it("reads an at-large seat (BASENAME in words) and DC's delegate (98) as district 0, in both vintages", async () => {
    handle = censusFake(cheyenne, { 119: "00", 120: "00" });
    expect(await ask(119)).toEqual({ state: "WY", district: 0 });
    expect(await ask(120)).toEqual({ state: "WY", district: 0 });
    handle = censusFake(
      { state: "DC", fips: "11", matched: "1 X ST, WASHINGTON, DC, 20001" },
      { 119: "98", 120: "98" },
    );
    expect(await ask(119)).toEqual({ state: "DC", district: 0 });
  });

  it("never reads another Congress's layer, and asks nothing for a Congress it has no vintage for", async () => {
    // A reply that carries only the 120th map when the 119th was asked for (the old adapter's mistake).
    const only120 = censusReply("Current_Current", { ...austin, cd: "10" });
    await expect(ask(119, { json: only120 })).rejects.toThrow(/without the 119th Congressional Districts layer/);
    const mislabelled = censusReply("ACS2025_Current", { ...austin, cd: "37" });
    const layer = mislabelled.result.addressMatches[0]!.geographies["119th Congressional Districts"]!;
    layer[0]!.CDSESSN = "118";
    await expect(ask(119, { json: mislabelled })).rejects.toThrow(/of the 118th Congress/);
    const asked = server.requests.length;
    await expect(ask(121)).rejects.toThrow(/no vintage we know of for the 121st Congress/);
    expect(server.requests.length).toBe(asked);
  });

  it("answers null when nothing matches, or the address is on no district", async () => {
    expect(await ask(119, { json: { result: { input: {}, addressMatches: [] } } })).toBeNull();
    const water = censusReply("ACS2025_Current", { ...austin, cd: "37" });
    water.result.addressMatches[0]!.geographies["119th Congressional Districts"] = [];
    expect(await ask(119, { json: water })).toBeNull();
  });

  it("fails plainly on 400, 429, 5xx, malformed JSON, an unexpected shape, and after 3 s", async () => {
    handle = censusFake(austin, { 119: "37", 120: "10" });
    await expect(ask(119, { status: 400, json: { errors: ["Invalid vintage in request"] } })).rejects.toThrow(
      /HTTP 400/,
    );
    await expect(ask(119, { status: 429, json: { error: "Too many requests" } })).rejects.toThrow(/HTTP 429/);
    await expect(ask(119, { status: 503 })).rejects.toThrow(GeocoderError);
    await expect(ask(119, { raw: "<html>oops" })).rejects.toThrow(/not JSON/);
    await expect(ask(119, { json: { result: { addressMatches: "none" } } })).rejects.toThrow(/unexpected shape/);
    const noGeoid = censusReply("ACS2025_Current", { ...austin, cd: "37" });
    // A reply without GEOID, which we refuse to guess from.
    delete noGeoid.result.addressMatches[0]!.geographies["119th Congressional Districts"]![0]!.GEOID;
    await expect(ask(119, { json: noGeoid })).rejects.toThrow(/without a district GEOID/);
    await expect(
      ask(119, { json: censusReply("ACS2025_Current", { ...austin, cd: "37" }), delayMs: 3_500 }),
    ).rejects.toThrow(/timed out/);
  });
});

describe("the Geocodio adapter against a fake", () => {
  let next: Answer = { json: geocodioMatch(9) };
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer(() => next);
  });
  afterAll(() => server?.close());
  const ask = (answer: Answer, congress = 119) => {
    next = answer;
    return createGeocodio({ apiKey: "geo-key", baseUrl: server.url }).districtOf(address, congress);
  };

  it("asks for the named Congress's own field and reads its district", async () => {
    expect(await ask({ json: geocodioMatch(9) })).toEqual({ state: "WA", district: 9 });
    const url = new URL(server.requests.at(-1)!.path, "http://x");
    expect(url.pathname).toBe("/v1.11/geocode");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: "2200 Rainier Ave S, Seattle, WA 98144",
      fields: "cd119",
      api_key: "geo-key",
    });
    expect(await ask({ json: geocodioMatch(10, 120) }, 120)).toEqual({ state: "WA", district: 10 });
    expect(new URL(server.requests.at(-1)!.path, "http://x").searchParams.get("fields")).toBe("cd120");
    expect(await ask({ json: geocodioMatch(0) })).toEqual({ state: "WA", district: 0 });
  });

  it("refuses districts of another Congress than the one asked for", async () => {
    await expect(ask({ json: geocodioMatch(9, 119) }, 120)).rejects.toThrow(/another Congress/);
  });

  it("answers null when nothing matches", async () => {
    expect(await ask({ json: { input: {}, results: [] } })).toBeNull();
  });

  it("fails plainly on 429, 5xx, malformed JSON, an unexpected shape, and after 3 s", async () => {
    await expect(ask({ status: 429, json: { error: "Too many requests" } })).rejects.toThrow(/HTTP 429/);
    await expect(ask({ status: 503 })).rejects.toThrow(GeocoderError);
    await expect(ask({ raw: "<html>oops" })).rejects.toThrow(/not JSON/);
    await expect(ask({ json: { results: [{ fields: { congressional_districts: "9" } }] } })).rejects.toThrow(
      /unexpected shape/,
    );
    await expect(ask({ json: geocodioMatch(9), delayMs: 3_500 })).rejects.toThrow(/timed out/);
  });
});

/** A Seattle reply of the 119th map (the sitting one until 2027-01-03), for the district check. */
const censusMatch = (cd: string) =>
  censusReply("ACS2025_Current", { state: "WA", fips: "53", cd, matched: "2200 RAINIER AVE S, SEATTLE, WA, 98144" });

describe("check-district", () => {
  let rt: TestRuntime;
  let census: FakeServer;
  let next: Answer = { json: censusMatch("09") };
  beforeAll(async () => {
    census = await startFakeServer(() => next);
    rt = await startTestRuntime({ CENSUS_GEOCODER_URL: census.url });
  });
  afterAll(async () => {
    await rt?.stop();
    await census?.close();
  });
  const jayapal = "J000298";
  const body = (zipCode: string) => ({
    zipCode,
    representativeId: jayapal,
    address: { streetAddress: "2200 Rainier Ave S", city: "Seattle", state: "WA", zipCode },
  });

  it("names the member a split ZIP's street address is in, and changes nothing itself", async () => {
    next = { json: censusMatch("09") };
    const res = await rt.call("check-district", body("98101"));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "differs",
      district: "WA-9",
      representative: { name: "Adam Smith", title: "Rep." },
    });
    next = { json: censusMatch("07") };
    expect((await rt.call("check-district", body("98101"))).body).toEqual({ status: "matches" });
  });

  it("leaves everything as it is when the geocoder fails or the ZIP is not split", async () => {
    next = { status: 429 };
    expect((await rt.call("check-district", body("98101"))).body).toEqual({ status: "unchecked" });
    next = { raw: "{" };
    expect((await rt.call("check-district", body("98101"))).body).toEqual({ status: "unchecked" });
    const asked = census.requests.length;
    expect((await rt.call("check-district", { ...body("82001"), representativeId: "H001096" })).body).toEqual({
      status: "unchecked",
    });
    expect(census.requests.length).toBe(asked);
  });

  it("asks for the map of the Congress sitting when the card would arrive, by the directory's clock", async () => {
    const vintageAsked = () => new URL(census.requests.at(-1)!.path, "http://x").searchParams.get("vintage");
    try {
      next = { json: censusMatch("09") };
      rt.ctx.clock.set("2026-11-26T12:00:00-05:00");
      await rt.call("check-district", body("98101"));
      expect(vintageAsked()).toBe("ACS2025_Current");
      // Mailed on December 30, a card reaches even a home office after January 3: the 120th's map.
      rt.ctx.clock.set("2026-12-30T12:00:00-05:00");
      await rt.call("check-district", body("98101"));
      expect(vintageAsked()).toBe("Current_Current");
    } finally {
      rt.ctx.clock.set(SNAPSHOT_DAY);
    }
  });

  it("refuses a malformed request with a clear 400", async () => {
    const res = await rt.call("check-district", { ...body("98101"), zipCode: "981" });
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(/Enter a 5-digit ZIP code\./);
  });
});
