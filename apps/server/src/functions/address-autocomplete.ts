import { suggestAddresses } from "../services/addresses";
import { defineFunction } from "./define-function";

export const addressAutocomplete = defineFunction({
  name: "address-autocomplete",
  // One call per pause in typing; generous for a person, a ceiling for a script on our Places bill.
  rateLimit: { points: 120, windowSeconds: 60 },
  async handle({ input, zipCode, sessionToken }, { app, log }) {
    return suggestAddresses(app.services.addresses, { input, zipCode, sessionToken }, log);
  },
});
