export { type Campaigns, createCampaigns } from "./campaigns";
