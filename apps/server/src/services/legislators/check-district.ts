import type { CheckDistrictResponse } from "@civic/contracts/legislators";
import type { Logger } from "../../core/logger";
import type { DistrictGeocoder, StreetAddress } from "../../providers/geocoding";
import type { DirectoryIndex } from "./directory-index";

export interface CheckDistrictInput {
  zipCode: string;
  representativeId: string;
  address: StreetAddress;
}

/**
 * For a ZIP that spans districts, asks the geocoder which one the street address is in. Any
 * failure (timeout, 429, an answer we can't read, no match) leaves things as they are: "unchecked".
 */
export async function checkDistrict(
  deps: { index: DirectoryIndex; geocoder: DistrictGeocoder | null; log: Logger },
  input: CheckDistrictInput,
): Promise<CheckDistrictResponse> {
  const { index, geocoder, log } = deps;
  const found = index.findByZip(input.zipCode);
  const candidates = found?.representatives ?? [];
  if (!geocoder || !found?.exact || candidates.length < 2) return { status: "unchecked" };
  let seat: Awaited<ReturnType<DistrictGeocoder["districtOf"]>>;
  try {
    seat = await geocoder.districtOf(input.address);
  } catch (err) {
    log.warn({ geocoder: geocoder.name, reason: (err as Error).message }, "district check failed; nothing changes");
    return { status: "unchecked" };
  }
  const representative = seat && index.findBySeat(seat.state, seat.district);
  if (!seat || !representative || representative.vacant) return { status: "unchecked" };
  if (representative.id === input.representativeId) return { status: "matches" };
  const district = `${seat.state}-${seat.district === 0 ? "AL" : seat.district}`;
  return { status: "differs", district, representative };
}
