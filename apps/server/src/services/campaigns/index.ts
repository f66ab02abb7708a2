export {
  attachClaimOrder,
  type BudgetRefundDeps,
  claimCards,
  closeBudget,
  closedCampaignsWithOpenBudgets,
  fundingBySession,
  holdClaimFor,
  holdMismatchedFunding,
  issueBudgetRefunds,
  markFundingFailed,
  markFundingPaid,
  queueStalledBudgetRefunds,
  recordFunding,
  recordFundingSession,
  releaseStalledClaims,
  returnCardsToBudget,
  sponsorEmailHash,
} from "./budget";
export { type Campaigns, campaignMessageHash, createCampaigns } from "./campaigns";
export { queueBudgetRefunds, refundBudgetJob } from "./jobs";
