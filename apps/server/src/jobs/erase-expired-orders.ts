import { defineJob } from "./queue";

/** Daily: erases the personal data of orders settled more than RETENTION_DAYS ago. */
export const eraseExpiredOrdersJob = defineJob<object>({
  name: "erase-expired-orders",
  schedule: "23 4 * * *",
  retryLimit: 3,
  async handle(_data, app) {
    await app.services.orderStatus.eraseExpiredOrders();
  },
});
