export { type Campaigns, campaignMessageHash, createCampaigns } from "./campaigns";
export { campaignQrPng } from "./qr-code";
