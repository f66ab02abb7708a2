export {
  attachClaimOrder,
  claimCards,
  closeBudget,
  fundingBySession,
  markFundingFailed,
  markFundingPaid,
  recordBudgetRefund,
  recordFunding,
  recordFundingSession,
  releaseClaim,
  returnCardsToBudget,
  sponsorEmailHash,
  withPendingBudgetRefunds,
} from "./budget";
export { type Campaigns, campaignMessageHash, createCampaigns } from "./campaigns";
