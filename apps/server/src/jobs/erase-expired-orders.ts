import { z } from "zod";
import { defineJob } from "../core/jobs";
import { handleJob } from "./queue";

/** Daily: erases the personal data of orders settled more than RETENTION_DAYS ago. */
export const eraseExpiredOrdersJob = defineJob({
  name: "erase-expired-orders",
  payload: z.object({}),
  schedule: "23 4 * * *",
  retryLimit: 3,
});

export const eraseExpiredOrders = handleJob(eraseExpiredOrdersJob, async (_data, app) => {
  await app.services.orderStatus.eraseExpiredOrders();
});
