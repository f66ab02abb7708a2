import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCensusGeocoder } from "../src/providers/geocoding/census-geocoder";
import { type DistrictGeocoder, GeocoderError } from "../src/providers/geocoding/district-geocoder";
import { createGeocodio } from "../src/providers/geocoding/geocodio";
import { type FakeServer, startFakeServer } from "./fakes/fake-vendors";
import { startTestRuntime, type TestRuntime } from "./harness";

const address = { street: "2200 Rainier Ave S", city: "Seattle", state: "WA", zipCode: "98144" };

/** The Census geocoder's documented `geographies/onelineaddress` answer (trimmed to what we read and some we don't). */
const censusMatch = (cd: string) => ({
  result: {
    input: {
      address: { address: "2200 Rainier Ave S, Seattle, WA 98144" },
      benchmark: { benchmarkName: "Public_AR_Current" },
    },
    addressMatches: [
      {
        matchedAddress: "2200 RAINIER AVE S, SEATTLE, WA, 98144",
        coordinates: { x: -122.3, y: 47.58 },
        addressComponents: { zip: "98144", streetName: "RAINIER", city: "SEATTLE", state: "WA" },
        geographies: {
          States: [{ STUSAB: "WA", STATE: "53", NAME: "Washington" }],
          "119th Congressional Districts": [
            {
              GEOID: `53${cd}`,
              STATE: "53",
              CD119: cd,
              BASENAME: String(Number(cd)),
              NAME: `Congressional District ${Number(cd)}`,
            },
          ],
        },
      },
    ],
  },
});

/**
 * Geocodio's `/v1.11/geocode?fields=cd` answer, in the reference's shape (Geocodio/docs
 * source.html.md: the geocode example, and the `cd` field's congressional_districts entry).
 */
const geocodioMatch = (district: number) => ({
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
            name: `Congressional District ${district}`,
            district_number: district,
            ocd_id: `ocd-division/country:us/state:wa/cd:${district}`,
            congress_number: "119th",
            congress_years: "2025-2027",
            proportion: 1,
            current_legislators: [],
          },
        ],
      },
    },
  ],
});

type Answer = { status?: number; json?: unknown; raw?: string; delayMs?: number };

function adapterSuite(
  name: string,
  create: (url: string) => DistrictGeocoder,
  answers: { match: Answer; atLarge: Answer; noMatch: Answer; wrongShape: Answer },
  expectRequest: (path: string) => void,
) {
  describe(`the ${name} adapter against a fake`, () => {
    let next: Answer = answers.match;
    let server: FakeServer;
    beforeAll(async () => {
      server = await startFakeServer(() => next);
    });
    afterAll(() => server?.close());
    const ask = (answer: Answer) => {
      next = answer;
      return create(server.url).districtOf(address);
    };

    it("reads the district of a matched address, and asks as documented", async () => {
      expect(await ask(answers.match)).toEqual({ state: "WA", district: 9 });
      expectRequest(server.requests.at(-1)!.path);
      expect(await ask(answers.atLarge)).toEqual({ state: "WA", district: 0 });
    });

    it("answers null when nothing matches", async () => {
      expect(await ask(answers.noMatch)).toBeNull();
    });

    it("fails plainly on 429, 5xx, malformed JSON, an unexpected shape, and after 3 s", async () => {
      await expect(ask({ status: 429, json: { error: "Too many requests" } })).rejects.toThrow(/HTTP 429/);
      await expect(ask({ status: 503 })).rejects.toThrow(GeocoderError);
      await expect(ask({ raw: "<html>oops" })).rejects.toThrow(/not JSON/);
      await expect(ask(answers.wrongShape)).rejects.toThrow(/unexpected shape/);
      await expect(ask({ ...answers.match, delayMs: 3_500 })).rejects.toThrow(/timed out/);
    });
  });
}

adapterSuite(
  "Census",
  (url) => createCensusGeocoder({ baseUrl: url }),
  {
    match: { json: censusMatch("09") },
    atLarge: { json: censusMatch("00") },
    noMatch: { json: { result: { input: {}, addressMatches: [] } } },
    wrongShape: { json: { result: { addressMatches: "none" } } },
  },
  (path) => {
    const url = new URL(path, "http://x");
    expect(url.pathname).toBe("/geocoder/geographies/onelineaddress");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      address: "2200 Rainier Ave S, Seattle, WA 98144",
      benchmark: "Public_AR_Current",
      vintage: "Current_Current",
      format: "json",
    });
  },
);

adapterSuite(
  "Geocodio",
  (url) => createGeocodio({ apiKey: "geo-key", baseUrl: url }),
  {
    match: { json: geocodioMatch(9) },
    atLarge: { json: geocodioMatch(0) },
    noMatch: { json: { input: {}, results: [] } },
    wrongShape: { json: { results: [{ fields: { congressional_districts: "9" } }] } },
  },
  (path) => {
    const url = new URL(path, "http://x");
    expect(url.pathname).toBe("/v1.11/geocode");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: "2200 Rainier Ave S, Seattle, WA 98144",
      fields: "cd",
      api_key: "geo-key",
    });
  },
);

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

  it("refuses a malformed request with a clear 400", async () => {
    const res = await rt.call("check-district", { ...body("98101"), zipCode: "981" });
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(/Enter a 5-digit ZIP code\./);
  });
});
