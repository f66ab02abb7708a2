import { formatDay } from "@civic/contracts/legislators";

const ENDING = ", before this card was ordered from the mailing service: it was not mailed, and it is refunded.";

/**
 * Why a card was not ordered: its recipient's term had ended. Unlike a vendor's reason (kept in the
 * logs), this is ours and true, so the sender reads it as it is stored.
 */
export function termEndedCardError(recipient: { title: string; name: string }, lastDay: string): string {
  return `${recipient.title} ${recipient.name}'s term ended on ${formatDay(lastDay)}${ENDING}`;
}

const GONE =
  " is no longer in our directory of sitting members of Congress, so this card was not mailed, and it is refunded.";

/**
 * Why a card was not ordered: its recipient left the data (a refresh after a new Congress is sworn
 * in drops the members who left), so no term of theirs runs now that we know of.
 */
export function leftDirectoryCardError(recipient: { title: string; name: string }): string {
  return `${recipient.title} ${recipient.name}${GONE}`;
}

/** Our own reasons a card was not ordered, which the sender may read as they are. */
export const isTermEndedCardError = (error: string | null): error is string =>
  Boolean(error && ((error.includes("'s term ended on ") && error.endsWith(ENDING)) || error.endsWith(GONE)));
