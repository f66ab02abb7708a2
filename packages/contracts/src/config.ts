import { z } from "zod";
import { cardFrontIds } from "./card-fronts";

/** What the browser may know about this deployment, per host (site.md §3 environment). */
export const publicConfigSchema = z.object({
  appName: z.string(),
  assistantName: z.string(),
  supportEmail: z.string(),
  frontendUrl: z.string(),
  isProduction: z.boolean(),
  environment: z.enum(["production", "staging"]),
  payments: z.object({
    provider: z.enum(["stripe", "local"]),
    publishableKey: z.string().nullable(),
    testMode: z.boolean(),
  }),
  features: z.object({ voice: z.boolean() }),
  /** The card fronts every configured mailing vendor prints: the only ones offered. */
  cardFronts: z.array(z.enum(cardFrontIds)),
  /** Days after an order's last card settles until its personal data is erased (RETENTION_DAYS). */
  retentionDays: z.number().int(),
  posthog: z.object({ key: z.string(), host: z.string() }).nullable(),
  sentry: z.object({ dsn: z.string(), environment: z.string() }).nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
