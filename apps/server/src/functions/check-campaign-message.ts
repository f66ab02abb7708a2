import { defineFunction } from "./define-function";

/** Review, in a campaign: do at least 5 paid orders carry this message? Only ever a gentle note. */
export const checkCampaignMessageFunction = defineFunction({
  name: "check-campaign-message",
  rateLimit: { points: 30, windowSeconds: 60 },
  async handle({ slug, message }, { app }) {
    return { identical: await app.services.campaigns.hasIdenticalMessage(slug, message) };
  },
});
