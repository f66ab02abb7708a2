import { defineJob } from "./queue";

/**
 * Every minute: paid orders that were never fulfilled, sessions paid at the provider but not yet
 * recorded, and emails whose hand-off to the queue was lost, are queued again.
 */
export const reconcileOrdersJob = defineJob<{ olderThanSeconds?: number }>({
  name: "reconcile-orders",
  schedule: "* * * * *",
  retryLimit: 1,
  async handle(data, app) {
    await app.services.orders.reconcile({ olderThanSeconds: data.olderThanSeconds ?? 60 });
  },
});
