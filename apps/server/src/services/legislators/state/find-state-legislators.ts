import { errorCodes } from "@civic/contracts/errors";
import { AppError } from "../../../core/app-error";
import type { StateDirectory } from "./state-directory";

/**
 * As findLegislatorsByZip: 503 while the directory loads, the invalid-ZIP 400 for a ZIP that doesn't
 * exist. The answer comes serialised (the index keeps each ZIP's), to be sent as it is.
 */
export function findStateLegislatorsByZip(directory: StateDirectory, zipCode: string) {
  if (!directory.isLoaded()) {
    throw new AppError(
      503,
      errorCodes.upstream,
      "The state legislator directory is loading. Please try again in a moment.",
    );
  }
  const found = directory.index.answerFor(zipCode);
  if (!found) throw new AppError(400, errorCodes.invalidZip, `We couldn't find the ZIP code ${zipCode}.`);
  return found;
}
