import { errorCodes } from "@civic/contracts/errors";
import type { CreatePaymentRequest } from "@civic/contracts/payments";
import type { StateLegislator } from "@civic/contracts/state-legislators";
import { AppError } from "../../core/app-error";
import type { StateDirectory } from "../legislators";

/**
 * The state legislators the sender chose, looked up by id in the state directory (names and
 * addresses from the browser are never used): each must sit today, have an office a card can be
 * mailed to, and be a member of one of the candidate districts of the sender's ZIP code. Positions
 * follow the Congress cards'.
 */
export function resolveStateRecipients(
  directory: Pick<StateDirectory, "index" | "isLoaded">,
  postcardData: Pick<CreatePaymentRequest["postcardData"], "stateLegislators" | "zipCode" | "userInfo">,
  firstPosition: number,
): { position: number; stateMember: StateLegislator }[] {
  const chosen = postcardData.stateLegislators ?? [];
  if (chosen.length === 0) return [];
  if (!directory.isLoaded()) {
    throw new AppError(
      503,
      errorCodes.upstream,
      "The state legislator directory is loading. Please try again in a moment.",
    );
  }
  if (new Set(chosen.map((c) => c.id)).size !== chosen.length) {
    throw AppError.badRequest("The same legislator was chosen twice. Choose your recipients again.");
  }
  // The ZIP code the lookup was asked for, else the return address's: its districts, every member.
  const zip = (postcardData.zipCode || postcardData.userInfo.zipCode).slice(0, 5);
  const found = directory.index.findByZip(zip);
  const candidates = new Set(
    [...(found?.upper ?? []), ...(found?.lower ?? [])].flatMap((d) => d.members.map((m) => m.id)),
  );
  return chosen.map(({ id }, i) => {
    const member = directory.index.findById(id);
    if (!member) {
      throw AppError.badRequest(
        "One of the state legislators you chose no longer sits in the legislature. Look up your ZIP code again and choose again.",
      );
    }
    if (!candidates.has(id)) {
      throw new AppError(
        409,
        errorCodes.notYourMembers,
        `${member.title} ${member.name} does not represent a district of ZIP code ${zip}. Choose among your own state legislators.`,
      );
    }
    if (!member.office) {
      throw AppError.badRequest(
        `We have no mailing address for ${member.title} ${member.name}'s office, so this card can't be sent. Choose another recipient.`,
      );
    }
    return { position: firstPosition + i, stateMember: member };
  });
}
