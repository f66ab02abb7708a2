import { findLegislatorsByZip } from "../services/legislators";
import { defineFunction } from "./define-function";

export const lookupSenators = defineFunction({
  name: "lookup-senators",
  accessLog: "errors",
  rateLimit: { points: 120, windowSeconds: 60, perProcess: true },
  async handle({ zipCode }, { app }) {
    return { senators: findLegislatorsByZip(app.services.legislators, zipCode).senators };
  },
});
