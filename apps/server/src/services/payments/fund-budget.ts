import { PER_CARD_CENTS } from "@civic/contracts/pricing";
import { AppError } from "../../core/app-error";
import { CHECKOUT_SESSION_ID_TEMPLATE } from "../../providers/payments";
import { type Campaigns, recordFunding, recordFundingSession } from "../campaigns";
import type { PaymentDeps } from "./payment-events";

/**
 * An organiser prepays `cards` sponsored cards at the single-card price: the prepayment is stored,
 * then a checkout session opened with the provider exactly as for a sender's order. Paying it adds
 * the cards to the budget (syncPayment, whoever reports it first). Returns to the campaign's page.
 */
export async function fundBudget(
  deps: Pick<PaymentDeps, "db" | "log" | "payments"> & { campaigns: Campaigns },
  input: { organiserId: string; organiserEmail: string; campaignId: string; cards: number },
  siteUrl: string,
) {
  const { payments } = deps;
  const campaign = await deps.campaigns.forFunding(input.organiserId, input.campaignId);
  const funding = await recordFunding(deps.db, {
    campaignId: campaign.id,
    cards: input.cards,
    amountCents: input.cards * PER_CARD_CENTS,
    paymentProvider: payments.name,
  });
  const base = payments.name === "local" ? "" : siteUrl.replace(/\/$/, "");
  let session: { sessionId: string; clientSecret: string };
  try {
    session = await payments.createCheckoutSession({
      // The provider's reference is the prepayment's id (orders and prepayments never share one).
      orderId: funding.id,
      orderNumber: 0,
      amountCents: funding.amount_cents,
      currency: funding.currency,
      email: input.organiserEmail,
      description: `${input.cards} sponsored postcard${input.cards === 1 ? "" : "s"} for ${campaign.name}`,
      returnUrl: `${base}/organize/${campaign.id}?funded=${CHECKOUT_SESSION_ID_TEMPLATE}`,
      idempotencyKey: `budget-funding-${funding.id}`,
    });
  } catch (err) {
    deps.log.error({ err, fundingId: funding.id }, "budget checkout session could not be created");
    throw AppError.upstream("Payment failed. Please try again.");
  }
  await recordFundingSession(deps.db, funding.id, session.sessionId);
  return {
    clientSecret: session.clientSecret,
    sessionId: session.sessionId,
    provider: payments.name,
    amountCents: funding.amount_cents,
  };
}
