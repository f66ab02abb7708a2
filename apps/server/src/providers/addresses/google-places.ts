import type { AddressPrediction } from "@civic/contracts/addresses";
import zipcodes from "zipcodes";
import { z } from "zod";
import type { AddressAutocompleteProvider, AddressQuery } from "./address-autocomplete";

const TIMEOUT_MS = 4_000;
/** Places (New) caps a bias circle at 50 km; a ZIP's neighbours fit well inside. */
const BIAS_RADIUS_METERS = 30_000;

/** The parts of the Places Autocomplete (New) reply we read; anything else is ignored. */
const autocompleteReply = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string(),
            text: z.object({ text: z.string() }),
            structuredFormat: z.object({ mainText: z.object({ text: z.string() }) }).optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});

/**
 * Google Places Autocomplete (New): POST {base}/v1/places:autocomplete, US addresses only, biased
 * to the sender's ZIP, with the browser's session token. What that costs: a session "is then
 * terminated by a request to Place Details (New) or Address Validation that uses the session
 * token", and "incomplete sessions, meaning sessions that are not terminated by" one, are billed
 * per Autocomplete request (https://developers.google.com/maps/documentation/javascript/session-pricing,
 * https://developers.google.com/maps/documentation/places/web-service/place-session-tokens). We
 * never call Place Details: the sender's choice only fills the street field. So every
 * autocomplete request (one per pause in typing, debounced in the browser) is billed on its own,
 * at the per-request rate; the token changes nothing on the bill (docs/decisions/0073).
 */
export function createGooglePlacesProvider(options: { apiKey: string; baseUrl: string }): AddressAutocompleteProvider {
  return {
    kind: "google",
    async suggest({ input, zipCode, sessionToken }: AddressQuery): Promise<AddressPrediction[]> {
      const zip = zipCode ? zipcodes.lookup(zipCode) : undefined;
      const body = {
        input,
        includedRegionCodes: ["us"],
        includedPrimaryTypes: ["street_address", "premise", "subpremise"],
        ...(sessionToken ? { sessionToken } : {}),
        ...(zip
          ? {
              locationBias: {
                circle: { center: { latitude: zip.latitude, longitude: zip.longitude }, radius: BIAS_RADIUS_METERS },
              },
            }
          : {}),
      };
      const res = await fetch(new URL("/v1/places:autocomplete", options.baseUrl), {
        method: "POST",
        headers: { "content-type": "application/json", "x-goog-api-key": options.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`Places autocomplete answered ${res.status}`);
      const reply = autocompleteReply.parse(await res.json());
      return reply.suggestions.flatMap(({ placePrediction: p }) =>
        p
          ? [
              {
                description: p.text.text,
                place_id: p.placeId,
                structured_formatting: { main_text: p.structuredFormat?.mainText.text ?? p.text.text.split(",")[0]! },
              },
            ]
          : [],
      );
    },
  };
}
