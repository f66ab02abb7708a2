import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCensusGeocoder } from "../src/providers/geocoding/census-geocoder";
import { GeocoderError } from "../src/providers/geocoding/district-geocoder";
import { createGeocodio } from "../src/providers/geocoding/geocodio";
import { burlingtonAddress, censusStateFake, censusStateReply, geocodioStateReply } from "./fakes/fake-state-geocoders";
import { type FakeServer, startFakeServer } from "./fakes/fake-vendors";
import { startTestRuntime, type TestRuntime } from "./harness";

const address = { street: "149 Church St", city: "Burlington", state: "VT", zipCode: "05401" };
const body = {
  zipCode: "05401",
  address: { streetAddress: "149 Church St", city: "Burlington", state: "VT", zipCode: "05401" },
};
type Answer = { status?: number; json?: unknown; raw?: string };

describe("the geocoders' state legislative districts", () => {
  let handle: (req: { path: string }) => Answer = () => ({});
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer((req) => handle(req));
  });
  afterAll(() => server?.close());
  const lastQuery = () => Object.fromEntries(new URL(server.requests.at(-1)!.path, "http://x").searchParams);

  it("Census: reads the GEOID of each chamber's layer, of the current vintage", async () => {
    handle = censusStateFake(censusStateReply(burlingtonAddress));
    const census = createCensusGeocoder({ baseUrl: server.url });
    expect(await census.stateDistrictsOf(address)).toEqual({
      upper: [{ geoid: "50CHC" }],
      lower: [{ geoid: "50C15" }],
    });
    expect(lastQuery()).toMatchObject({ vintage: "Current_Current", benchmark: "Public_AR_Current", format: "json" });
    handle = () => ({ json: { result: { addressMatches: [] } } });
    expect(await census.stateDistrictsOf(address)).toBeNull();
    handle = () => ({ status: 429, json: {} });
    await expect(census.stateDistrictsOf(address)).rejects.toBeInstanceOf(GeocoderError);
  });

  it("Geocodio: asks for stateleg and keeps the districts in force, not upcoming ones", async () => {
    handle = () => ({
      json: geocodioStateReply({
        house: [
          {
            name: "Chittenden-15",
            number: "Chittenden-15",
            ocdId: "ocd-division/country:us/state:vt/sldl:chittenden-15",
          },
          {
            name: "Chittenden-9",
            number: "Chittenden-9",
            ocdId: "ocd-division/country:us/state:vt/sldl:chittenden-9",
            upcoming: true,
          },
        ],
        senate: [
          {
            name: "Chittenden Central",
            number: "Chittenden Central",
            ocdId: "ocd-division/country:us/state:vt/sldu:chittenden-central",
          },
        ],
      }),
    });
    const geocodio = createGeocodio({ apiKey: "key", baseUrl: server.url });
    const answer = await geocodio.stateDistrictsOf(address);
    expect(lastQuery()).toMatchObject({ fields: "stateleg", q: "149 Church St, Burlington, VT 05401" });
    expect(answer).toEqual({
      upper: [
        {
          ocdId: "ocd-division/country:us/state:vt/sldu:chittenden-central",
          number: "Chittenden Central",
        },
      ],
      lower: [{ ocdId: "ocd-division/country:us/state:vt/sldl:chittenden-15", number: "Chittenden-15" }],
    });
    // An answer without the field asked for is not read as "no district".
    handle = () => ({ json: { results: [{ fields: {} }] } });
    await expect(geocodio.stateDistrictsOf(address)).rejects.toBeInstanceOf(GeocoderError);
  });
});

describe("check-state-districts", () => {
  let census: FakeServer;
  let handle: (req: { path: string }) => Answer = censusStateFake(censusStateReply(burlingtonAddress));
  let rt: TestRuntime;
  beforeAll(async () => {
    census = await startFakeServer((req) => handle(req));
    rt = await startTestRuntime({ CENSUS_GEOCODER_URL: census.url });
  });
  afterAll(async () => {
    await rt?.stop();
    await census?.close();
  });

  it("settles Burlington's candidates with the street address", async () => {
    const { status, body: settled } = await rt.call("check-state-districts", body);
    expect(status).toBe(200);
    expect(settled).toEqual({ upper: "VT-upper-50CHC", lower: "VT-lower-50C15" });
  });

  it("leaves the choice to the sender when the geocoder fails or names a district of another plan", async () => {
    handle = () => ({ status: 503, json: {} });
    expect((await rt.call("check-state-districts", body)).body).toEqual({ upper: null, lower: null });
    handle = censusStateFake(
      censusStateReply({ ...burlingtonAddress, lower: { geoid: "50C99", name: "Chittenden-99 State House District" } }),
    );
    expect((await rt.call("check-state-districts", body)).body).toEqual({ upper: "VT-upper-50CHC", lower: null });
    handle = censusStateFake(censusStateReply(burlingtonAddress));
  });

  it("needs no geocoder where the ZIP gives one district a chamber", async () => {
    const before = census.requests.length;
    const lincoln = {
      ...body,
      zipCode: "68508",
      address: { ...body.address, city: "Lincoln", state: "NE", zipCode: "68508" },
    };
    const { body: settled } = await rt.call("check-state-districts", lincoln);
    const found = (await rt.call("lookup-state-legislators", { zipCode: "68508" })).body;
    if (found.upper.length === 1) {
      expect(settled.upper).toBe(found.upper[0]!.id);
      expect(census.requests.length).toBe(before);
    }
    expect(settled.lower).toBeNull();
  });
});
