import type { CheckDistrictResponse } from "@civic/contracts/legislators";
import { expectedInMailboxBy } from "@civic/contracts/mailing-vendors";
import type { Logger } from "../../core/logger";
import type { DistrictGeocoder, StreetAddress } from "../../providers/geocoding";
import { congressSittingOn, noonEastern } from "./congress-calendar";
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
  deps: { index: DirectoryIndex; geocoder: DistrictGeocoder | null; log: Logger; now: Date },
  input: CheckDistrictInput,
): Promise<CheckDistrictResponse> {
  const { index, geocoder, log, now } = deps;
  const found = index.findByZip(input.zipCode);
  const candidates = found?.representatives ?? [];
  // A split ZIP, or any ZIP of a state whose map changed since the ZIP table's: the address settles it.
  if (!geocoder || !(found?.exact || found?.mapChangedFor) || candidates.length < 2) return { status: "unchecked" };
  // The map of the Congress that sits when a card mailed now would first arrive (at a home office):
  // a district of another Congress's map names another member.
  const arrives = noonEastern(expectedInMailboxBy(now, "home"));
  let seat: Awaited<ReturnType<DistrictGeocoder["districtOf"]>>;
  try {
    seat = await geocoder.districtOf(input.address, congressSittingOn(arrives));
  } catch (err) {
    log.warn({ geocoder: geocoder.name, reason: (err as Error).message }, "district check failed; nothing changes");
    return { status: "unchecked" };
  }
  const representative = seat && index.findBySeat(seat.state, seat.district);
  // A member whose term ends before the card arrives is not who that map's district will have.
  const leaves = representative && index.termEndOf(representative.id);
  if (!seat || !representative || representative.vacant || (leaves && leaves <= arrives))
    return { status: "unchecked" };
  if (representative.id === input.representativeId) return { status: "matches" };
  const district = `${seat.state}-${seat.district === 0 ? "AL" : seat.district}`;
  return { status: "differs", district, representative };
}
