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
 * Geocodio's forward geocoding with the `cd` field: each result carries `congressional_districts`
 * (the district the address is in first, with the share of the area, `proportion`).
 */
export function createGeocodio(options: { apiKey: string; baseUrl: string; timeoutMs?: number }): DistrictGeocoder {
  const base = options.baseUrl.replace(/\/$/, "");
  return {
    name: "geocodio",
    async districtOf(address) {
      const query = new URLSearchParams({ q: oneLine(address), fields: "cd", api_key: options.apiKey });
      const url = `${base}/v1.7/geocode?${query}`;
      const { results } = await getJson("Geocodio", url, answer, options.timeoutMs ?? GEOCODER_TIMEOUT_MS);
      const best = results[0];
      const districts = best?.fields?.congressional_districts ?? [];
      const district = [...districts].sort((a, b) => (b.proportion ?? 0) - (a.proportion ?? 0))[0];
      if (!best || !district) return null;
      return { state: best.address_components.state.toUpperCase(), district: seatNumber(district.district_number) };
    },
  };
}
