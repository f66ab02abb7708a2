import { type CardFrontId, cardFrontParks } from "@civic/contracts/card-fronts";
import { errorCodes } from "@civic/contracts/errors";
import { AppError } from "../../core/app-error";

/** Refuses (400) a front the configured vendors cannot all print (`printableFronts`). */
export function assertPrintableFront(printable: readonly CardFrontId[], front: CardFrontId | null | undefined) {
  if (!front || printable.includes(front)) return;
  throw AppError.badRequest(
    `Our print shop cannot print the ${cardFrontParks[front]} front. Please choose one of: ${printable.map((f) => cardFrontParks[f]).join(", ")}.`,
    errorCodes.frontNotPrintable,
  );
}
