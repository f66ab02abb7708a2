import { z } from "zod";
import { type DistrictGeocoder, GEOCODER_TIMEOUT_MS, getJson, oneLine, seatNumber } from "./district-geocoder";

const answer = z.object({
  results: z.array(
    z.object({
      address_components: z.object({ state: z.string() }).loose(),
      fields: z
        .object({
          congressional_districts: z
            .array(z.object({ district_number: z.number().int(), proportion: z.number().optional() }).loose())
            .default([]),
        })
        .loose()
        .optional(),
    }),
  ),
});

/**
 * The API version in the path. v1.11 is the base the reference names (https://www.geocod.io/docs/,
 * "The base API url is `https://api.geocod.io/v1.11/`"; Geocodio/docs source.html.md, March 2026)
 * and the default of its libraries since 1.15.0 (2026-03-12, geocodio-library-node CHANGELOG).
 * Its geocode answer keeps `address_components.state`. Geocodio's node library 2.0.0 (2026-06-05)
 * moved to API v2, which renames `state` to `state_province`; older versions are kept 12 months
 * after their replacement, so v1.11 holds until mid-2027 (docs/decisions/0073).
 */
const API_VERSION = "v1.11";

/**
 * Geocodio's forward geocoding with the `cd` field: each result carries `congressional_districts`
 * (the district the address is in first, with the share of the area, `proportion`).
 */
export function createGeocodio(options: { apiKey: string; baseUrl: string; timeoutMs?: number }): DistrictGeocoder {
  const base = options.baseUrl.replace(/\/$/, "");
  return {
    name: "geocodio",
    async districtOf(address) {
      const query = new URLSearchParams({ q: oneLine(address), fields: "cd", api_key: options.apiKey });
      const url = `${base}/${API_VERSION}/geocode?${query}`;
      const { results } = await getJson("Geocodio", url, answer, options.timeoutMs ?? GEOCODER_TIMEOUT_MS);
      const best = results[0];
      const districts = best?.fields?.congressional_districts ?? [];
      const district = [...districts].sort((a, b) => (b.proportion ?? 0) - (a.proportion ?? 0))[0];
      if (!best || !district) return null;
      return { state: best.address_components.state.toUpperCase(), district: seatNumber(district.district_number) };
    },
  };
}
