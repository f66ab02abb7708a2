import { eraseExpiredOrdersJob } from "../services/order-status";
import { handleJob } from "./queue";

export const eraseExpiredOrders = handleJob(eraseExpiredOrdersJob, async (_data, app) => {
  await app.services.orderStatus.eraseExpiredOrders();
  // Cards senders wrote themselves are kept no longer than a paid order (decision 0065).
  await app.services.ownCards.eraseExpired();
});
