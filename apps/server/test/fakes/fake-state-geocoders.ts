/**
 * Replies of the two geocoders' state legislative district lookups, in their documented shapes,
 * for the fakes of the tests and the browser specs.
 */

/**
 * A Census geocoder `geographies/onelineaddress` reply (vintage `Current_Current`) holding the two
 * state legislative layers, "<year> State Legislative Districts - Upper|Lower", each entry with the
 * GEOID (state FIPS + district code), the code (`SLDU`/`SLDL`), `NAME` and `BASENAME`. The real
 * geocoder refuses a vintage it doesn't have (400); so does a fake built from this.
 */
export function censusStateReply(place: {
  matched: string;
  state: string;
  upper: { geoid: string; name: string };
  lower: { geoid: string; name: string };
}) {
  const entry = (chamber: "SLDU" | "SLDL", d: { geoid: string; name: string }) => ({
    STATE: d.geoid.slice(0, 2),
    GEOID: d.geoid,
    [chamber]: d.geoid.slice(2),
    BASENAME: d.name,
    NAME: d.name,
    LSADC: chamber === "SLDU" ? "LU" : "LL",
    FUNCSTAT: "N",
    MTFCC: chamber === "SLDU" ? "G5210" : "G5220",
  });
  return {
    result: {
      input: {
        address: { address: place.matched },
        vintage: { isDefault: true, id: "4", vintageName: "Current_Current" },
        benchmark: { isDefault: true, id: "4", benchmarkName: "Public_AR_Current" },
      },
      addressMatches: [
        {
          matchedAddress: place.matched,
          coordinates: { x: -73.21, y: 44.48 },
          addressComponents: { state: place.state, zip: place.matched.slice(-5) },
          geographies: {
            States: [{ STUSAB: place.state, GEOID: place.upper.geoid.slice(0, 2) }],
            "2024 State Legislative Districts - Upper": [entry("SLDU", place.upper)],
            "2024 State Legislative Districts - Lower": [entry("SLDL", place.lower)],
          },
        },
      ],
    },
  };
}

/** A Census fake's handler: the reply for the current vintage, the real geocoder's 400 for another. */
export function censusStateFake(reply: ReturnType<typeof censusStateReply>) {
  return ({ path }: { path: string }) =>
    new URL(path, "http://x").searchParams.get("vintage") === "Current_Current"
      ? { json: reply }
      : { status: 400, json: { errors: ["Invalid vintage in request"], status: "400" } };
}

/** Burlington, VT: 05401 touches two senate and six house districts; this address is in one of each. */
export const burlingtonAddress = {
  matched: "149 CHURCH ST, BURLINGTON, VT, 05401",
  state: "VT",
  upper: { geoid: "50CHC", name: "Chittenden Central Senatorial District" },
  lower: { geoid: "50C15", name: "Chittenden-15 State House District" },
};

/**
 * Geocodio's `/v1.11/geocode?fields=stateleg` answer (Geocodio/docs source.html.md, "State
 * Legislative Districts": `house` and `senate` lists of name, district_number, ocd_id,
 * is_upcoming_state_legislative_district and proportion).
 */
export function geocodioStateReply(districts: {
  house: { name: string; number: string; ocdId: string; upcoming?: boolean }[];
  senate: { name: string; number: string; ocdId: string; upcoming?: boolean }[];
}) {
  const entry = (d: { name: string; number: string; ocdId: string; upcoming?: boolean }) => ({
    name: d.name,
    district_number: d.number,
    ocd_id: d.ocdId,
    is_upcoming_state_legislative_district: d.upcoming ?? false,
    proportion: 1,
  });
  return {
    input: { address_components: { city: "Burlington", state: "VT", zip: "05401", country: "US" } },
    results: [
      {
        address_components: { number: "149", street: "Church", city: "Burlington", state: "VT", zip: "05401" },
        formatted_address: "149 Church St, Burlington, VT 05401",
        location: { lat: 44.48, lng: -73.21 },
        accuracy: 1,
        accuracy_type: "rooftop",
        source: "Vermont",
        fields: {
          state_legislative_districts: { house: districts.house.map(entry), senate: districts.senate.map(entry) },
        },
      },
    ],
  };
}
