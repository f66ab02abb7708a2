import { errorCodes } from "@civic/contracts/errors";
import { AppError } from "../../core/app-error";
import type { DirectoryIndex } from "./directory-index";
import type { LegislatorDirectory } from "./legislator-directory";

/** The spec's invalid-ZIP case: the web app shows "Hmm. That doesn't look like a valid zip code…". */
export function findLegislatorsByZip(directory: LegislatorDirectory, zipCode: string) {
  return found(zipCode, loadedIndex(directory).findByZip(zipCode));
}

/** `lookup-legislators`' answer, serialised (the index keeps each ZIP's), to be sent as it is. */
export function findLegislatorsAnswerByZip(directory: LegislatorDirectory, zipCode: string, withSenators: boolean) {
  return found(zipCode, loadedIndex(directory).answerFor(zipCode, withSenators));
}

function loadedIndex(directory: LegislatorDirectory): DirectoryIndex {
  if (!directory.isLoaded()) {
    throw new AppError(
      503,
      errorCodes.upstream,
      "The representative directory is loading. Please try again in a moment.",
    );
  }
  return directory.index;
}

function found<T>(zipCode: string, answer: T | null): T {
  if (!answer) throw new AppError(400, errorCodes.invalidZip, `We couldn't find the ZIP code ${zipCode}.`);
  return answer;
}
