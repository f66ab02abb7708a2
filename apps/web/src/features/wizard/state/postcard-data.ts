import type { OfficeKind } from "@civic/contracts/card-text";
import type { Source } from "@civic/contracts/drafting";
import type { Legislator } from "@civic/contracts/legislators";
import type { UserInfo } from "@civic/contracts/payments";
import type { SendOption } from "@civic/contracts/pricing";

/** wizard.md §3: the data carried across the wizard's steps. */
export interface PostcardData {
  zipCode?: string;
  representative?: Legislator | null;
  userInfo?: UserInfo & { unit?: string };
  concerns?: string;
  personalImpact?: string;
  originalMessage?: string;
  draftMessage?: string;
  finalMessage?: string;
  sources?: Source[];
  draftId?: string | null;
  isFallbackPlaceholder?: boolean;
  sendOption?: SendOption;
  email?: string;
  senators?: Legislator[];
  /** Checkout's choice of where the cards are mailed. */
  office?: OfficeKind;
}

export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** wizard.md §3 Flow state. */
export interface FlowState {
  currentStep: WizardStep;
  postcardData: PostcardData;
  isLoading: boolean;
  error: string | null;
  isRestoring: boolean;
  isPaymentLoading: boolean;
}

/** Storage keys: local storage holds the postcard before payment; the session keeps a backup. */
export const POSTCARD_DATA_KEY = "postcardData";
export const FLOW_BACKUP_KEY = "postcardFlowBackup";
