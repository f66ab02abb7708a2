import { defineFunction } from "./define-function";

/** "Replace my link", from the status page: the old link stops working, a new one is emailed. */
export const replaceStatusLinkFunction = defineFunction({
  name: "replace-status-link",
  // Per client here; per order in the service.
  rateLimit: { points: 5, windowSeconds: 10 * 60 },
  async handle({ token }, { app }) {
    await app.services.orderStatus.replaceLinkByToken(token);
    return { sent: true as const };
  },
});
