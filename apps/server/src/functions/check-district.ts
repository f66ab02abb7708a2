import { checkDistrict } from "../services/legislators";
import { defineFunction } from "./define-function";

/** Step 5: is the street address in the chosen member's district? Only ever advice. */
export const checkDistrictFunction = defineFunction({
  name: "check-district",
  // Each call may reach a paid vendor.
  rateLimit: { points: 20, windowSeconds: 60 },
  async handle({ zipCode, representativeId, address }, { app, log }) {
    return checkDistrict(
      { index: app.services.legislators.index, geocoder: app.services.geocoder, log, now: app.clock.now() },
      {
        zipCode,
        representativeId,
        address: { street: address.streetAddress, city: address.city, state: address.state, zipCode: address.zipCode },
      },
    );
  },
});
