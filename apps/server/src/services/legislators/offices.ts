import type { MailingAddress } from "@civic/contracts/legislators";
import zipcodes from "zipcodes";
import type { DistrictOfficesTable, LegislatorsTable } from "../../db/schema";

/** A district (House) or state (Senate) office that can receive a card, and where it is. */
export interface HomeOffice {
  id: string;
  /** "Seattle district office", "Spokane state office". */
  label: string;
  address: MailingAddress;
  latitude: number;
  longitude: number;
}

/** "247" → "Suite 247"; "Suite 104", "2nd Floor", "Room 100" stay as written. */
const unitLine = (suite: string) => (/^[\d-]+[A-Za-z]?$|^[A-Za-z]$/.test(suite) ? `Suite ${suite}` : suite);

/** An office row as a mailing address; null when it lacks a street, city, state, ZIP or coordinates. */
export function homeOfficeOf(row: DistrictOfficesTable, chamber: LegislatorsTable["chamber"]): HomeOffice | null {
  const { address, city, state, zip, latitude, longitude } = row;
  if (!address || !city || !state || !zip || latitude == null || longitude == null) return null;
  const suite = row.suite?.trim();
  return {
    id: row.id,
    label: `${city} ${chamber === "senate" ? "state" : "district"} office`,
    address: { street: suite ? `${address.trim()}, ${unitLine(suite)}` : address.trim(), city, state, zip },
    latitude,
    longitude,
  };
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The office closest to the ZIP's centroid; null when the ZIP has no centroid or there is no office. */
export function nearestHomeOffice(offices: HomeOffice[], zipCode: string): HomeOffice | null {
  const centroid = zipcodes.lookup(zipCode.slice(0, 5));
  if (!centroid || offices.length === 0) return null;
  let best: HomeOffice | null = null;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const office of offices) {
    const km = distanceKm(centroid, office);
    if (km < bestKm) {
      best = office;
      bestKm = km;
    }
  }
  return best;
}
