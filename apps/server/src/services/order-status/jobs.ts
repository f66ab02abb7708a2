import { z } from "zod";
import { defineJob } from "../../core/jobs";

/** Daily: erases the personal data of orders settled more than RETENTION_DAYS ago. */
export const eraseExpiredOrdersJob = defineJob({
  name: "erase-expired-orders",
  payload: z.object({}),
  schedule: "23 4 * * *",
  retryLimit: 3,
});
