import { type Legislator, termEndedNotice } from "@civic/contracts/legislators";
import type { CreatePaymentRequest } from "@civic/contracts/payments";
import { recipientCount, type SendOption, sendOptionForCount } from "@civic/contracts/pricing";
import type { StateLegislator } from "@civic/contracts/state-legislators";
import { AppError } from "../../core/app-error";

/** A card's recipient from our own directories: a member of Congress, or of the sender's legislature. */
export type ResolvedRecipient =
  | { position: number; legislator: Legislator; stateMember?: undefined }
  | { position: number; legislator?: undefined; stateMember: StateLegislator };

type FindById = (id: string) => Legislator | null;

/**
 * The cards to mail, looked up by id in our own directory: names and addresses from the browser
 * are never used. Exactly the chosen legislators, representative first.
 */
export function resolveRecipients(
  postcardData: CreatePaymentRequest["postcardData"],
  sendOption: SendOption,
  findById: FindById,
  /** Cards to state legislators in the same order: then no member of Congress is needed. */
  stateCards = 0,
): { recipients: (ResolvedRecipient & { legislator: Legislator })[]; sendOption: SendOption } {
  const chosen = [
    ...(postcardData.representative ? [{ id: postcardData.representative.id, expected: "representative" }] : []),
    ...postcardData.senators.map((s) => ({ id: s.id, expected: "senator" })),
  ];
  if (chosen.length === 0 && stateCards === 0) throw AppError.badRequest("Pick at least one recipient.");
  if (new Set(chosen.map((c) => c.id)).size !== chosen.length) {
    throw AppError.badRequest("The same legislator was chosen twice. Choose your recipients again.");
  }
  if (chosen.length > 3) throw AppError.badRequest("Choose at most 3 recipients.");
  if (chosen.length > 0 && recipientCount(sendOption) !== chosen.length) {
    throw AppError.badRequest(
      `The "${sendOption}" option is for ${recipientCount(sendOption)} card(s), but ${chosen.length} recipient(s) were chosen. Choose your recipients again.`,
    );
  }
  const recipients = chosen.map(({ id, expected }, position) => {
    const legislator = findById(id);
    if (!legislator) {
      throw AppError.badRequest(
        id.startsWith("vacant-")
          ? "That House seat is vacant right now, so there is no one to mail. Choose your senators instead."
          : "We couldn't find one of the legislators you chose. Look up your ZIP code again and choose again.",
      );
    }
    if (legislator.termEnded) throw AppError.badRequest(`${termEndedNotice(legislator)} Choose another recipient.`);
    if (legislator.vacant) {
      throw AppError.badRequest("That seat is vacant right now, so there is no one to mail. Choose another recipient.");
    }
    if (legislator.type !== expected) {
      throw AppError.badRequest(
        `${legislator.title} ${legislator.name} is not a ${expected}. Choose your recipients again.`,
      );
    }
    return { position, legislator };
  });
  return { recipients, sendOption: sendOptionForCount(recipients.length) };
}
