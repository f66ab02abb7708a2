export { createCensusGeocoder } from "./census-geocoder";
export type { DistrictGeocoder, StreetAddress } from "./district-geocoder";
export { createGeocodio } from "./geocodio";
