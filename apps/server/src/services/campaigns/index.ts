export { type Campaigns, campaignMessageHash, createCampaigns } from "./campaigns";
