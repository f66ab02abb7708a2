import { findLegislatorsAnswerByZip } from "../services/legislators";
import { defineFunction } from "./define-function";

export const lookupLegislators = defineFunction({
  name: "lookup-legislators",
  accessLog: "errors",
  rateLimit: { points: 120, windowSeconds: 60, perProcess: true },
  async handle({ zipCode, includeSenatorsAndReps }, { app }) {
    return findLegislatorsAnswerByZip(app.services.legislators, zipCode, includeSenatorsAndReps);
  },
});
