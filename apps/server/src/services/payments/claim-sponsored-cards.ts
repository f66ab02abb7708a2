import { randomBytes } from "node:crypto";
import type { CardFrontId } from "@civic/contracts/card-fronts";
import { errorCodes } from "@civic/contracts/errors";
import { PRICE_CENTS } from "@civic/contracts/pricing";
import {
  type ClaimSponsoredCardsRequest,
  sponsorshipEndedMessage,
  sponsorshipHourFullMessage,
  sponsorshipUsedMessage,
} from "@civic/contracts/sponsorship";
import { AppError } from "../../core/app-error";
import type { Config } from "../../core/config";
import type { EmailTransport } from "../../providers/email";
import {
  type Campaigns,
  campaignMessageHash,
  claimCards,
  holdClaimFor,
  releaseStalledClaims,
  sponsorEmailHash,
} from "../campaigns";
import type { LegislatorDirectory, StateDirectory } from "../legislators";
import {
  createOrder,
  markPaid,
  queueFulfilment,
  recordCheckoutSession,
  sponsoredOrderToConfirm,
  unpaidSponsoredOrders,
} from "../orders";
import { assertCampaignRecipients } from "./campaign-recipients";
import { assertCardsFit, type MessageTooLong } from "./card-fits";
import type { PaymentDeps } from "./payment-events";
import { planOrder } from "./plan-order";
import { sponsoredClaimEmail } from "./sponsored-claim-email";

/**
 * Stands in for a checkout session id, so the return page, verify-payment and refunds find the
 * order; it is also the secret of the emailed link that confirms the claim.
 */
const SPONSORED_SESSION_PREFIX = "sponsored_";
const SPONSORED_SESSION_PATTERN = /^sponsored_[A-Za-z0-9_-]{24}$/;
/** The emailed link works this long; an order never confirmed lapses like any unpaid one. */
const CONFIRM_WITHIN_MS = 24 * 60 * 60 * 1000;
/**
 * Tries per address, on top of the function's limit per client: with one order per address, a
 * script draining a budget needs many addresses, and each is slowed here (docs/decisions/0049).
 */
const CLAIMS_PER_EMAIL = { points: 5, windowSeconds: 3600 };

export type SponsoredClaimDeps = Pick<PaymentDeps, "db" | "log" | "jobs" | "payments"> & {
  config: Config;
  legislators: LegislatorDirectory;
  stateLegislators: Pick<StateDirectory, "index" | "isLoaded">;
  campaigns: Campaigns;
  transport: EmailTransport;
  /** The fronts every configured mailing vendor prints, and their limits on a card's text. */
  printableFronts: readonly CardFrontId[];
  messageTooLong?: MessageTooLong;
  /** Where the emailed link points: the canonical site, never a request's host. */
  siteUrl: string;
  consumeRateLimit(name: string, limit: { points: number; windowSeconds: number }, key: string): Promise<void>;
};

/**
 * A sender of a sponsored campaign confirms without a payment form. Their order is stored unpaid
 * and a link is emailed to the address they gave; only its click (`confirmSponsoredClaim`) takes
 * the cards from the budget, so a script's made-up addresses claim nothing and the status link
 * reaches only the address's owner (docs/decisions/0075). A budget that cannot cover the cards now
 * is said at once, to pay instead.
 */
export async function claimSponsoredCards(
  deps: SponsoredClaimDeps,
  body: ClaimSponsoredCardsRequest,
  /** The sender's language (the web app's, read from the request): the order's emails use it. */
  language: "en" | "es" = "en",
) {
  const wantsSimulation = Boolean(body.simulateFailure) || (body.simulatedFailed ?? 0) > 0;
  if (wantsSimulation && !deps.payments.testMode) {
    throw AppError.badRequest("Simulated failures are only available in test mode.");
  }
  const campaign = await deps.campaigns.forOrder(body.campaign.slug);
  const { recipients, sendOption, amountCents, simulatedFailures } = planOrder(
    deps.legislators,
    deps.stateLegislators,
    body,
    wantsSimulation,
    language,
  );
  assertCampaignRecipients(deps.legislators, campaign, body.postcardData, recipients);
  // The front the preview showed; a browser that sent none gets its campaign's, as its preview did.
  const front = body.postcardData.front ?? campaign.cardFront;
  // Refused now, as a paid order is before payment, rather than by the vendor after the claim.
  assertCardsFit(deps, recipients, front);
  await deps.consumeRateLimit("claim-sponsored-cards:email", CLAIMS_PER_EMAIL, sponsorEmailHash(body.email));
  if (!(await deps.campaigns.sponsoredCardsLeft(campaign.id, recipients.length))) {
    return { status: "exhausted" as const, message: sponsorshipEndedMessage(sendOption) };
  }
  const sessionId = sponsoredSessionId();
  const order = await createOrder(deps.db, {
    campaign: {
      id: campaign.id,
      sharesWithOrganisation: body.campaign.shareWithOrganisation,
      messageHash: campaignMessageHash(body.postcardData.finalMessage),
    },
    sponsored: true,
    front,
    sendOption,
    amountCents,
    recipients,
    email: body.email,
    postcardData: body.postcardData,
    simulatedFailures,
    paymentProvider: deps.payments.name,
    language,
  });
  await recordCheckoutSession(deps.db, order.id, sessionId);
  // The page opens in the sender's language wherever the email is read (decision 0100's `?lang=`).
  const url = `${deps.siteUrl}/c/confirm${language === "en" ? "" : `?lang=${language}`}#${sessionId}`;
  try {
    await deps.transport.send(
      sponsoredClaimEmail(deps.config, body.email.trim(), campaign.organisation, url, language),
    );
  } catch (err) {
    deps.log.error({ err, orderId: order.id }, "sponsored claim email could not be sent");
    throw AppError.upstream("We could not send the email that confirms your postcards. Please try again.");
  }
  deps.log.info(
    { orderId: order.id, campaignId: campaign.id, cards: recipients.length },
    "sponsored order awaits its email's click",
  );
  return { status: "check_email" as const };
}

