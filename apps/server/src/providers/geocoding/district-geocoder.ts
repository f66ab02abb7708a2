import type { z } from "zod";

/** A street address, as the sender gave it at step 4. */
export interface StreetAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/** A House seat: state and district number (0 at large, as in the directory). */
interface Seat {
  state: string;
  district: number;
}

/**
 * Address-level district lookup, for ZIPs that span districts and states whose map was redrawn.
 * `congress` names the map asked for (the Congress sitting when the card arrives): districts are
 * redrawn between Congresses, so the same address can be in another district of another Congress.
 * null: the vendor matched no address. Throws GeocoderError on a timeout, a refusal (429, 5xx), an
 * answer we can't read, or a vendor that has no map of that Congress.
 */
export interface DistrictGeocoder {
  readonly name: "census" | "geocodio";
  districtOf(address: StreetAddress, congress: number): Promise<Seat | null>;
  /**
   * The state legislative districts the address is in, as the vendor names them: the Census
   * Bureau's GEOID, or Geocodio's OCD id and district number. null: no address matched. Throws
   * GeocoderError as districtOf does.
   */
  stateDistrictsOf(address: StreetAddress): Promise<StateDistrictsAnswer | null>;
}

/** One district a vendor placed the address in: whichever of these it gives. */
interface StateDistrictPick {
  geoid?: string;
  ocdId?: string;
  number?: string;
}

interface StateDistrictsAnswer {
  upper: StateDistrictPick[];
  lower: StateDistrictPick[];
}

export class GeocoderError extends Error {}

/** Both vendors are asked for at most this long: the preview must not wait on them. */
export const GEOCODER_TIMEOUT_MS = 3_000;

/** Non-voting delegates sit in "district 98" at both vendors; the directory says 0. */
export const seatNumber = (n: number) => (n === 98 ? 0 : n);

/** GET a JSON answer within the time limit, validated by `schema`. */
export async function getJson<T>(vendor: string, url: string, schema: z.ZodType<T>, timeoutMs: number): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const why = err instanceof Error && err.name === "TimeoutError" ? "timed out" : "could not be reached";
    throw new GeocoderError(`${vendor} ${why}.`);
  }
  if (!res.ok) throw new GeocoderError(`${vendor} answered HTTP ${res.status}.`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new GeocoderError(`${vendor} answered with something that is not JSON.`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new GeocoderError(`${vendor} answered in an unexpected shape.`);
  return parsed.data;
}

/** 119 → "119th", 121 → "121st", 122 → "122nd": how both vendors name a Congress. */
export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

export const oneLine = (a: StreetAddress) => `${a.street}, ${a.city}, ${a.state} ${a.zipCode}`;
