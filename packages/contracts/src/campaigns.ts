import { z } from "zod";
import { US_STATES } from "./address-parsing";
import type { CampaignLanguage } from "./campaign-page";
import { cardFrontIds } from "./card-fronts";
import { MESSAGE_MAX_LENGTH } from "./limits";

export const CAMPAIGN_ASK_MAX_LENGTH = 600;
export const CAMPAIGN_TALKING_POINTS_MAX = 5;
export const CAMPAIGN_TALKING_POINT_MAX_LENGTH = 200;
export const CAMPAIGN_SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Links no campaign may take: our own pages' names and words that would pass a campaign off as the
 * site's own (/c/confirm is the sponsored senders' emailed link).
 */
const RESERVED_SLUGS = new Set([
  "admin",
  "api",
  "c",
  "confirm",
  "embed",
  "official",
  "organize",
  "organise",
  "support",
  "help",
  "staff",
  "security",
  "login",
  "signin",
  "sign-in",
  "www",
  "assets",
  "static",
  "orders",
  "payment",
  "refund",
]);
export const isReservedSlug = (slug: string) =>
  RESERVED_SLUGS.has(slug) || /(^|-)(civic-?postcards?|civicpostcard)(-|$)/.test(slug);

/**
 * The 50 states, whose legislatures the state directory holds (not DC's council, the territories'
 * legislatures or the military "states" of an address).
 */
export const STATEHOUSE_STATES = Object.keys(US_STATES).filter(
  (code) => !["DC", "AS", "GU", "MP", "PR", "VI", "AA", "AE", "AP"].includes(code),
);

/** Congress's chambers, or a statehouse: its legislators (decision 0125). */
export const campaignChambers = ["house", "senate", "both", "statehouse"] as const;
export type CampaignChamber = (typeof campaignChambers)[number];
export const campaignStates = ["draft", "live", "closed"] as const;
export type CampaignState = (typeof campaignStates)[number];

const campaignFields = z.object({
  name: z.string().trim().min(1, "Give the campaign a name.").max(120, "Keep the name to 120 characters."),
  organisation: z
    .string()
    .trim()
    .min(1, "Say which organisation runs the campaign.")
    .max(120, "Keep the organisation's name to 120 characters."),
  ask: z
    .string()
    .trim()
    .min(1, "Write the ask senders will read.")
    .max(CAMPAIGN_ASK_MAX_LENGTH, `Keep the ask to ${CAMPAIGN_ASK_MAX_LENGTH} characters.`),
  talkingPoints: z
    .array(
      z
        .string()
        .trim()
        .min(1, "A talking point cannot be empty.")
        .max(
          CAMPAIGN_TALKING_POINT_MAX_LENGTH,
          `Keep each talking point to ${CAMPAIGN_TALKING_POINT_MAX_LENGTH} characters.`,
        ),
    )
    .max(CAMPAIGN_TALKING_POINTS_MAX, `At most ${CAMPAIGN_TALKING_POINTS_MAX} talking points.`),
  chamber: z.enum(campaignChambers),
  /**
   * A statehouse campaign's one state (its two-letter code), or null: every sender's own state.
   * Left out, null; a Congress campaign names none.
   */
  targetState: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => STATEHOUSE_STATES.includes(code), "Choose one of the 50 states.")
    .nullable()
    .default(null),
  goal: z.number().int().min(1, "A goal is at least 1 card.").max(1_000_000).nullable(),
  // Bounded, so a year 0 or 9999 never reaches PostgreSQL's date arithmetic.
  endsOn: z.iso
    .date("Give the end date as YYYY-MM-DD.")
    .refine((d) => d >= "2020-01-01" && d <= "2099-12-31", "Give an end date between 2020 and 2099.")
    .nullable(),
  cardFront: z.enum(cardFrontIds),
  // The language its page, talking points and senders' wizard speak (decision 0123); English when left out.
  language: z.enum(["en", "es"] satisfies CampaignLanguage[], "Choose English or Spanish.").default("en"),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(3, "The link's name needs at least 3 characters.")
    .max(60, "Keep the link's name to 60 characters.")
    .regex(CAMPAIGN_SLUG_RE, "Use lower-case letters, digits and single hyphens in the link's name.")
    .refine((slug) => !isReservedSlug(slug), "That link's name is reserved: choose another."),
});

/**
 * What an organiser writes: the same schema for a new campaign and an edit. A state is a statehouse
 * campaign's only: a House campaign "for Vermont" would promise what its cards never check.
 */
