export {
  attachClaimOrder,
  type BudgetRefundDeps,
  claimCards,
  closeBudget,
  closedCampaignsWithOpenBudgets,
  fundingBySession,
  holdMismatchedFunding,
  issueBudgetRefunds,
  markFundingFailed,
  markFundingPaid,
  queueStalledBudgetRefunds,
  recordFunding,
  recordFundingSession,
  releaseClaim,
  returnCardsToBudget,
  sponsorEmailHash,
} from "./budget";
export { type Campaigns, campaignMessageHash, createCampaigns } from "./campaigns";
export { queueBudgetRefunds, refundBudgetJob } from "./jobs";
