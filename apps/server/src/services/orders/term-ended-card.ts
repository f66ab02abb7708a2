import { formatDay } from "@civic/contracts/legislators";

const ENDING = ", before this card was ordered from the mailing service: it was not mailed, and it is refunded.";

/**
 * Why a card was not ordered: its recipient's term had ended. Unlike a vendor's reason (kept in the
 * logs), this is ours and true, so the sender reads it as it is stored.
 */
export function termEndedCardError(recipient: { title: string; name: string }, lastDay: string): string {
  return `${recipient.title} ${recipient.name}'s term ended on ${formatDay(lastDay)}${ENDING}`;
}

export const isTermEndedCardError = (error: string | null): error is string =>
  Boolean(error?.includes("'s term ended on ") && error.endsWith(ENDING));
