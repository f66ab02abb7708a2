/**
 * What a campaign's public link and its embed need at run time, apart from `campaigns.ts`: that
 * module's organiser schemas import zod, about 25 KB gzipped that the link's first load cannot
 * carry (its 90 KB budget, bench/README.md). Types may still come from `campaigns.ts`.
 */

/** The languages a campaign is written in; its public page and its senders' wizard speak it (decision 0123). */
export type CampaignLanguage = "en" | "es";

/** The key of the one row that folds every state (district, member) with fewer than 5 cards. */
export const OTHER_STATES = "other";
