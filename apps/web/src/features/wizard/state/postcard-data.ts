import type { OfficeKind } from "@civic/contracts/card-text";
import type { Source } from "@civic/contracts/drafting";
import type { Legislator } from "@civic/contracts/legislators";
import type { UserInfo } from "@civic/contracts/payments";
import type { SendOption } from "@civic/contracts/pricing";
import type { CampaignRef } from "./campaign-start";

/** wizard.md §4: who gets a card at step 6. */
export type RecipientChoice = "rep-only" | "all-three" | "custom";

/**
 * wizard.md §3: the data carried across the wizard's steps, each field read by some step (the
 * spec's originalMessage and senators were written and never read, so they are gone; the chosen
 * senators go into the stored postcard at payment). The recipient choice is kept here so a refresh
 * at checkout keeps it.
 */
export interface PostcardData {
  zipCode?: string;
  representative?: Legislator | null;
  /** `typed`: the address was entered by hand (no suggestion chosen), so step 4 reopens that way. */
  userInfo?: UserInfo & { unit?: string; typed?: boolean };
  concerns?: string;
  personalImpact?: string;
  draftMessage?: string;
  finalMessage?: string;
  sources?: Source[];
  draftId?: string | null;
  isFallbackPlaceholder?: boolean;
  sendOption?: SendOption;
  email?: string;
  recipientChoice?: RecipientChoice;
  customRecipientIds?: string[];
  /** Checkout's cards to state legislators: the district chosen in each chamber, the members, Congress or not. */
  stateLegislators?: { districts: { upper?: string; lower?: string }; memberIds: string[]; only?: boolean };
  /** Whether the sender opened "Add my state legislators". */
  stateOpen?: boolean;
  /** Checkout's choice of where the cards are mailed. */
  office?: OfficeKind;
  /** The campaign whose link the flow started from (docs/decisions/0044). */
  campaign?: CampaignRef;
  /** Checkout's "Share my name, email and ZIP code with {organisation}" (unchecked by default). */
  shareWithOrganisation?: boolean;
}

/**
 * The wizard's steps by name. The numbers are the spec's (wizard.md §2: drafting is 7, shown
 * between craft and review; success is 8) and are what the session backup stores.
 */
export const Step = {
  landing: 1,
  craft: 2,
  review: 3,
  returnAddress: 4,
  preview: 5,
  checkout: 6,
  drafting: 7,
  success: 8,
} as const;
export type WizardStep = (typeof Step)[keyof typeof Step];

/**
 * wizard.md §3 Flow state, with the fields something reads: `isLoading` (a draft in progress) and
 * `restored` (the flow came back from its session backup; the wizard offers to start over). The
 * spec's error, isRestoring and isPaymentLoading were never read.
 */
export interface FlowState {
  currentStep: WizardStep;
  postcardData: PostcardData;
  isLoading: boolean;
  restored: boolean;
}

/** Storage keys: local storage holds the postcard before payment; the session keeps a backup. */
export const POSTCARD_DATA_KEY = "postcardData";
export const FLOW_BACKUP_KEY = "postcardFlowBackup";