/**
 * The click in the emailed link: the cards are taken from the budget for this address (once per
 * mailbox per campaign, within the organiser's hourly cap, never more than are left), and the
 * order is paid and fulfilled like any paid order. A second click answers as the first did.
 */
export async function confirmSponsoredClaim(deps: SponsoredClaimDeps, token: string) {
  const order = SPONSORED_SESSION_PATTERN.test(token) ? await sponsoredOrderToConfirm(deps.db, token) : undefined;
  if (!order?.campaign_id || order.erased_at)
    throw AppError.notFound("This link is not valid. Please write your postcard again.");
  const campaignId = order.campaign_id;
  const emailHash = sponsorEmailHash(order.email);
  if (order.paid_at) return { status: "claimed" as const, orderId: order.id, organisation: order.organisation };
  if (order.status !== "pending_payment" || Date.now() - new Date(order.created_at).getTime() > CONFIRM_WITHIN_MS) {
    throw new AppError(409, errorCodes.confirmationExpired, "This link has expired. Please write your postcard again.");
  }
  const campaign = await deps.campaigns.forOrder(order.slug);
  const cards = { single: 1, double: 2, triple: 3 }[order.send_option];
  let claim = await claimCards(deps.db, { campaignId, emailHash, cards, orderId: order.id });
  // A double click: the claim the first click stored is this order's.
  if (claim.outcome === "used" && (await holdClaimFor(deps.db, { campaignId, emailHash, orderId: order.id }))) {
    claim = { outcome: "claimed", claimId: "" };
  }
  // The English sentence, and its facts for a page in another language.
  const facts = { organisation: campaign.organisation, priceCents: PRICE_CENTS[order.send_option] };
  if (claim.outcome === "exhausted")
    return { status: "exhausted" as const, message: sponsorshipEndedMessage(order.send_option), ...facts };
  if (claim.outcome === "hour_full") {
    deps.log.warn({ campaignId }, "a campaign's hourly cap of sponsored cards turned a sender away");
    return { status: "hour_full" as const, message: sponsorshipHourFullMessage(order.send_option), ...facts };
  }
  if (claim.outcome === "used") {
    return {
      status: "used" as const,
      message: sponsorshipUsedMessage(campaign.organisation, order.send_option),
      ...facts,
    };
  }
  await payFromBudget(deps, order.id, token);
  deps.log.info({ orderId: order.id, campaignId, cards }, "sponsored order placed");
  return { status: "claimed" as const, orderId: order.id, organisation: campaign.organisation };
}

const sponsoredSessionId = () => `${SPONSORED_SESSION_PREFIX}${randomBytes(18).toString("base64url")}`;

/** The order paid from the budget (its cards were claimed) and fulfilled like any paid order. */
async function payFromBudget(deps: Pick<PaymentDeps, "db" | "jobs">, orderId: string, sessionId: string) {
  await recordCheckoutSession(deps.db, orderId, sessionId);
  await markPaid(deps, { orderId, sessionId, paymentIntentId: null, source: "sponsored" });
  await queueFulfilment(deps.jobs, orderId);
}

/**
 * Sponsored claims a process stopped in the middle of: the claim (holding its order) and the
 * order's payment commit one after the other (above). Reconciliation finishes those older than
 * `cutoff`: a stored order whose claim holds its cards is paid and fulfilled, as the click would
 * have done (an order whose claim was released stays unpaid, and lapses); then a claim with no
 * order (stored before the click was asked for) gives its cards back. Returns how many it finished.
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
