import type { CreatePaymentRequest } from "@civic/contracts/payments";
import { planCard } from "../cards";
import type { LegislatorDirectory } from "../legislators";
import { resolveRecipients } from "../orders";

/**
 * The order as checkout showed it: the server's own recipients, each with its card planned the way
 * the preview was, so what was previewed is what is stored and written (paid or sponsored).
 */
export function planOrder(
  legislators: LegislatorDirectory,
  body: Pick<CreatePaymentRequest, "postcardData" | "sendOption" | "simulatedFailed">,
  wantsSimulation: boolean,
) {
  const { index } = legislators;
  const resolved = resolveRecipients(body.postcardData, body.sendOption, (id) => index.findById(id));
  const { finalMessage, userInfo, office } = body.postcardData;
  const recipients = resolved.recipients.map((r) => ({
    ...r,
    card: planCard(index, r.legislator, { message: finalMessage, sender: userInfo, office }),
  }));
  // site.md §4: simulate_failed gives the count (default 1), capped at the recipient total.
  const simulatedFailures = wantsSimulation ? Math.min(body.simulatedFailed ?? 1, recipients.length) : 0;
  return { recipients, sendOption: resolved.sendOption, simulatedFailures };
}
