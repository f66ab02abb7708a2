import { eraseExpiredOrdersJob } from "../services/order-status";
import { handleJob } from "./queue";

export const eraseExpiredOrders = handleJob(eraseExpiredOrdersJob, async (_data, app) => {
  await app.services.orderStatus.eraseExpiredOrders();
});
