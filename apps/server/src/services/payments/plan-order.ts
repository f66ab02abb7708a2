import type { CreatePaymentRequest } from "@civic/contracts/payments";
import { orderPriceCents } from "@civic/contracts/pricing";
import { planCard, planStateCard } from "../cards";
import type { LegislatorDirectory, StateDirectory } from "../legislators";
import { resolveRecipients } from "../orders";
import { resolveStateRecipients } from "./resolve-state-recipients";

/**
 * The order as checkout showed it: the server's own recipients, each with its card planned the way
 * the preview was, so what was previewed is what is stored and written (paid or sponsored).
 */
export function planOrder(
  legislators: LegislatorDirectory,
  stateLegislators: Pick<StateDirectory, "index" | "isLoaded">,
  body: Pick<CreatePaymentRequest, "postcardData" | "sendOption" | "simulatedFailed">,
  wantsSimulation: boolean,
  /** The sender's language: each card's greeting and sign-off are written in it (decision 0122). */
  language: "en" | "es" = "en",
) {
  const { index } = legislators;
  const stateCards = body.postcardData.stateLegislators?.length ?? 0;
  const resolved = resolveRecipients(body.postcardData, body.sendOption, (id) => index.findById(id), stateCards);
  const { finalMessage, userInfo, office } = body.postcardData;
  const input = { message: finalMessage, sender: userInfo, office, language };
  const recipients = [
    ...resolved.recipients.map((r) => ({ ...r, card: planCard(index, r.legislator, input) })),
    // After the cards to Congress; each to the office the state directory chose (decision 0090).
    ...resolveStateRecipients(stateLegislators, body.postcardData, resolved.recipients.length).map((r) => ({
      ...r,
      card: planStateCard(index, r.stateMember, input, stateLegislators.index.termEndsBeforeArrival(r.stateMember.id)),
    })),
  ];
  // site.md §4: simulate_failed gives the count (default 1), capped at the recipient total.
  const simulatedFailures = wantsSimulation ? Math.min(body.simulatedFailed ?? 1, recipients.length) : 0;
  // Decision 0120: the Congress bundle's price, plus $5 a card to a state legislator.
  const amountCents = orderPriceCents(resolved.recipients.length, recipients.length - resolved.recipients.length);
  return { recipients, sendOption: resolved.sendOption, amountCents, simulatedFailures };
}
