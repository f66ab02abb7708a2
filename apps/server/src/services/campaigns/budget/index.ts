export { type BudgetRefundDeps, issueBudgetRefunds, queueStalledBudgetRefunds } from "./budget-refunds";
export { loadBudget, sponsorshipOpen } from "./budget-view";
export {
  attachClaimOrder,
  claimCards,
  holdClaimFor,
  releaseStalledClaims,
  setHourlyCap,
} from "./claim-cards";
export { closeBudget, closedCampaignsWithOpenBudgets } from "./close-budget";
export { budgetsStillMoving } from "./erasure-wait";
export {
  fundingBySession,
  holdMismatchedFunding,
  markFundingFailed,
  markFundingPaid,
  recordFunding,
  recordFundingSession,
} from "./fundings";
export { setSponsorshipPaused } from "./pause";
export { returnCardsToBudget } from "./return-cards";
export { sponsorEmailHash } from "./sponsor-email";
