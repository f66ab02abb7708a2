import type { CreatePaymentRequest } from "@civic/contracts/payments";
import type { Config } from "../../core/config";
import type { LocalCheckout, StripeCheckout } from "../../providers/payments";
import { type Campaigns, issueBudgetRefunds } from "../campaigns";
import type { LegislatorDirectory, StateDirectory } from "../legislators";
import type { MessageTooLong } from "./card-fits";
import { claimSponsoredCards, confirmSponsoredClaim, type SponsoredClaimDeps } from "./claim-sponsored-cards";
import { createPayment } from "./create-payment";
import { fundBudget } from "./fund-budget";
import { payLocalCheckout } from "./local-checkout-pay";
import { markPaymentFailed, type PaymentDeps, syncPayment } from "./payment-events";
import { refundPayment } from "./refund-payment";
import { refundUnusedBudget } from "./refund-unused-budget";
import { verifyStripeWebhook } from "./stripe-webhook";
import { verifyPayment } from "./verify-payment";

/** Payments: creating, confirming and refunding checkout sessions for orders. */
export function createPaymentsService(
  deps: PaymentDeps & {
    config: Config;
    legislators: LegislatorDirectory;
    stateLegislators: Pick<StateDirectory, "index" | "isLoaded">;
    campaigns: Campaigns;
    consumeRateLimit: SponsoredClaimDeps["consumeRateLimit"];
    printableFronts: SponsoredClaimDeps["printableFronts"];
    messageTooLong?: MessageTooLong;
    transport: SponsoredClaimDeps["transport"];
    siteUrl: string;
  },
  adapters: { local: LocalCheckout | null; stripe: StripeCheckout | null },
) {
  return {
    provider: deps.payments,
    create: (body: CreatePaymentRequest, siteUrl: string, language?: "en" | "es") =>
      createPayment(deps, body, siteUrl, language),
    /** A sender's order paid from a campaign's budget (no payment form). */
    claimSponsored: (body: Parameters<typeof claimSponsoredCards>[1], language?: "en" | "es") =>
      claimSponsoredCards(deps, body, language),
    /** The click in a sponsored sender's email: the cards claimed, the order paid. */
    confirmSponsored: (token: string) => confirmSponsoredClaim(deps, token),
    /** An organiser's prepayment of sponsored cards: a checkout session like a sender's. */
    fundBudget: (input: Parameters<typeof fundBudget>[1], siteUrl: string) => fundBudget(deps, input, siteUrl),
    /** A campaign closed: its unused budget refunded through the provider, once. */
    refundUnusedBudget: (campaignId: string) => refundUnusedBudget(deps, campaignId),
    /** The refunds a campaign's budget still owes its organiser, asked again (the refund-budget job). */
    issueBudgetRefunds: (campaignId: string, options?: { requeue?: boolean }) =>
      issueBudgetRefunds(deps, campaignId, options),
    verify: (sessionId: string, waitMs?: number) => verifyPayment(deps, sessionId, waitMs),
    refund: (input: { sessionId: string; amount?: number }) => refundPayment(deps, input),
    payLocal: (body: Parameters<typeof payLocalCheckout>[2]) => payLocalCheckout(deps, adapters.local, body),
    /** A provider event said a session completed (or its async payment succeeded). */
    sessionCompleted: (sessionId: string) => syncPayment(deps, sessionId),
    sessionFailed: (sessionId: string) => markPaymentFailed(deps, sessionId),
    /** A Stripe webhook delivery checked (configured, signed); the event to record. */
    verifyStripeWebhook: (rawBody: string, signature: string | undefined) =>
      verifyStripeWebhook(deps, adapters.stripe, rawBody, signature),
  };
}
/** The recipient rules a paid order follows, which the free "write it yourself" cards follow too. */
export { assertCampaignRecipients } from "./campaign-recipients";
export { finishStalledClaims } from "./claim-sponsored-cards";
export { type PaymentDeps, syncPayment } from "./payment-events";
export { refundUnusedBudget } from "./refund-unused-budget";
export { resolveStateRecipients } from "./resolve-state-recipients";
