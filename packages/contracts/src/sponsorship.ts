import { z } from "zod";
import { createPaymentRequest } from "./payments";
import { formatDollars, PRICE_CENTS, type SendOption } from "./pricing";
import { FUNDING_MAX_CARDS } from "./sponsorship-words";

export const hourlyCapSchema = z.object({
  cardsPerHour: z.number().int().min(1, "Allow at least 1 card an hour.").max(100_000).nullable(),
});

export const fundBudgetSchema = z.object({
  cards: z
    .number()
    .int()
    .min(1, "Prepay at least 1 card.")
    .max(FUNDING_MAX_CARDS, `Prepay at most ${FUNDING_MAX_CARDS} cards at once.`),
});

/** `claim-sponsored-cards`: the order as checkout builds it, confirmed without a payment form. */
export const claimSponsoredCardsRequest = createPaymentRequest.extend({
  campaign: z.object({
    slug: z.string().trim().toLowerCase().min(3).max(60),
    shareWithOrganisation: z.boolean().default(false),
  }),
});
export type ClaimSponsoredCardsRequest = z.infer<typeof claimSponsoredCardsRequest>;
/** A sponsored order waits for a click in an email sent to its address (or is refused at once). */
export const claimSponsoredCardsResponse = z.discriminatedUnion("status", [
  /** Stored; the link that sends it went to the address given, and only there. */
  z.object({ status: z.literal("check_email") }),
  /** No paid-for cards for this sender now (budget spent or paused): the paid path is offered. */
  z.object({ status: z.literal("exhausted"), message: z.string() }),
]);

/** `confirm-sponsored-claim`: the token from the emailed link. */
export const confirmSponsoredClaimRequest = z.object({ token: z.string().min(1).max(200) });
export const confirmSponsoredClaimResponse = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("claimed"),
    orderId: z.string(),
    /** The sender's private status page: answered only to whoever holds the emailed link. */
    statusPath: z.string(),
    organisation: z.string(),
  }),
  /**
   * No paid-for cards for this sender (budget spent, this hour's taken, or this address had its order).
   * `message` in English; its facts apart, so the page says it in the sender's language.
   */
  z.object({
    status: z.enum(["exhausted", "used", "hour_full"]),
    message: z.string(),
    organisation: z.string(),
    /** What the sender's cards cost if they pay for them. */
    priceCents: z.number().int(),
  }),
]);

/** What the organiser sees of a campaign's budget: counts and sums only. */
export interface CampaignBudget {
  remainingCards: number;
  paused: boolean;
  /** The organiser's cap on sponsored cards per hour, or null for none. */
  cardsPerHour: number | null;
  /** When a sender last found this hour's cards taken (the cap turning senders away), or null. */
  hourlyCapHitAt: string | null;
  closedAt: string | null;
  unusedCards: number | null;
  fundedCards: number;
  paidCents: number;
  refundedCents: number;
  spent: { orders: number; cards: number; house: number; senate: number; mailed: number; returned: number };
  fundings: {
    id: string;
    cards: number;
    amountCents: number;
    /** payment_mismatch: the provider took another amount or currency; never credited, refunded whole. */
    status: "pending" | "paid" | "failed" | "payment_mismatch";
    createdAt: string;
    paidAt: string | null;
    /**
     * Refunded through this prepayment, as the provider answered: its unused share, cards returned
     * after closing, or all of a mismatched one.
     */
    refundedCents: number;
    /** Owed through it and not refunded yet: being asked of the provider, or asked again after a refusal. */
    refundingCents: number;
  }[];
}

/** Said when the budget cannot cover this sender's cards; the paid path is offered at once. */
export const sponsorshipEndedMessage = (option: SendOption) =>
  `This campaign's paid-for postcards have all been claimed. You can still send yours for ${formatDollars(PRICE_CENTS[option])}.`;
export const sponsorshipHourFullMessage = (option: SendOption) =>
  `This hour's paid-for postcards have all been claimed. Try again in an hour, or send yours for ${formatDollars(PRICE_CENTS[option])}.`;
export const sponsorshipUsedMessage = (organisation: string, option: SendOption) =>
  `${organisation} has already paid for postcards sent with this email address. You can still send yours for ${formatDollars(PRICE_CENTS[option])}.`;
