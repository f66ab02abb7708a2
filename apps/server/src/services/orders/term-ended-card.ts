import { formatDay } from "@civic/contracts/legislators";
import { format } from "date-fns/format";
import { isValid } from "date-fns/isValid";
import { es } from "date-fns/locale/es";
import { parse } from "date-fns/parse";

type Recipient = { title: string; name: string; type?: string };

const BEFORE_ORDERED = ", before this card was ordered from the mailing service.";
const GONE = " is no longer in our directory of sitting members of Congress.";
const GONE_FROM_STATEHOUSE = " is no longer in our list of the state legislature's sitting members.";

/** What ends each reason: the card is held for the sender's choice, or refunded and how. */
const HELD = " It has not been mailed: we're holding it until you choose.";
const REFUNDED_AS_CHOSEN = " It was not mailed, and it is refunded, as you chose.";
const REFUNDED_UNCHOSEN = " It was not mailed, and it is refunded, since no choice came in time.";
const REFUNDED_BY_US = " It was not mailed, and it is refunded.";

/**
 * Why a card was not ordered: its recipient's term had ended (`lastDay`, the directory's own day),
 * or they are no longer in the data at all (a refresh after a new Congress is sworn in drops whoever
 * left). Unlike a vendor's reason (kept in the logs) this is ours and true, so the sender reads it
 * as it is stored. The card is held until the sender chooses (docs/decisions/0110).
 */
export function heldCardReason(recipient: Recipient, lastDay: string | null): string {
  const why = lastDay
    ? `${recipient.title} ${recipient.name}'s term ended on ${formatDay(lastDay)}${BEFORE_ORDERED}`
    : `${recipient.title} ${recipient.name}${recipient.type === "state_legislator" ? GONE_FROM_STATEHOUSE : GONE}`;
  return `${why}${HELD}`;
}

/** Who ended a hold with a refund: the sender, the time to choose running out, or an operator. */
export type HeldCardRefundedBy = "sender" | "time" | "operator";

const REFUNDED: Record<HeldCardRefundedBy, string> = {
  sender: REFUNDED_AS_CHOSEN,
  time: REFUNDED_UNCHOSEN,
  operator: REFUNDED_BY_US,
};

/** A held card's reason once it is refunded, saying whose doing that was. */
export function refundedHeldCardReason(held: string, by: HeldCardRefundedBy): string {
  return `${held.endsWith(HELD) ? held.slice(0, -HELD.length) : held}${REFUNDED[by]}`;
}

/** Our own reasons a card was not ordered, which the sender may read as they are. */
export const isTermEndedCardError = (error: string | null): error is string =>
  Boolean(
    error &&
      (error.includes(BEFORE_ORDERED) || error.includes(GONE)) &&
      [HELD, ...Object.values(REFUNDED)].some((end) => error.endsWith(end)),
  );

/**
 * A held card's stored reason (written above, in English) as a Spanish email says it: the stored
 * sentence is ours, so its parts are read back from it; anything else gets a general sentence.
 */
export function heldCardReasonInSpanish(stored: string): string {
  const held = "No se ha enviado: la guardamos hasta que usted elija.";
  const why = stored.endsWith(HELD) ? stored.slice(0, -HELD.length) : "";
  const ended = why.endsWith(BEFORE_ORDERED) ? why.slice(0, -BEFORE_ORDERED.length).split("'s term ended on ") : [];
  const day = ended.length === 2 ? parse(ended[1] ?? "", "MMMM d, yyyy", new Date(0)) : null;
  if (day && isValid(day)) {
    const when = format(day, "d 'de' MMMM 'de' yyyy", { locale: es });
    return `El mandato de ${ended[0]} terminó el ${when}, antes de que pidiéramos esta postal al servicio de envío. ${held}`;
  }
  if (why.endsWith(GONE)) {
    return `${why.slice(0, -GONE.length)} ya no figura en nuestro directorio de miembros en ejercicio del Congreso. ${held}`;
  }
  if (why.endsWith(GONE_FROM_STATEHOUSE)) {
    return `${why.slice(0, -GONE_FROM_STATEHOUSE.length)} ya no figura en nuestra lista de miembros en ejercicio de la legislatura estatal. ${held}`;
  }
  return `Quien ocupaba este escaño ya no lo ocupa. ${held}`;
}
