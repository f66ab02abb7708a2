import { findLegislatorsByZip } from "../services/legislators";
import { defineFunction } from "./define-function";

export const lookupLegislators = defineFunction({
  name: "lookup-legislators",
  accessLog: "errors",
  rateLimit: { points: 120, windowSeconds: 60, perProcess: true },
  async handle({ zipCode, includeSenatorsAndReps }, { app }) {
    const found = findLegislatorsByZip(app.services.legislators, zipCode);
    return includeSenatorsAndReps
      ? { representatives: found.representatives, senators: found.senators }
      : found.representatives;
  },
});
