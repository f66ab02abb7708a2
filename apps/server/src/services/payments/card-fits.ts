import type { CardFrontId } from "@civic/contracts/card-fronts";
import { errorCodes } from "@civic/contracts/errors";
import { unwritableCharacters, unwritableMessage } from "@civic/contracts/writable-text";
import { AppError } from "../../core/app-error";
import { assertPrintableFront } from "../mailing";
import type { planOrder } from "./plan-order";

/** A configured mailing vendor's refusal of a card's text as too long for its card (Handwrytten's `characters`). */
export type MessageTooLong = (card: { salutation: string; body: string; front?: string }) => {
  limit: number;
  length: number;
} | null;

/**
 * Refuses (400), before the order is stored, what a vendor would refuse after payment (paid or
 * sponsored): a front not every configured vendor prints, a character no vendor writes (an emoji,
 * another script: it would be printed as a box or refused), or a text too long for the card.
 */
export function assertCardsFit(
  deps: { printableFronts: readonly CardFrontId[]; messageTooLong?: MessageTooLong },
  recipients: ReturnType<typeof planOrder>["recipients"],
  front: CardFrontId | undefined,
) {
  assertPrintableFront(deps.printableFronts, front);
  for (const { card } of recipients) {
    const unwritable = unwritableCharacters(`${card.salutation}\n${card.body}\n${card.signOff}`);
    if (unwritable.length) throw AppError.badRequest(unwritableMessage(unwritable), errorCodes.unwritableCharacters);
    const tooLong = deps.messageTooLong?.({ ...card, front });
    if (tooLong) {
      throw AppError.badRequest(
        `Your message is too long for the card to ${card.recipient}: with its greeting it has ${tooLong.length} characters, and the card takes ${tooLong.limit}. Please shorten it by ${tooLong.length - tooLong.limit}.`,
      );
    }
  }
}
