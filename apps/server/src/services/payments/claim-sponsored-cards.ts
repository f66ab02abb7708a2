import { randomBytes } from "node:crypto";
import {
  type ClaimSponsoredCardsRequest,
  sponsorshipEndedMessage,
  sponsorshipUsedMessage,
} from "@civic/contracts/sponsorship";
import { AppError } from "../../core/app-error";
import {
  attachClaimOrder,
  type Campaigns,
  campaignMessageHash,
  claimCards,
  holdClaimFor,
  releaseClaim,
  releaseStalledClaims,
  sponsorEmailHash,
} from "../campaigns";
import type { LegislatorDirectory } from "../legislators";
import { createOrder, markPaid, queueFulfilment, recordCheckoutSession, unpaidSponsoredOrders } from "../orders";
import type { PaymentDeps } from "./payment-events";
import { planOrder } from "./plan-order";

/** Stands in for a checkout session id, so the return page, verify-payment and refunds find the order. */
const SPONSORED_SESSION_PREFIX = "sponsored_";
/**
 * Tries per address, on top of the function's limit per client: with one order per address, a
 * script draining a budget needs many addresses, and each is slowed here (docs/decisions/0049).
 */
const CLAIMS_PER_EMAIL = { points: 5, windowSeconds: 3600 };

export type SponsoredClaimDeps = Pick<PaymentDeps, "db" | "log" | "jobs" | "payments"> & {
  legislators: LegislatorDirectory;
  campaigns: Campaigns;
  consumeRateLimit(name: string, limit: { points: number; windowSeconds: number }, key: string): Promise<void>;
};

/**
 * A sender of a sponsored campaign confirms without a payment form: their cards are taken from the
 * budget (at most one order per address per campaign, never more cards than are left), then the
 * order is stored and paid, and fulfilled like any paid order. When the budget cannot cover them,
 * nothing is stored and the sender is told plainly, to pay instead.
 */
export async function claimSponsoredCards(deps: SponsoredClaimDeps, body: ClaimSponsoredCardsRequest) {
  const wantsSimulation = Boolean(body.simulateFailure) || (body.simulatedFailed ?? 0) > 0;
  if (wantsSimulation && !deps.payments.testMode) {
    throw AppError.badRequest("Simulated failures are only available in test mode.");
  }
  const campaign = await deps.campaigns.forOrder(body.campaign.slug);
  const { recipients, sendOption, simulatedFailures } = planOrder(deps.legislators, body, wantsSimulation);
  const emailHash = sponsorEmailHash(body.email);
  await deps.consumeRateLimit("claim-sponsored-cards:email", CLAIMS_PER_EMAIL, emailHash);
  const claim = await claimCards(deps.db, {
    campaignId: campaign.id,
    emailHash,
    cards: recipients.length,
  });
  if (claim.outcome === "exhausted")
    return { status: "exhausted" as const, message: sponsorshipEndedMessage(sendOption) };
  if (claim.outcome === "used") {
    return { status: "used" as const, message: sponsorshipUsedMessage(campaign.organisation, sendOption) };
  }
  let order: Awaited<ReturnType<typeof createOrder>>;
  const sessionId = sponsoredSessionId();
  try {
    order = await createOrder(deps.db, {
      campaign: {
        id: campaign.id,
        sharesWithOrganisation: body.campaign.shareWithOrganisation,
        messageHash: campaignMessageHash(body.postcardData.finalMessage),
      },
      sponsored: true,
      // The front the preview showed; a browser that sent none gets its campaign's, as its preview did.
      front: body.postcardData.front ?? campaign.cardFront ?? null,
      sendOption,
      recipients,
      email: body.email,
      postcardData: body.postcardData,
      simulatedFailures,
      paymentProvider: deps.payments.name,
    });
    await attachClaimOrder(deps.db, claim.claimId, order.id);
  } catch (err) {
    await releaseClaim(deps.db, claim.claimId);
    throw err;
  }
  await payFromBudget(deps, order.id, sessionId);
  deps.log.info({ orderId: order.id, campaignId: campaign.id, cards: recipients.length }, "sponsored order placed");
  return { status: "claimed" as const, orderId: order.id, sessionId, organisation: campaign.organisation };
}

const sponsoredSessionId = () => `${SPONSORED_SESSION_PREFIX}${randomBytes(18).toString("base64url")}`;

/** The order paid from the budget (its cards were claimed) and fulfilled like any paid order. */
async function payFromBudget(deps: Pick<PaymentDeps, "db" | "jobs">, orderId: string, sessionId: string) {
  await recordCheckoutSession(deps.db, orderId, sessionId);
  await markPaid(deps, { orderId, sessionId, paymentIntentId: null, source: "sponsored" });
  await queueFulfilment(deps.jobs, orderId);
}

/**
 * Sponsored claims a process stopped in the middle of: the claim, its order and the order's
 * payment commit one after another (above). Reconciliation finishes those older than `cutoff`: a
 * stored order whose claim holds its cards is paid and fulfilled, as the request would have done
 * (an order whose claim was released stays unpaid, and lapses); then a claim with no order gives
 * its cards back. Returns how many it finished.
 */
export async function finishStalledClaims(deps: Pick<PaymentDeps, "db" | "jobs">, cutoff: Date, limit: number) {
  const orders = await unpaidSponsoredOrders(deps.db, cutoff, limit);
  let finished = 0;
  for (const order of orders) {
    if (!order.campaign_id) continue;
    const held = await holdClaimFor(deps.db, {
      campaignId: order.campaign_id,
      emailHash: sponsorEmailHash(order.email),
      orderId: order.id,
    });
    if (!held) continue;
    await payFromBudget(deps, order.id, order.payment_session_id ?? sponsoredSessionId());
    finished++;
  }
  return finished + (await releaseStalledClaims(deps.db, cutoff, limit));
}
