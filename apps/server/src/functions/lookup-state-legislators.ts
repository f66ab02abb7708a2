import { findStateLegislatorsByZip } from "../services/legislators";
import { defineFunction } from "./define-function";

/** A ZIP's candidate state legislative districts, each with its sitting members (decision 0090). */
export const lookupStateLegislators = defineFunction({
  name: "lookup-state-legislators",
  accessLog: "errors",
  rateLimit: { points: 120, windowSeconds: 60, perProcess: true },
  async handle({ zipCode }, { app }) {
    return findStateLegislatorsByZip(app.services.stateLegislators, zipCode);
  },
});
