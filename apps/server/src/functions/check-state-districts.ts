import { checkStateDistricts } from "../services/legislators";
import { defineFunction } from "./define-function";

/** Step 4's street address against the ZIP's candidate state districts (decision 0090). */
export const checkStateDistrictsFunction = defineFunction({
  name: "check-state-districts",
  // Each call may reach a paid vendor.
  rateLimit: { points: 20, windowSeconds: 60 },
  async handle({ zipCode, address }, { app, log }) {
    return checkStateDistricts(
      { index: app.services.stateLegislators.index, geocoder: app.services.geocoder, log },
      {
        zipCode,
        address: { street: address.streetAddress, city: address.city, state: address.state, zipCode: address.zipCode },
      },
    );
  },
});
