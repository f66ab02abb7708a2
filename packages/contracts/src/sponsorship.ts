import { z } from "zod";
import { createPaymentRequest } from "./payments";
import { formatDollars, PRICE_CENTS, type SendOption } from "./pricing";
import { FUNDING_MAX_CARDS } from "./sponsorship-words";

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
export const claimSponsoredCardsResponse = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("claimed"),
    orderId: z.string(),
    /** A stand-in for a checkout session id: the return page and verify-payment take it as one. */
    sessionId: z.string(),
    statusPath: z.string(),
    organisation: z.string(),
  }),
  /** No paid-for cards for this sender (budget spent, paused, or this address already had its order). */
  z.object({ status: z.enum(["exhausted", "used"]), message: z.string() }),
]);

/** What the organiser sees of a campaign's budget: counts and sums only. */
export interface CampaignBudget {
  remainingCards: number;
  paused: boolean;
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
export const sponsorshipUsedMessage = (organisation: string, option: SendOption) =>
  `${organisation} has already paid for postcards sent with this email address. You can still send yours for ${formatDollars(PRICE_CENTS[option])}.`;
