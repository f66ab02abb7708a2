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

const answer = z.object({
  results: z.array(
    z.object({
      address_components: z.object({ state: z.string() }).loose(),
      fields: z
        .object({
          congressional_districts: z
            .array(
              z
                .object({
                  district_number: z.number().int(),
                  proportion: z.number().optional(),
                  congress_number: z.string().optional(),
                })
                .loose(),
            )
            .default([]),
        })
        .loose()
        .optional(),
    }),
  ),
});

/**
 * A `stateleg` district (Geocodio/docs source.html.md, "State Legislative Districts": `house` and
 * `senate` lists of `name`, `district_number` (a string), `ocd_id`,
 * `is_upcoming_state_legislative_district` and `proportion`, largest first; for Nebraska both
 * lists name the same district).
 */
const stateDistrict = z
  .object({
    district_number: z.union([z.string(), z.number()]).optional(),
    ocd_id: z.string().nullable().optional(),
    is_upcoming_state_legislative_district: z.boolean().optional(),
  })
  .loose();

const stateAnswer = z.object({
  results: z.array(
    z.object({
      fields: z
        .object({
          state_legislative_districts: z
            .object({ house: z.array(stateDistrict).default([]), senate: z.array(stateDistrict).default([]) })
            .optional(),
        })
        .loose()
        .optional(),
    }),
  ),
});

/** The districts of the plan in force (`stateleg`, not an upcoming one), as picks. */
const picks = (list: z.infer<typeof stateDistrict>[]) =>
  list
    .filter((d) => !d.is_upcoming_state_legislative_district)
    .map((d) => ({
      ...(d.ocd_id ? { ocdId: d.ocd_id } : {}),
      ...(d.district_number != null ? { number: String(d.district_number) } : {}),
    }));

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
 * Geocodio's forward geocoding with a congressional field. `cd` is whichever Congress Geocodio
 * calls current (the 119th until January 2027), so we ask for the Congress's own field, `cd119`
 * or `cd120` (the form clients use, e.g. `cd116` in bennylope/pygeocodio#14 and #21), and keep
 * only districts whose `congress_number` ("120th") is that Congress. Each result carries the
 * district the address is in first, with the share of the area, `proportion`.
 */
export function createGeocodio(options: { apiKey: string; baseUrl: string; timeoutMs?: number }): DistrictGeocoder {
  const base = options.baseUrl.replace(/\/$/, "");
  return {
    name: "geocodio",
    async districtOf(address, congress) {
      const query = new URLSearchParams({ q: oneLine(address), fields: `cd${congress}`, api_key: options.apiKey });
      const url = `${base}/${API_VERSION}/geocode?${query}`;
      const { results } = await getJson("Geocodio", url, answer, options.timeoutMs ?? GEOCODER_TIMEOUT_MS);
      const best = results[0];
      if (!best) return null;
      const all = best.fields?.congressional_districts ?? [];
      const ofCongress = all.filter((d) => d.congress_number === ordinal(congress));
      if (all.length > 0 && ofCongress.length === 0) {
        throw new GeocoderError(`Geocodio answered with another Congress's districts than the ${ordinal(congress)}.`);
      }
      const district = [...ofCongress].sort((a, b) => (b.proportion ?? 0) - (a.proportion ?? 0))[0];
      if (!district) return null;
      return { state: best.address_components.state.toUpperCase(), district: seatNumber(district.district_number) };
    },
    /** `fields=stateleg`: the districts in force at the address (an address gives one each, a ZIP several). */
    async stateDistrictsOf(address) {
      const query = new URLSearchParams({ q: oneLine(address), fields: "stateleg", api_key: options.apiKey });
      const url = `${base}/${API_VERSION}/geocode?${query}`;
      const { results } = await getJson("Geocodio", url, stateAnswer, options.timeoutMs ?? GEOCODER_TIMEOUT_MS);
      const best = results[0];
      if (!best) return null;
      const found = best.fields?.state_legislative_districts;
      if (!found) throw new GeocoderError("Geocodio answered without the state legislative districts asked for.");
      return { upper: picks(found.senate), lower: picks(found.house) };
    },
  };
}