export const campaignInputSchema = campaignFields.refine((c) => c.targetState === null || c.chamber === "statehouse", {
  path: ["targetState"],
  message: "Only a campaign to a state legislature names a state.",
});
export type CampaignInput = z.infer<typeof campaignInputSchema>;

export const campaignStateChangeSchema = z.object({ state: z.enum(campaignStates) });

/** A campaign as its organiser sees it. */
export interface OrganiserCampaign extends CampaignInput {
  id: string;
  state: CampaignState;
  suspended: boolean;
  createdAt: string;
}

export interface OrganiserSession {
  email: string;
}

/** What anyone with the link sees. A suspended or draft campaign shows no ask and takes no card. */
export type PublicCampaign =
  | {
      status: "live" | "closed";
      slug: string;
      name: string;
      organisation: string;
      ask: string;
      talkingPoints: string[];
      chamber: CampaignChamber;
      /** A statehouse campaign's one state, else null (every sender's own). */
      targetState: string | null;
      /** That state's name, so that the campaign's page needs no list of states (its first load has a budget). */
      targetStateName: string | null;
      goal: number | null;
      endsOn: string | null;
      cardFront: (typeof cardFrontIds)[number];
      /** The organisation paying for its senders' cards now (budget left, not paused), else null. */
      sponsoredBy: string | null;
      language: CampaignLanguage;
    }
  | { status: "suspended"; slug: string; name: string; organisation: string; language: CampaignLanguage };

/** A campaign as the console lists it. */
export interface AdminCampaign {
  id: string;
  slug: string;
  name: string;
  organisation: string;
  organiserEmail: string;
  state: CampaignState;
  suspended: boolean;
  /**
   * Its budget of sponsored cards, if it ever had one: cards left, whether an operator paused it,
   * the organiser's hourly cap and when a sender last found that hour's cards taken.
   */
  sponsorship: {
    remainingCards: number;
    paused: boolean;
    cardsPerHour: number | null;
    hourlyCapHitAt: string | null;
  } | null;
  createdAt: string;
}

/**
 * A message compared with those already sent in a campaign: case, spaces and punctuation do not
 * count, so "Fund the trails!" and "fund the trails" are the same message.
 */
export function normaliseMessage(message: string): string {
  return message
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** Review's gentle note for a message identical to words 5 paid orders in the campaign carry. Never blocks. */
export const OWN_WORDS_NOTE = "Offices give more weight to a message in your own words: add a sentence about you";

export const checkCampaignMessageRequest = z.object({
  slug: z.string().trim().toLowerCase().min(3).max(60),
  message: z.string().max(MESSAGE_MAX_LENGTH),
});
export const checkCampaignMessageResponse = z.object({ identical: z.boolean() });

/** Counts under this are shown as "fewer than 5", so that no sender can be singled out. */
export const SMALL_COUNT = 5;

/**
 * A campaign's public tally: counts only, no names, no messages, nothing per person. States with
 * fewer than 5 cards are not named: they are folded into one last row, `state: OTHER_STATES` (campaign-page.ts), whose
 * `cards` is null ("fewer than 5") when under 5, so that the exact total minus the named states
 * reveals no state's count.
 */
export interface CampaignTally {
  total: number;
  goal: number | null;
  mailed: number;
  /** `statehouse`: cards to state legislators (decision 0125). */
  byChamber: { house: number; senate: number; statehouse: number };
  byState: { state: string; cards: number | null }[];
  /**
   * Cards senders chose to write by hand themselves, apart from the cards we mail: how many they
   * printed, and how many they told us they mailed (we never see those cards: it is their word).
   */
  bySenders: { printed: number; reportedMailed: number };
}

/**
 * One row of a dashboard breakdown: `cards: null` is "fewer than 5". States, districts and members
 * with fewer than 5 cards are folded into one last row keyed OTHER_STATES.
 */
export interface CountRow {
  key: string;
  label: string;
  cards: number | null;
}

/** The organiser's dashboard: counts only, each under 5 hidden as "fewer than 5". */
export interface CampaignDashboard {
  total: number;
  mailed: number;
  supporters: number;
  /** Cards senders write themselves: printed, and reported mailed by their senders (the tally's). */
  bySenders: { printed: number; reportedMailed: number };
  perDay: CountRow[];
  perState: CountRow[];
  perDistrict: CountRow[];
  perMember: CountRow[];
}

/** An organiser's erasure, said in words: their account, their campaigns and their sessions. */
export const eraseOrganiserSchema = z.object({ confirm: z.literal("erase my account and campaigns") });
