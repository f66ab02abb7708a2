import { z } from "zod";
import {
  type DistrictGeocoder,
  GEOCODER_TIMEOUT_MS,
  GeocoderError,
  getJson,
  oneLine,
  seatNumber,
} from "./district-geocoder";

/** A congressional district layer entry: its field is named by Congress (CD118, CD119, …). */
const districtEntry = z.record(z.string(), z.unknown());

const answer = z.object({
  result: z.object({
    addressMatches: z.array(
      z.object({
        addressComponents: z.object({ state: z.string() }).loose(),
        geographies: z.record(z.string(), z.array(districtEntry)),
      }),
    ),
  }),
});

/**
 * The U.S. Census Bureau Geocoder (no key): `geographies/onelineaddress` with the current
 * benchmark and vintage returns the matched address with its Census geographies, among them a
 * "<n>th Congressional Districts" layer whose `CD<n>` field is the district ("09"; "00" at large).
 */
export function createCensusGeocoder(options: { baseUrl: string; timeoutMs?: number }): DistrictGeocoder {
  const base = options.baseUrl.replace(/\/$/, "");
  return {
    name: "census",
    async districtOf(address) {
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
      const layer = Object.entries(match.geographies).find(([name]) => /Congressional Districts$/i.test(name))?.[1];
      const entry = layer?.[0];
      if (!entry) return null;
      const code = Object.entries(entry).find(([key]) => /^CD\d+$/.test(key))?.[1] ?? entry.BASENAME;
      const district = Number(code);
      if (typeof code !== "string" || !Number.isInteger(district)) {
        throw new GeocoderError("The Census geocoder answered without a district number.");
      }
      return { state: match.addressComponents.state.toUpperCase(), district: seatNumber(district) };
    },
  };
}
