import { z } from "zod";
import {
  type DistrictGeocoder,
  GEOCODER_TIMEOUT_MS,
  GeocoderError,
  getJson,
  oneLine,
  ordinal,
  seatNumber,
} from "./district-geocoder";

/**
 * Which vintage (of the `Public_AR_Current` benchmark) carries which Congress's map. The layer of
 * `Current_Current` follows the Census Bureau's newest map, which it published ahead of the
 * Congress it is for: in replies of 2026-09-28 it holds only "120th Congressional Districts"
 * (1100 Congress Ave, Austin: TX-10 there, TX-37 on the sitting 119th map), while `ACS2025_Current`
 * still holds "119th Congressional Districts". A Congress not listed here is not asked for.
 */
const CENSUS_VINTAGE_OF_CONGRESS: Readonly<Record<number, string>> = {
  119: "ACS2025_Current",
  120: "Current_Current",
};

/**
 * One entry of a congressional district layer. Its fields differ by vintage: the 120th layer of
 * `Current_Current` has a `CD120` field, the 119th layer of `ACS2025_Current` has none (and writes
 * an at-large seat's `BASENAME` as text: "Congressional District (at Large)"). `GEOID` is in both:
 * the state's FIPS code and the two-digit district ("4837"; "5600" at large; "1198" for DC's
 * delegate), so that is what is read.
 */
const districtEntry = z
  .object({
    GEOID: z.string().regex(/^\d{4}$/),
    CDSESSN: z.string().optional(),
  })
  .loose();

const answer = z.object({
  result: z.object({
    addressMatches: z.array(
      z.object({
        addressComponents: z.object({ state: z.string() }).loose(),
        geographies: z.record(z.string(), z.array(z.unknown())),
      }),
    ),
  }),
});

/**
 * An entry of a state legislative district layer ("2024 State Legislative Districts - Upper", the
 * year the plan's): `GEOID` is the state's FIPS code and the district's three-character code, as
 * in the Census relationship files our ZCTA table comes from ("50CHC", "06012").
 */
const stateDistrictEntry = z.object({ GEOID: z.string().regex(/^\d{2}[0-9A-Z-]{3}$/) }).loose();

/** The GEOIDs of a match's layer named "<year> State Legislative Districts - <Upper|Lower>". */
function stateLayer(geographies: Record<string, unknown[]>, chamber: "Upper" | "Lower") {
  const layer = Object.entries(geographies).find(([name]) =>
    new RegExp(`^\\d{4} State Legislative Districts - ${chamber}$`, "i").test(name),
  );
  return (layer?.[1] ?? []).flatMap((entry) => {
    const parsed = stateDistrictEntry.safeParse(entry);
    return parsed.success ? [{ geoid: parsed.data.GEOID }] : [];
  });
}

/**
 * The U.S. Census Bureau Geocoder (no key): `geographies/onelineaddress` returns the matched
 * address with its Census geographies, among them the "<n>th Congressional Districts" layer of the
 * vintage asked for. We ask for the vintage that carries the map of the Congress the caller names
 * and read only that Congress's layer: another Congress's map would name another member.
 */
export function createCensusGeocoder(options: { baseUrl: string; timeoutMs?: number }): DistrictGeocoder {
  const base = options.baseUrl.replace(/\/$/, "");
  return {
    name: "census",
    async districtOf(address, congress) {
      const vintage = CENSUS_VINTAGE_OF_CONGRESS[congress];
      if (!vintage)
        throw new GeocoderError(`The Census geocoder has no vintage we know of for the ${ordinal(congress)} Congress.`);
      const query = new URLSearchParams({
        address: oneLine(address),
        benchmark: "Public_AR_Current",
        vintage,
        format: "json",
      });
      const url = `${base}/geocoder/geographies/onelineaddress?${query}`;
      const { result } = await getJson("The Census geocoder", url, answer, options.timeoutMs ?? GEOCODER_TIMEOUT_MS);
      const match = result.addressMatches[0];
      if (!match) return null;
      const layerName = `${ordinal(congress)} Congressional Districts`;
      const layer = Object.entries(match.geographies).find(([name]) => name.toLowerCase() === layerName.toLowerCase());
      if (!layer) throw new GeocoderError(`The Census geocoder answered without the ${layerName} layer.`);
      // An address on no district (open water) has an empty layer: nothing matched.
      if (layer[1].length === 0) return null;
      const entry = districtEntry.safeParse(layer[1][0]);
      if (!entry.success) throw new GeocoderError("The Census geocoder answered without a district GEOID.");
      if (entry.data.CDSESSN && entry.data.CDSESSN !== String(congress)) {
        throw new GeocoderError(`The Census geocoder's ${layerName} layer is of the ${entry.data.CDSESSN}th Congress.`);
      }
      return {
        state: match.addressComponents.state.toUpperCase(),
        district: seatNumber(Number(entry.data.GEOID.slice(2))),
      };
    },
    /**
     * The current vintage's state legislative layers (the Census geocoder's documented
     * `geographies` reply: https://geocoding.geo.census.gov/geocoder/Geocoding_Services_API.html).
     * A GEOID of a plan newer than our ZCTA table's matches no candidate and settles nothing.
     */
    async stateDistrictsOf(address) {
      const query = new URLSearchParams({
        address: oneLine(address),
        benchmark: "Public_AR_Current",
        vintage: "Current_Current",
        format: "json",
      });
      const url = `${base}/geocoder/geographies/onelineaddress?${query}`;
      const { result } = await getJson("The Census geocoder", url, answer, options.timeoutMs ?? GEOCODER_TIMEOUT_MS);
      const match = result.addressMatches[0];
      if (!match) return null;
      return { upper: stateLayer(match.geographies, "Upper"), lower: stateLayer(match.geographies, "Lower") };
    },
  };
}
