import { errorCodes } from "@civic/contracts/errors";
import { AppError } from "../../core/app-error";
import type { LegislatorDirectory } from "./legislator-directory";

/** The spec's invalid-ZIP case: the web app shows "Hmm. That doesn't look like a valid zip code…". */
export function findLegislatorsByZip(directory: LegislatorDirectory, zipCode: string) {
  if (!directory.isLoaded()) {
    throw new AppError(
      503,
      errorCodes.upstream,
      "The representative directory is loading. Please try again in a moment.",
    );
  }
  const found = directory.index.findByZip(zipCode);
  if (!found) throw new AppError(400, errorCodes.invalidZip, `We couldn't find the ZIP code ${zipCode}.`);
  return found;
}
