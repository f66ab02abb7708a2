import type { CardFrontId } from "@civic/contracts/card-fronts";
import type { CreatePaymentRequest } from "@civic/contracts/payments";
import { AppError } from "../../core/app-error";
import { CHECKOUT_SESSION_ID_TEMPLATE } from "../../providers/payments";
import { type Campaigns, campaignMessageHash } from "../campaigns";
import type { LegislatorDirectory, StateDirectory } from "../legislators";
import { createOrder, recordCheckoutSession } from "../orders";
import { assertCampaignRecipients } from "./campaign-recipients";
import { assertCardsFit, type MessageTooLong } from "./card-fits";
import type { PaymentDeps } from "./payment-events";
import { planOrder } from "./plan-order";

const PAYMENT_RETURN_PATH = "/payment-return";

/**
 * Stores the order with the server's own recipients and price, then opens a checkout session
 * for it. `siteUrl` is where the buyer returns (PUBLIC_URL, else the request's origin when its host is ours).
 */
export async function createPayment(
  deps: Pick<PaymentDeps, "db" | "log" | "payments"> & {
    legislators: LegislatorDirectory;
    stateLegislators: Pick<StateDirectory, "index" | "isLoaded">;
    campaigns: Campaigns;
    /** The fronts every configured mailing vendor prints (an order with another is refused). */
    printableFronts: readonly CardFrontId[];
    messageTooLong?: MessageTooLong;
  },
  body: CreatePaymentRequest,
  siteUrl: string,
  /** The sender's language (the web app's, read from the request): the order's emails use it. */
  language: "en" | "es" = "en",
) {
  const { payments, log } = deps;
  const wantsSimulation = Boolean(body.simulateFailure) || (body.simulatedFailed ?? 0) > 0;
  if (wantsSimulation && !payments.testMode) {
    throw AppError.badRequest("Simulated failures are only available in test mode.");
  }
  const { recipients, sendOption, amountCents, simulatedFailures } = planOrder(
    deps.legislators,
    deps.stateLegislators,
    body,
    wantsSimulation,
    language,
  );
  const { finalMessage } = body.postcardData;
  // A campaign's order: only while the campaign is live and not suspended.
  const inCampaign = body.campaign ? await deps.campaigns.forOrder(body.campaign.slug) : null;
  if (inCampaign) assertCampaignRecipients(deps.legislators, inCampaign, body.postcardData, recipients);
  const campaign =
    body.campaign && inCampaign
      ? {
          id: inCampaign.id,
          sharesWithOrganisation: body.campaign.shareWithOrganisation,
          messageHash: campaignMessageHash(finalMessage),
        }
      : undefined;
  // Refused now, before payment, rather than refused by the vendor and refunded after.
  const front = body.postcardData.front ?? inCampaign?.cardFront ?? undefined;
  assertCardsFit(deps, recipients, front);

  const order = await createOrder(deps.db, {
    campaign,
    // The front the preview showed; a browser that sent none gets its campaign's, as its preview did.
    front: front ?? null,
    sendOption,
    amountCents,
    recipients,
    email: body.email,
    postcardData: body.postcardData,
    simulatedFailures,
    paymentProvider: payments.name,
    language,
  });
  const spanish = language === "es";
  const cards = spanish
    ? recipients.length === 1
      ? "1 postal escrita a mano"
      : `${recipients.length} postales escritas a mano`
    : recipients.length === 1
      ? "1 handwritten postcard"
      : `${recipients.length} handwritten postcards`;
  const to = recipients.some((r) => r.stateMember)
    ? spanish
      ? "sus legisladores"
      : "your lawmakers"
    : spanish
      ? "el Congreso"
      : "Congress";
  // Stripe needs an absolute URL; the local checkout returns within the same site.
  const base = payments.name === "local" ? "" : siteUrl.replace(/\/$/, "");
  let session: { sessionId: string; clientSecret: string };
  try {
    session = await payments.createCheckoutSession({
      orderId: order.id,
      orderNumber: order.number,
      amountCents: order.amount_cents,
      currency: order.currency,
      email: body.email,
      description: spanish
        ? `${cards} para ${to} (pedido n.º ${order.number})`
        : `${cards} to ${to} (order #${order.number})`,
      returnUrl: `${base}${PAYMENT_RETURN_PATH}?session_id=${CHECKOUT_SESSION_ID_TEMPLATE}`,
      idempotencyKey: `checkout-session-${order.id}`,
      // Stripe's page in the sender's language; English orders leave it to the browser, as before.
      ...(spanish ? { locale: "es-419" as const } : {}),
    });
  } catch (err) {
    log.error({ err, orderId: order.id }, "checkout session could not be created");
    throw AppError.upstream("Payment failed. Please try again.");
  }
  await recordCheckoutSession(deps.db, order.id, session.sessionId);
  log.info(
    { orderId: order.id, number: order.number, cards: recipients.length, provider: payments.name, simulatedFailures },
    "order created",
  );
  return {
    client_secret: session.clientSecret,
    sessionId: session.sessionId,
    orderId: order.id,
    provider: payments.name,
    amountCents: order.amount_cents,
  };
}
